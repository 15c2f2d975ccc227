import type { InvitationBrandAction } from '../../../domain/partners/invitation-enums.ts';
import type { InvitationDto } from '../../../domain/partners/invitations.ts';
import { useFormat } from '../../app/useFormat.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { partnerApplicationActions } from '../../../machines/partner-application.ts';
import { Button } from '../../system/Button.tsx';
import { TableScroll } from '../../system/TableScroll.tsx';
import * as css from './contracts.css.ts';

export interface InvitationTableProps {
  label: string;
  items: readonly InvitationDto[];
  selectedId: number | null;
  onSelect(id: number): void;
  /** null: the user may not act (read-only partnership) */
  onAct: ((item: InvitationDto, action: InvitationBrandAction) => void) | null;
}

/**
 * Applications or invitations as a table. The first column selects a row (the palette's actions act on
 * it); each row also shows the actions the chart allows it now, named by their text plus the row's id.
 */
export function InvitationTable({ label, items, selectedId, onSelect, onAct }: InvitationTableProps) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.invitations;
  if (items.length === 0) return <p className={css.muted}>{t.none()}</p>;
  return (
    <TableScroll label={label}>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">{t.colId()}</th>
            <th scope="col">{t.colPartner()}</th>
            <th scope="col">{t.colOffer()}</th>
            <th scope="col">{t.colKind()}</th>
            <th scope="col">{t.colStatus()}</th>
            <th scope="col">{t.colCreated()}</th>
            <th scope="col">{t.colMessage()}</th>
            {onAct && <th scope="col">{t.colActions()}</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} aria-selected={item.id === selectedId}>
              <td>
                <label>
                  <input type="radio" name={`${label}-selected`} checked={item.id === selectedId} onChange={() => onSelect(item.id)} />{' '}
                  {item.id}
                </label>
              </td>
              <td>{item.partner.display_name}</td>
              <td>{item.offer.name}</td>
              <td>{t.kinds[item.kind]()}</td>
              <td>{t.statuses[item.status]()}</td>
              <td>{fmt.dateTime(item.created_at)}</td>
              {/* the partner's or brand's own message, in whatever language it was written (lang="": unknown) */}
              <td lang="">{item.message}</td>
              {onAct && (
                <td>
                  <span className={css.actions}>
                    {partnerApplicationActions(item.status, item.kind).map((action) => (
                      <Button key={action} size="sm" hint={`${item.id} ${item.partner.display_name}`} onPress={() => onAct(item, action)}>
                        {t[action]()}
                      </Button>
                    ))}
                  </span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
