import type { Key } from 'react-aria-components';
import { Link } from 'wouter';
import { statusChangeBlocked, STATUS_ACTIONS, type StatusAction } from '../../../commands/offers.ts';
import type { OfferSortField } from '../../../domain/offers/enums.ts';
import type { OfferRow } from '../../../domain/offers/schema.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { RowCommandButton } from '../../app/CommandButton.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { Menu, MenuItem } from '../../system/Menu.tsx';
import { ListTable, type ColumnRole, type ListColumn } from '../../table/ListTable.tsx';
import type { OfferColumnKey } from './columns.ts';
import { useFormat } from '../../app/useFormat.ts';

const SORTABLE: Partial<Record<OfferColumnKey, OfferSortField>> = {
  id: 'id',
  name: 'name',
  status: 'status',
  default_payout: 'payout',
  created_at: 'created_at',
};
const NUMERIC: ReadonlySet<OfferColumnKey> = new Set(['id', 'default_payout', 'total_partners', 'working_partners']);

export interface OfferTableProps {
  rows: readonly OfferRow[];
  columns: readonly OfferColumnKey[];
  activeIndex: number;
  selected: ReadonlySet<number>;
  sortBy: OfferSortField | null;
  sort: 'asc' | 'desc';
  canWrite: boolean;
  onSort(field: OfferSortField): void;
  onToggle(row: OfferRow): void;
  onToggleAll(on: boolean): void;
  onActivate(index: number): void;
  onStatus(row: OfferRow, status: number): void;
  /** the row whose Status menu is open (null: none; the palette's `offers.rowStatus` opens the active row's) */
  statusMenu?: number | null;
  onStatusMenu?(id: number | null): void;
}

/** How much each column matters when the list must fit its box (decision 065): id and name stay, the details give way first. */
const PRIORITY: Record<OfferColumnKey, 1 | 2 | 3> = {
  id: 2,
  name: 1,
  status: 1,
  default_payout: 1,
  payout_type: 3,
  total_partners: 3,
  working_partners: 2,
  tags: 3,
  created_at: 3,
};
const ROLE: Partial<Record<OfferColumnKey, ColumnRole>> = { name: 'name', status: 'status' };

/**
 * The offer rows of spec 2 §3 (id, name, status, default payout in the brand currency, partners,
 * tags, creation date in the user's zone, payout value type) in the shared list table: on a narrow
 * box the lowest-priority columns give way, on a phone each offer is a card. The active row (j / k) is
 * marked with `data-active`; selection (x) is the row's checkbox, and `data-selected` only styles the
 * row: a plain table's row may not carry `aria-selected` (axe "aria-allowed-attr", critical) — only
 * grid rows may. Sortable headers are buttons with aria-sort.
 */
export function OfferTable(p: OfferTableProps) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const cell = (row: OfferRow, key: OfferColumnKey): string => {
    switch (key) {
      case 'id':
        return String(row.id);
      case 'name':
        return row.name;
      case 'status':
        return LL.offers.status[String(row.status) as '1']?.() ?? String(row.status);
      case 'default_payout':
        return row.payout_type_id === 2 ? fmt.percent(row.default_payout, 2) : fmt.money(row.default_payout);
      case 'payout_type':
        return LL.offers.payoutType[String(row.payout_type_id) as '1']?.() ?? '';
      case 'total_partners':
        return fmt.number(row.total_partners);
      case 'working_partners':
        return fmt.number(row.working_partners);
      case 'tags':
        return row.tags.join(', ');
      case 'created_at':
        return fmt.dateTime(row.created_at);
    }
  };
  const allOn = p.rows.length > 0 && p.rows.every((r) => p.selected.has(r.id));
  const someOn = p.rows.some((r) => p.selected.has(r.id));
  const columns: (ListColumn<OfferRow> | false)[] = [
    {
      key: 'select',
      label: LL.offers.list.selectAll(),
      role: 'select',
      head: (
        <Checkbox aria-label={LL.offers.list.selectAll()} isSelected={allOn} isIndeterminate={someOn && !allOn} onChange={p.onToggleAll}>
          {''}
        </Checkbox>
      ),
      cell: (row) => (
        <Checkbox
          aria-label={LL.offers.list.selectRow({ id: row.id })}
          isSelected={p.selected.has(row.id)}
          onChange={() => p.onToggle(row)}
        >
          {''}
        </Checkbox>
      ),
    },
    ...p.columns.map((key): ListColumn<OfferRow> => {
      const field = SORTABLE[key];
      return {
        key,
        label: LL.offers.columns[key](),
        role: ROLE[key] ?? (NUMERIC.has(key) ? 'figure' : 'detail'),
        priority: PRIORITY[key],
        numeric: NUMERIC.has(key),
        // tags are the brand's own words, in whatever language it wrote them
        usersWords: key === 'tags',
        sort: field
          ? { direction: p.sortBy === field ? (p.sort === 'asc' ? 'ascending' : 'descending') : null, onSort: () => p.onSort(field) }
          : undefined,
        cell: (row) => (key === 'name' ? <Link href={`/offers/${row.id}/detail`}>{row.name}</Link> : cell(row, key)),
      };
    }),
    p.canWrite && {
      key: 'actions',
      label: LL.table.actions(),
      role: 'actions',
      cell: (row) => (
        <Menu
          label={LL.offers.filters.status()}
          isOpen={p.onStatusMenu ? p.statusMenu === row.id : undefined}
          onOpenChange={p.onStatusMenu && ((open) => p.onStatusMenu!(open ? row.id : null))}
          trigger={
            <RowCommandButton size="sm" tone="ghost" hint={row.name} command="offers.rowStatus">
              {LL.offers.filters.status()}
            </RowCommandButton>
          }
          onAction={(k: Key) => p.onStatus(row, STATUS_ACTIONS[k as StatusAction])}
        >
          {(Object.keys(STATUS_ACTIONS) as StatusAction[]).map((a) => (
            <MenuItem
              key={a}
              id={a}
              isDisabled={statusChangeBlocked(row.status, STATUS_ACTIONS[a]) !== null}
              // this row's face of the selection's command (decision 103): x selects the row, the palette runs it
              data-command={`offers.bulk.${a}`}
              data-command-row
            >
              {LL.offers.commands.actions[a]()}
            </MenuItem>
          ))}
        </Menu>
      ),
    },
  ];
  return (
    <ListTable
      label={LL.offers.list.title()}
      columns={columns}
      rows={p.rows}
      rowKey={(row) => row.id}
      activeIndex={p.activeIndex}
      isSelected={(row) => p.selected.has(row.id)}
      onRowClick={(index) => p.onActivate(index)}
      rowAttributes={(row) => ({ 'data-offer-id': row.id })}
    />
  );
}
