import type { Key } from 'react-aria-components';
import { Link } from 'wouter';
import { statusChangeBlocked, STATUS_ACTIONS, type StatusAction } from '../../../commands/offers.ts';
import type { OfferSortField } from '../../../domain/offers/enums.ts';
import type { OfferRow } from '../../../domain/offers/schema.ts';
import { formatDateTime, formatMoney, formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { Button } from '../../system/Button.tsx';
import { Checkbox } from '../../system/Checkbox.tsx';
import { Menu, MenuItem } from '../../system/Menu.tsx';
import { TableScroll } from '../../system/TableScroll.tsx';
import type { OfferColumnKey } from './columns.ts';
import * as css from './offers.css.ts';

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
  currency: string;
  timeZone: string;
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
}

/**
 * The offer rows of spec 2 §3 (id, name, status, default payout in the brand currency, partners,
 * tags, creation date in the user's zone, payout value type). The active row (j / k) is marked with
 * `data-active`; selection (x) is the row's checkbox, and `data-selected` only styles the row: a plain
 * table's row may not carry `aria-selected` (axe "aria-allowed-attr", critical) — only grid rows may.
 * Sortable headers are buttons with aria-sort.
 */
export function OfferTable(p: OfferTableProps) {
  const { LL, locale } = useI18n();
  const cell = (row: OfferRow, key: OfferColumnKey): string => {
    switch (key) {
      case 'id':
        return String(row.id);
      case 'name':
        return row.name;
      case 'status':
        return LL.offers.status[String(row.status) as '1']?.() ?? String(row.status);
      case 'default_payout':
        return row.payout_type_id === 2
          ? `${formatNumber(row.default_payout, { currency: p.currency, maxDecimals: 2 })}%`
          : formatMoney(row.default_payout, p.currency);
      case 'payout_type':
        return LL.offers.payoutType[String(row.payout_type_id) as '1']?.() ?? '';
      case 'total_partners':
        return formatNumber(row.total_partners, { currency: p.currency });
      case 'working_partners':
        return formatNumber(row.working_partners, { currency: p.currency });
      case 'tags':
        return row.tags.join(', ');
      case 'created_at':
        return formatDateTime(row.created_at, locale, p.timeZone);
    }
  };
  const allOn = p.rows.length > 0 && p.rows.every((r) => p.selected.has(r.id));
  const someOn = p.rows.some((r) => p.selected.has(r.id));
  // many columns: the table scrolls in its own region at any width, the page never does (decision 046)
  return (
    <TableScroll label={LL.offers.list.title()}>
      <table className={css.table} aria-label={LL.offers.list.title()}>
        <thead>
          <tr>
            <th className={css.cell}>
              <Checkbox
                aria-label={LL.offers.list.selectAll()}
                isSelected={allOn}
                isIndeterminate={someOn && !allOn}
                onChange={p.onToggleAll}
              >
                {''}
              </Checkbox>
            </th>
            {p.columns.map((key) => {
              const field = SORTABLE[key];
              const label = LL.offers.columns[key]();
              const sort = field && p.sortBy === field ? (p.sort === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th key={key} className={NUMERIC.has(key) ? css.numeric : css.cell} aria-sort={sort ?? 'none'} scope="col">
                  {field ? (
                    <button type="button" className={css.headButton} onClick={() => p.onSort(field)}>
                      {label}
                      {sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ''}
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
            {p.canWrite && <th className={css.cell}>{LL.offers.filters.status()}</th>}
          </tr>
        </thead>
        <tbody>
          {p.rows.map((row, index) => (
            <tr
              key={row.id}
              className={css.row}
              data-active={index === p.activeIndex}
              data-selected={p.selected.has(row.id)}
              data-offer-id={row.id}
              onClick={() => p.onActivate(index)}
            >
              <td className={css.cell}>
                <Checkbox
                  aria-label={LL.offers.list.selectRow({ id: row.id })}
                  isSelected={p.selected.has(row.id)}
                  onChange={() => p.onToggle(row)}
                >
                  {''}
                </Checkbox>
              </td>
              {p.columns.map((key) => (
                // tags are the brand's own words, in whatever language it wrote them (lang="": unknown)
                <td
                  key={key}
                  className={NUMERIC.has(key) ? css.numeric : css.cell}
                  data-column={key}
                  lang={key === 'tags' ? '' : undefined}
                >
                  {key === 'name' ? <Link href={`/offers/${row.id}/detail`}>{row.name}</Link> : cell(row, key)}
                </td>
              ))}
              {p.canWrite && (
                <td className={css.cell}>
                  <Menu
                    label={LL.offers.filters.status()}
                    trigger={
                      <Button size="sm" tone="ghost">
                        {LL.offers.filters.status()}
                      </Button>
                    }
                    onAction={(k: Key) => p.onStatus(row, STATUS_ACTIONS[k as StatusAction])}
                  >
                    {(Object.keys(STATUS_ACTIONS) as StatusAction[]).map((a) => (
                      <MenuItem key={a} id={a} isDisabled={statusChangeBlocked(row.status, STATUS_ACTIONS[a]) !== null}>
                        {LL.offers.commands.actions[a]()}
                      </MenuItem>
                    ))}
                  </Menu>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
