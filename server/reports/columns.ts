import type { ConversionItem, Figures, PerformanceRow } from '../../src/domain/reports/schema.ts';
import type { ExportColumn } from '../export/labelled.ts';

/** Export columns of each report, in the order of the web tables' default column settings. */
const MONEY = new Set(['payout', 'revenue', 'sale_amount', 'approved_payout', 'approved_revenue', 'profit', 'cr', 'epc']);
const FIGURE_ORDER = [
  'clicks',
  'unique_clicks',
  'flagged_clicks',
  'conversions',
  'pending',
  'approved',
  'rejected',
  'organic',
  'other',
  'flagged_conversions',
  'cr',
  'epc',
  'payout',
  'revenue',
  'sale_amount',
  'approved_payout',
  'approved_revenue',
  'profit',
] as const satisfies readonly (keyof Figures)[];
/** The previous period repeats the figures a comparison is read on. */
const PREVIOUS = ['clicks', 'conversions', 'approved', 'payout', 'revenue', 'profit'] as const satisfies readonly (keyof Figures)[];

const figureColumns = <R extends Figures>(): ExportColumn<R>[] =>
  FIGURE_ORDER.map((k) => ({ title: k, value: (r: R) => r[k], decimal: MONEY.has(k) }));

/** A performance row, or the totals row (id null, name "Total"). */
export type PerformanceExportRow = Omit<PerformanceRow, 'id' | 'uuid'> & { id: number | null };

export const performanceColumns = (dim: 'offer' | 'partner'): ExportColumn<PerformanceExportRow>[] => [
  { title: 'id', value: (r) => r.id },
  { title: dim, value: (r) => r.name },
  ...figureColumns<PerformanceExportRow>(),
  ...PREVIOUS.map((k): ExportColumn<PerformanceExportRow> => ({
    title: k,
    suffix: 'previous_suffix',
    value: (r) => r.previous[k],
    decimal: MONEY.has(k),
  })),
];

export const detailColumns: ExportColumn<Figures & { date: string }>[] = [
  { title: 'date', value: (r) => r.date },
  ...figureColumns<Figures & { date: string }>(),
];

export const conversionColumns: ExportColumn<ConversionItem>[] = [
  { title: 'conversion_id', value: (r) => r.uuid },
  { title: 'created_at', value: (r) => r.created_at },
  { title: 'click_id', value: (r) => r.click_uuid },
  { title: 'click_at', value: (r) => r.click_at },
  { title: 'time_to_convert', value: (r) => r.time_to_convert },
  { title: 'offer', value: (r) => r.offer_name ?? `#${r.offer_id}` },
  { title: 'partner', value: (r) => r.partner_name ?? `#${r.partner_id}` },
  { title: 'event', value: (r) => r.event_name ?? `#${r.event_id}` },
  { title: 'status', value: (r) => r.status },
  { title: 'suggested_status', value: (r) => r.suggested_status },
  { title: 'payment_status', value: (r) => r.payment_status },
  { title: 'transaction_id', value: (r) => r.transaction_id },
  { title: 'sale_amount', value: (r) => r.sale_amount, decimal: true },
  { title: 'payout', value: (r) => r.payout, decimal: true },
  { title: 'revenue', value: (r) => r.revenue, decimal: true },
  { title: 'bonus', value: (r) => r.bonus, decimal: true },
  { title: 'adjustment', value: (r) => r.adjustment, decimal: true },
  { title: 'click_ip', value: (r) => r.click_ip },
  { title: 'ip', value: (r) => r.ip },
  { title: 'method', value: (r) => r.method },
  { title: 'subs', value: (r) => r.subs.filter(Boolean).join(' | ') },
  { title: 'message', value: (r) => r.message },
  { title: 'modified_at', value: (r) => r.modified_at },
  { title: 'fraud_level', value: (r) => r.fraud_level },
  { title: 'fraud_kind', value: (r) => r.fraud_kind },
  { title: 'fraud_reasons', value: (r) => r.fraud_reasons.join(', ') },
];
