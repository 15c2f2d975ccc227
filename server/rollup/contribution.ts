import Decimal from 'decimal.js';

/**
 * What one conversion contributes to its rollup_hourly cell — the single mapping from a conversion
 * to rollup columns, used by the tracking engine's batch when it inserts a conversion (batch.ts)
 * and by conversion actions and adjustments when they change one (the delta between the
 * contributions before and after, cell-deltas.ts). rebuild.ts computes the same in SQL; the tests
 * compare both.
 *
 * - every conversion counts in `conversions` (gross);
 * - pending / approved / rejected / organic count in their own column; gross and unapproved have no
 *   column (reports show them as "other" = conversions − the four);
 * - money (payout, revenue, sale amount) counts unless rejected; approved money also in approved_*;
 * - flagged = fraud level warning, bad or drop;
 * - test conversions contribute nothing.
 */
export const COUNT_COLUMNS = ['conversions', 'pending', 'approved', 'rejected', 'organic', 'flagged_conversions'] as const;
export const MONEY_COLUMNS = ['payout', 'revenue', 'sale_amount', 'approved_payout', 'approved_revenue'] as const;
type CountColumn = (typeof COUNT_COLUMNS)[number];
type MoneyColumn = (typeof MONEY_COLUMNS)[number];
export type Contribution = Record<CountColumn, number> & Record<MoneyColumn, Decimal>;

/** The conversion fields the mapping reads. Money as decimal strings (or Decimal). */
export interface ContributingConversion {
  status: string;
  payout: Decimal.Value;
  revenue: Decimal.Value;
  sale_amount: Decimal.Value;
  fraud_level: string;
  is_test: boolean;
}

const STATUS_COLUMNS: Record<string, CountColumn | undefined> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
  organic: 'organic',
};
const isFlagged = (level: string) => level === 'warning' || level === 'bad' || level === 'drop';

export function zeroContribution(): Contribution {
  const zero = new Decimal(0);
  return {
    conversions: 0,
    pending: 0,
    approved: 0,
    rejected: 0,
    organic: 0,
    flagged_conversions: 0,
    payout: zero,
    revenue: zero,
    sale_amount: zero,
    approved_payout: zero,
    approved_revenue: zero,
  };
}

export function contribution(c: ContributingConversion): Contribution {
  const out = zeroContribution();
  if (c.is_test) return out;
  out.conversions = 1;
  const column = STATUS_COLUMNS[c.status];
  if (column) out[column] = 1;
  if (isFlagged(c.fraud_level)) out.flagged_conversions = 1;
  if (c.status !== 'rejected') {
    out.payout = new Decimal(c.payout);
    out.revenue = new Decimal(c.revenue);
    out.sale_amount = new Decimal(c.sale_amount);
  }
  if (c.status === 'approved') {
    out.approved_payout = new Decimal(c.payout);
    out.approved_revenue = new Decimal(c.revenue);
  }
  return out;
}

/** `into` += `add`, column by column (the engine sums a batch's conversions per cell). */
export function addContribution<T extends Contribution>(into: T, add: Contribution): T {
  for (const k of COUNT_COLUMNS) into[k] += add[k];
  for (const k of MONEY_COLUMNS) into[k] = into[k].add(add[k]);
  return into;
}

/** after − before: what a change of status (or money) moves in the conversion's rollup cell. */
export function rollupDelta(before: ContributingConversion, after: ContributingConversion): Contribution {
  const a = contribution(after);
  const b = contribution(before);
  const out = zeroContribution();
  for (const k of COUNT_COLUMNS) out[k] = a[k] - b[k];
  for (const k of MONEY_COLUMNS) out[k] = a[k].sub(b[k]);
  return out;
}

export const isZeroDelta = (d: Contribution) => COUNT_COLUMNS.every((k) => d[k] === 0) && MONEY_COLUMNS.every((k) => d[k].isZero());

/** A rollup cell's hour: the UTC hour of the click's or conversion's time. */
export const cellHour = (at: Date): Date => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
