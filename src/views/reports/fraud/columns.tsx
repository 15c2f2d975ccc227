import type { FraudCounts, FraudGroup, FraudRow } from '../../../domain/fraud-detection/contract.ts';
import { FRAUD_FACTORS, FRAUD_LEVELS } from '../../../domain/tracking/fraud.ts';
import type { LL } from '../../../i18n/translate.ts';
import type { Formats } from '../../app/formats.ts';
import type { ReportColumn } from '../../table/columns.ts';

/**
 * The fraud report's columns: the row's day, offer or partner, then the counts, the levels and the
 * detection areas, each headed by its translated name (never a code).
 */
const COUNTS = ['total', 'flagged', 'givt', 'sivt'] as const;

export function fraudColumns(ll: LL, fmt: Formats, group: FraudGroup): ReportColumn<FraudRow>[] {
  const c = ll.fraud.report.columns;
  const key: ReportColumn<FraudRow> = {
    key: 'key',
    header: group === 'day' ? c.date() : group === 'offer' ? c.offer() : c.partner(),
    value: (r) => (group === 'day' ? (r.date ? fmt.date(r.date) : '') : (r.name ?? `#${r.id}`)),
    sortable: true,
    width: group === 'day' ? 120 : 220,
    pin: true,
  };
  const count = (k: keyof FraudCounts, header: string, priority: 1 | 2 | 3): ReportColumn<FraudRow> => ({
    key: k,
    header,
    numeric: true,
    sortable: true,
    width: 120,
    priority,
    value: (r) => fmt.number(r[k]),
  });
  return [
    key,
    ...COUNTS.map((k) => count(k, c[k](), k === 'total' || k === 'flagged' ? 1 : 2)),
    {
      key: 'flagged_share',
      header: c.flagged_share(),
      numeric: true,
      width: 140,
      priority: 1,
      value: (r) => fmt.percent(r.flagged_share),
    },
    ...FRAUD_LEVELS.map((l) => count(l, ll.fraud.levels[l](), 3)),
    ...FRAUD_FACTORS.map((f) => count(f, ll.fraud.factors[f](), 3)),
  ];
}

/** The sticky totals row, text by column key. */
export function fraudTotals(ll: LL, fmt: Formats, totals: FraudCounts): Record<string, string> {
  const out: Record<string, string> = { key: ll.fraud.report.columns.totals(), flagged_share: fmt.percent(totals.flagged_share) };
  for (const k of [...COUNTS, ...FRAUD_LEVELS, ...FRAUD_FACTORS]) out[k] = fmt.number(totals[k]);
  return out;
}
