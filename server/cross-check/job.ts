import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { inTransaction, type Db } from '../db/pool.ts';
import { notify } from '../notifications/notify.ts';
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

/**
 * Temporary records whose period ended become unfinalized; each brand hears once per period that its
 * cross-check waits for it (spec 1 §3 case 14, the deep link to the period's detail), with the day the
 * locking term will lock it. One transaction: the notification is there exactly when the status moved.
 */
export async function closeEndedPeriods(db: Db, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{
      brand_id: number;
      period_start: string;
      period_end: string;
      days: number;
      locking_date: string;
      records: number;
    }>(
      `WITH closed AS (
         UPDATE cross_checks SET status = 'unfinalized', updated_at = $1
          WHERE status = 'temporary' AND period_end < ($1::timestamptz AT TIME ZONE 'UTC')::date
          RETURNING brand_id, period_start, period_end, created_at)
       SELECT c.brand_id::int, to_char(c.period_start, 'YYYY-MM-DD') AS period_start, to_char(c.period_end, 'YYYY-MM-DD') AS period_end,
              b.cross_check_locking_days AS days,
              to_char(min(c.created_at + make_interval(days => b.cross_check_locking_days)) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS locking_date,
              count(*)::int AS records
         FROM closed c JOIN brands b ON b.id = c.brand_id
        GROUP BY c.brand_id, c.period_start, c.period_end, b.cross_check_locking_days`,
      [now],
    );
    for (const r of rows)
      await notify(tx, r.brand_id, NOTIFICATION_CASE.crossCheckReminder, {
        period_start: r.period_start,
        period_end: r.period_end,
        reminder: { days_locking: r.days, locking_date: r.locking_date },
      });
    return rows.reduce((n, r) => n + r.records, 0);
  });
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
