import { inTransaction, type Db } from '../db/pool.ts';
import { lockIn } from './lock.ts';
import { loadRecords } from './records.ts';

export const CROSS_CHECK_JOB = 'cross-check.clock';
export const CROSS_CHECK_JOB_INTERVAL_MS = 60 * 60_000;

/**
 * The cross-check clock, hourly (decision 090): a temporary record whose period has ended becomes
 * unfinalized; an unfinalized or finalized record whose locking term (days from its creation, the
 * brand's setting) has passed is locked — unless its subtotal is negative, which the machine
 * refuses: such a record waits for the brand (arrears or decisions) and is tried again next hour.
 */
export function crossCheckJob(db: Db) {
  return {
    name: CROSS_CHECK_JOB,
    // handled = periods closed + records locked
    run: async (now: Date) => (await closeEndedPeriods(db, now)) + (await lockDueRecords(db, now)),
  };
}

export async function closeEndedPeriods(db: Db, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE cross_checks SET status = 'unfinalized', updated_at = $1 WHERE status = 'temporary' AND period_end < ($1::timestamptz AT TIME ZONE 'UTC')::date`,
    [now],
  );
  return rowCount ?? 0;
}

/** Locks each due record in its own transaction (one refused record does not hold the others). */
export async function lockDueRecords(db: Db, now: Date, batch = 500): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT x.id::int FROM cross_checks x JOIN brands b ON b.id = x.brand_id
      WHERE x.status IN ('unfinalized', 'finalized') AND x.created_at + make_interval(days => b.cross_check_locking_days) <= $1
      ORDER BY x.created_at, x.id LIMIT $2`,
    [now, batch],
  );
  let locked = 0;
  for (const { id } of rows) {
    const outcome = await inTransaction(db, async (tx) => {
      const claimed = await tx.query(
        `SELECT 1 FROM cross_checks WHERE id = $1 AND status IN ('unfinalized', 'finalized') FOR UPDATE SKIP LOCKED`,
        [id],
      );
      if (!claimed.rowCount) return 'skipped';
      const [r] = await loadRecords(tx, 'x.id = $1', [id]);
      return lockIn(tx, r!, null, now);
    });
    if (outcome === 'locked') locked += 1;
  }
  return locked;
}
