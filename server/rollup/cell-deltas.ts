import type { Tx } from '../db/pool.ts';
import {
  addContribution,
  cellHour,
  COUNT_COLUMNS,
  isZeroDelta,
  MONEY_COLUMNS,
  zeroContribution,
  type Contribution,
} from './contribution.ts';

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
    const hour = cellHour(key.created_at);
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
