import type { Me } from '../../../domain/auth/contract.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { LEVEL } from '../../../domain/permissions.ts';
import * as css from '../../system/list-table.css.ts';

const levelKey = (level: number) => (level >= LEVEL.full ? 'full' : level >= LEVEL.read ? 'read' : 'none') as 'full' | 'read' | 'none';

/** Read-only view of the employee's module levels, in the display order 7,1,2,3,4,5,6,10,11,8,9. */
export function AccountPermission({ me }: { me: Me }) {
  const { LL } = useI18n();
  return (
    // the one table style (decision 065): it had none
    <table aria-label={LL.account.tabs.permission()} className={css.table}>
      <tbody>
        {me.permission_list.map((p) => (
          <tr key={p.module}>
            <th scope="row" className={css.headCell}>
              {LL.employees.modules[p.module]()}
            </th>
            <td className={css.cell}>{LL.employees.levels[levelKey(p.access_level)]()}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Read-only: 'all partners', or the partners assigned to the employee. */
export function PartnerManagement({ me }: { me: Me }) {
  const { LL } = useI18n();
  if (me.is_all_partner) return <p>{LL.account.allPartners()}</p>;
  if (me.partner_ids.length === 0) return <p>{LL.account.noPartners()}</p>;
  return (
    <ul aria-label={LL.account.assignedPartners()}>
      {me.partner_ids.map((id) => (
        <li key={id}>{LL.account.partnerId({ id })}</li>
      ))}
    </ul>
  );
}
