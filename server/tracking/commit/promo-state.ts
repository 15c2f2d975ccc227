import type { Tx } from '../../db/pool.ts';
import type { Refusal } from '../../../src/domain/tracking/refusals.ts';

/**
 * The promo codes one flush's conversions carry (decision 085), locked (FOR UPDATE, in id order)
 * from their read to the write, as BudgetState locks budget rows: another server process's flush
 * with the same code waits for this commit and then reads the new `used`, so a usage limit is exact
 * across processes. Counted in memory, written back once. The table's CHECK (used ≤ usage_limit)
 * is the last guard.
 */
interface CodeRow {
  id: number;
  status: string;
  programStatus: string;
  startAt: Date;
  endAt: Date;
  limit: number | null;
  used: number;
  dirty: boolean;
}

export class PromoState {
  private rows = new Map<number, CodeRow>();

  static async load(tx: Tx, codeIds: readonly number[]): Promise<PromoState> {
    const state = new PromoState();
    const ids = [...new Set(codeIds)].sort((a, b) => a - b);
    if (ids.length === 0) return state;
    const { rows } = await tx.query<{
      id: string;
      status: string;
      program_status: string;
      start_at: Date;
      end_at: Date;
      usage_limit: number | null;
      used: number;
    }>(
      `SELECT c.id, c.status, p.status AS program_status, p.start_at, p.end_at, c.usage_limit, c.used
         FROM promo_codes c JOIN discount_programs p ON p.id = c.program_id
        WHERE c.id = ANY($1::bigint[]) ORDER BY c.id FOR UPDATE OF c`,
      [ids],
    );
    for (const r of rows)
      state.rows.set(Number(r.id), {
        id: Number(r.id),
        status: r.status,
        programStatus: r.program_status,
        startAt: r.start_at,
        endAt: r.end_at,
        limit: r.usage_limit,
        used: r.used,
        dirty: false,
      });
    return state;
  }

  /**
   * Why a conversion with this code at `at` is refused now, or null. `counted`: a conversion that
   * uses the code (not rejected, not test traffic) needs a use left; one that does not only needs
   * the code to be usable.
   */
  refusal(codeId: number, at: Date, counted: boolean): Refusal | null {
    const c = this.rows.get(codeId);
    // deleted since the facts were read
    if (!c) return 'promo_code_unknown';
    if (c.status !== 'active' || c.programStatus !== 'active' || at < c.startAt) return 'promo_code_inactive';
    if (at >= c.endAt) return 'promo_code_program_ended';
    if (counted && c.limit !== null && c.used >= c.limit) return 'promo_code_used_up';
    return null;
  }

  use(codeId: number): void {
    const c = this.rows.get(codeId);
    if (!c) return;
    c.used += 1;
    c.dirty = true;
  }

  /** The new counts, in the flush transaction (the rows are still locked). */
  async write(tx: Tx): Promise<void> {
    const dirty = [...this.rows.values()].filter((c) => c.dirty);
    if (dirty.length === 0) return;
    await tx.query(`UPDATE promo_codes c SET used = k.used FROM unnest($1::bigint[], $2::int[]) AS k(id, used) WHERE c.id = k.id`, [
      dirty.map((c) => c.id),
      dirty.map((c) => c.used),
    ]);
  }
}
