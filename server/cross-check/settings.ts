import type { CrossCheckSettings } from '../../src/domain/cross-check/contract.ts';
import { record } from '../audit/record.ts';
import { inTransaction, type Queryable } from '../db/pool.ts';

/** The brand's cross-check settings (the locking term, decision 090) and the first period it may start. */
export async function getSettings(q: Queryable, brandId: number): Promise<CrossCheckSettings> {
  const { rows } = await q.query<CrossCheckSettings>('SELECT cross_check_locking_days AS locking_days FROM brands WHERE id = $1', [
    brandId,
  ]);
  return rows[0]!;
}

export async function putSettings(q: Queryable, brandId: number, s: CrossCheckSettings): Promise<CrossCheckSettings> {
  return inTransaction(q, async (tx) => {
    const before = await getSettings(tx, brandId);
    await tx.query('UPDATE brands SET cross_check_locking_days = $2 WHERE id = $1', [brandId, s.locking_days]);
    await record(tx, {
      action: 'crossCheck.settings',
      objectType: 'brand',
      objectId: brandId,
      changes: { locking_days: [before.locking_days, s.locking_days] },
    });
    return { locking_days: s.locking_days };
  });
}

/** Spec 3 §7 start-date: the first of the month of the brand's first (non-test) conversion. */
export async function startDate(q: Queryable, brandId: number): Promise<{ start_date: string | null }> {
  const { rows } = await q.query<{ d: string | null }>(
    `SELECT to_char(date_trunc('month', min(created_at) AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS d FROM conversions WHERE brand_id = $1 AND NOT is_test`,
    [brandId],
  );
  return { start_date: rows[0]?.d ?? null };
}
