import Decimal from 'decimal.js';
import { insertRows, type Col } from '../db/bulk.ts';
import type { Tx } from '../db/pool.ts';
import { ROLLUP_COUNTS, ROLLUP_MONEY } from './columns.ts';
import { addContribution, cellHour, contribution, zeroContribution, type ContributingConversion } from './contribution.ts';

/**
 * Hourly rollups aggregated in memory per (brand, hour, offer, partner) and upserted once per flush
 * of the tracking engine, in the flush transaction: reports are current when a request is answered.
 * Test traffic and refused clicks stay out; money counts conversions that are not rejected.
 */

/** What the batch reads of a tracked click (server/tracking/commit/types.ts ClickRow). */
export interface RollupClick {
  brand_id: number;
  offer_id: number;
  partner_id: number | null;
  created_at: Date;
  is_test: boolean;
  is_unique: boolean;
  refusal: unknown;
  fraud: { level: string };
}

/** What the batch reads of a tracked conversion (server/tracking/commit/types.ts ConversionRow). */
export interface RollupConversion extends Omit<ContributingConversion, 'fraud_level'> {
  brand_id: number;
  offer_id: number;
  partner_id: number;
  created_at: Date;
  fraud: { level: string };
}
interface Cell {
  brand_id: number;
  hour: Date;
  offer_id: number;
  partner_id: number;
  clicks: number;
  unique_clicks: number;
  flagged_clicks: number;
  conversions: number;
  pending: number;
  approved: number;
  rejected: number;
  organic: number;
  flagged_conversions: number;
  payout: Decimal;
  revenue: Decimal;
  sale_amount: Decimal;
  approved_payout: Decimal;
  approved_revenue: Decimal;
}

const flagged = (level: string) => level === 'warning' || level === 'bad' || level === 'drop';

export class Rollup {
  private cells = new Map<string, Cell>();

  private cell(brand: number, at: Date, offer: number, partner: number): Cell {
    const hour = cellHour(at);
    const key = `${brand}:${hour.getTime()}:${offer}:${partner}`;
    let c = this.cells.get(key);
    if (!c) {
      c = {
        brand_id: brand,
        hour,
        offer_id: offer,
        partner_id: partner,
        clicks: 0,
        unique_clicks: 0,
        flagged_clicks: 0,
        ...zeroContribution(),
      };
      this.cells.set(key, c);
    }
    return c;
  }

  addClick(r: RollupClick): void {
    if (r.is_test || r.refusal !== null || r.partner_id === null) return;
    const c = this.cell(r.brand_id, r.created_at, r.offer_id, r.partner_id);
    c.clicks += 1;
    if (r.is_unique) c.unique_clicks += 1;
    if (flagged(r.fraud.level)) c.flagged_clicks += 1;
  }

  addConversion(r: RollupConversion): void {
    if (r.is_test) return;
    // one status → columns mapping for the engine and for status changes (contribution.ts)
    addContribution(this.cell(r.brand_id, r.created_at, r.offer_id, r.partner_id), contribution({ ...r, fraud_level: r.fraud.level }));
  }

  get size(): number {
    return this.cells.size;
  }

  /** One upsert; rows sorted by key so two writers (several processes) lock in the same order. */
  async write(tx: Tx): Promise<void> {
    const p = this.part();
    await insertRows(tx, p.table, p.cols, p.rows, p.suffix);
  }

  /** The upsert as a part of a combined statement (sql.ts `combined`). */
  part(): { table: string; cols: Col<Cell>[]; rows: Cell[]; suffix: string } {
    const rows = [...this.cells.values()].sort(
      (a, b) => a.brand_id - b.brand_id || a.hour.getTime() - b.hour.getTime() || a.offer_id - b.offer_id || a.partner_id - b.partner_id,
    );
    const cols: Col<Cell>[] = [
      { name: 'brand_id', type: 'bigint', value: (r) => r.brand_id },
      { name: 'hour', type: 'timestamptz', value: (r) => r.hour.toISOString() },
      { name: 'offer_id', type: 'bigint', value: (r) => r.offer_id },
      { name: 'partner_id', type: 'bigint', value: (r) => r.partner_id },
      ...ROLLUP_COUNTS.map((n): Col<Cell> => ({ name: n, type: 'integer', value: (r) => r[n] })),
      ...ROLLUP_MONEY.map((n): Col<Cell> => ({ name: n, type: 'numeric', value: (r) => r[n].toFixed(4) })),
    ];
    const set = [...ROLLUP_COUNTS, ...ROLLUP_MONEY].map((n) => `${n} = rollup_hourly.${n} + EXCLUDED.${n}`).join(', ');
    return { table: 'rollup_hourly', cols, rows, suffix: `ON CONFLICT (brand_id, hour, offer_id, partner_id) DO UPDATE SET ${set}` };
  }
}
