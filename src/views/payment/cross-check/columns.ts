import type { CrossCheckRow, PeriodRow } from '../../../domain/cross-check/contract.ts';
import type { LL } from '../../../i18n/translate.ts';
import type { Formats } from '../../app/formats.ts';
import type { ReportColumn } from '../../table/columns.ts';

type Figured = Pick<
  PeriodRow,
  | 'pending_count'
  | 'approved_count'
  | 'rejected_count'
  | 'estimated_commission'
  | 'approved_commission'
  | 'actual_cost'
  | 'bonus'
  | 'arrears'
  | 'subtotal'
  | 'vat'
  | 'total'
>;
const COUNTS = [
  ['pending_count', 'pending'],
  ['approved_count', 'approved'],
  ['rejected_count', 'rejected'],
] as const;
const MONEY = [
  ['estimated_commission', 'estimatedCommission', 2],
  ['approved_commission', 'approvedCommission', 1],
  ['actual_cost', 'actualCost', 3],
  ['bonus', 'bonus', 2],
  ['arrears', 'arrears', 2],
  ['subtotal', 'subtotal', 2],
  ['vat', 'vat', 2],
  ['total', 'total', 1],
] as const;

/** The figures of a record or a period, each headed by its translated name (spec 3 §3). */
function figureColumns<R extends Figured>(ll: LL, fmt: Formats): ReportColumn<R>[] {
  const c = ll.crossCheck.columns;
  return [
    ...COUNTS.map(([key, label]): ReportColumn<R> => ({
      key,
      header: c[label](),
      numeric: true,
      width: 110,
      priority: 2,
      value: (r) => fmt.number(r[key]),
    })),
    ...MONEY.map(([key, label, priority]): ReportColumn<R> => ({
      key,
      header: c[label](),
      numeric: true,
      width: 150,
      priority,
      value: (r) => fmt.money(r[key]),
    })),
  ];
}

export const periodLabel = (fmt: Formats, start: string, end: string) =>
  `${fmt.date(`${start}T00:00:00`)} – ${fmt.date(`${end}T00:00:00`)}`;

export function periodColumns(ll: LL, fmt: Formats): ReportColumn<PeriodRow>[] {
  const c = ll.crossCheck.columns;
  return [
    { key: 'period', header: c.period(), width: 240, pin: true, value: (r) => periodLabel(fmt, r.period_start, r.period_end) },
    { key: 'records', header: c.records(), numeric: true, width: 110, priority: 1, value: (r) => fmt.number(r.records) },
    ...figureColumns<PeriodRow>(ll, fmt),
  ];
}

export function recordColumns(ll: LL, fmt: Formats): ReportColumn<CrossCheckRow>[] {
  const c = ll.crossCheck.columns;
  return [
    { key: 'partner_id', header: c.partner(), width: 220, pin: true, sortable: true, value: (r) => `#${r.partner_id} ${r.partner_name}` },
    { key: 'status', header: c.status(), width: 130, priority: 1, sortable: true, value: (r) => ll.crossCheck.status[r.status]() },
    ...figureColumns<CrossCheckRow>(ll, fmt).map((col) =>
      col.key === 'total' || col.key === 'approved_commission' ? { ...col, sortable: true } : col,
    ),
  ];
}

/** The sticky totals row of a detail, text by column key. */
export function recordTotals(ll: LL, fmt: Formats, t: Figured): Record<string, string> {
  const out: Record<string, string> = { partner_id: ll.crossCheck.columns.total() };
  for (const [key] of COUNTS) out[key] = fmt.number(t[key]);
  for (const [key] of MONEY) out[key] = fmt.money(t[key]);
  return out;
}
