import Decimal from 'decimal.js';
import type { Tx } from '../db/pool.ts';

/**
 * What one conversion contributes to its rollup_hourly cell — the single mapping from a conversion
 * to rollup columns, used by the tracking engine when it inserts a conversion
 * (server/tracking/commit/rollup.ts) and by conversion actions and adjustments when they change one
 * (the delta between the contributions before and after). server/reports/rebuild.ts computes the
 * same in SQL; the tests compare both.
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

export interface CellKey {
  brand_id: number;
  offer_id: number;
  partner_id: number;
  /** the conversion's time (created_at): its cell is the UTC hour */
  created_at: Date;
}

/** Deltas summed per rollup cell, so a bulk action writes each touched cell once. */
export class CellDeltas {
  private cells = new Map<string, { key: CellKey & { hour: Date }; delta: Contribution }>();

  add(key: CellKey, delta: Contribution): void {
    if (isZeroDelta(delta)) return;
    const hour = new Date(Math.floor(key.created_at.getTime() / 3_600_000) * 3_600_000);
    const k = `${key.brand_id}:${hour.getTime()}:${key.offer_id}:${key.partner_id}`;
    const cell = this.cells.get(k) ?? { key: { ...key, hour }, delta: zeroContribution() };
    addContribution(cell.delta, delta);
    this.cells.set(k, cell);
  }

  /**
   * One upsert of every non-zero cell, in the tracking engine's key order (brand, hour, offer,
   * partner) so this transaction and a concurrent flush lock rollup rows in the same order. The
   * cells normally exist (the engine wrote them with the conversion); the insert branch only keeps
   * rows loaded outside the engine consistent.
   */
  async write(tx: Tx): Promise<void> {
    const rows = [...this.cells.values()]
      .filter((c) => !isZeroDelta(c.delta))
      .sort(
        (a, b) =>
          a.key.brand_id - b.key.brand_id ||
          a.key.hour.getTime() - b.key.hour.getTime() ||
          a.key.offer_id - b.key.offer_id ||
          a.key.partner_id - b.key.partner_id,
      );
    if (rows.length === 0) return;
    const cols = [...COUNT_COLUMNS, ...MONEY_COLUMNS];
    const arrays = [
      rows.map((r) => r.key.brand_id),
      rows.map((r) => r.key.hour.toISOString()),
      rows.map((r) => r.key.offer_id),
      rows.map((r) => r.key.partner_id),
      ...COUNT_COLUMNS.map((k) => rows.map((r) => r.delta[k])),
      ...MONEY_COLUMNS.map((k) => rows.map((r) => r.delta[k].toFixed(4))),
    ];
    const types = [
      'bigint',
      'timestamptz',
      'bigint',
      'bigint',
      ...COUNT_COLUMNS.map(() => 'integer'),
      ...MONEY_COLUMNS.map(() => 'numeric'),
    ];
    await tx.query(
      `INSERT INTO rollup_hourly (brand_id, hour, offer_id, partner_id, ${cols.join(', ')})
       SELECT * FROM unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})
       ON CONFLICT (brand_id, hour, offer_id, partner_id) DO UPDATE SET ${cols.map((k) => `${k} = rollup_hourly.${k} + EXCLUDED.${k}`).join(', ')}`,
      arrays,
    );
  }
}
