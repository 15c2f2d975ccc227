import type { InvitationBrandAction } from '../../../domain/partners/invitation-enums.ts';
import type { InvitationDto } from '../../../domain/partners/invitations.ts';
import { RowCommandButton } from '../../app/CommandButton.tsx';
import { useFormat } from '../../app/useFormat.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { partnerApplicationActions } from '../../../machines/partner-application.ts';
import { ListTable } from '../../table/ListTable.tsx';
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
 * it); each row also shows the actions the chart allows it now, named by their text plus the row's id,
 * each the row's own face of the palette's command on the selected row (RowCommandButton, decision 098).
 */
export function InvitationTable({ label, items, selectedId, onSelect, onAct }: InvitationTableProps) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.invitations;
  if (items.length === 0) return <p className={css.muted}>{t.none()}</p>;
  return (
    <ListTable
      label={label}
      rows={items}
      rowKey={(item) => item.id}
      isSelected={(item) => item.id === selectedId}
      rowAttributes={(item) => ({ 'aria-current': item.id === selectedId ? 'true' : undefined })}
      columns={[
        {
          key: 'id',
          label: t.colId(),
          role: 'select',
          cell: (item) => (
            <label className={css.pick}>
              <input type="radio" name={`${label}-selected`} checked={item.id === selectedId} onChange={() => onSelect(item.id)} />
              {item.id}
            </label>
          ),
        },
        { key: 'partner', label: t.colPartner(), role: 'name', value: (item) => item.partner.display_name },
        { key: 'offer', label: t.colOffer(), priority: 2, value: (item) => item.offer.name },
        { key: 'kind', label: t.colKind(), priority: 2, value: (item) => t.kinds[item.kind]() },
        { key: 'status', label: t.colStatus(), role: 'status', value: (item) => t.statuses[item.status]() },
        { key: 'created', label: t.colCreated(), priority: 3, value: (item) => fmt.dateTime(item.created_at) },
        { key: 'message', label: t.colMessage(), priority: 3, wrap: true, usersWords: true, value: (item) => item.message },
        onAct && {
          key: 'actions',
          label: t.colActions(),
          role: 'actions',
          cell: (item) => (
            <span className={css.actions}>
              {partnerApplicationActions(item.status, item.kind).map((action) => (
                <RowCommandButton
                  key={action}
                  command={`invitations.${action}`}
                  size="sm"
                  hint={`${item.id} ${item.partner.display_name}`}
                  onPress={() => onAct(item, action)}
                >
                  {t[action]()}
                </RowCommandButton>
              ))}
            </span>
          ),
        },
      ]}
    />
  );
}
