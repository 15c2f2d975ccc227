import type { Db, Queryable } from '../db/pool.ts';
import { HttpError } from './errors.ts';

/** At most `limit` hits per `windowSeconds` for one key. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'too_many_requests', 'Too many attempts. Please try again in a few minutes.', [], {
    'Retry-After': String(Math.max(1, retryAfterSeconds)),
  });
}

/**
 * Counts one hit of `key` in `bucket` and throws 429 with Retry-After when it goes over the limit.
 * Kept in PostgreSQL (table rate_limits) so every server process shares the count: the upsert is
 * one atomic statement, so concurrent hits from several processes are each counted exactly once.
 * Windows are fixed and aligned to the epoch (a burst at a window's edge may pass twice the limit,
 * which is acceptable for abuse limits and keeps one row per key). Time is the database's, so
 * processes with drifting clocks still agree.
 */
export async function hitRateLimit(q: Queryable, bucket: string, key: string, rule: RateLimit): Promise<void> {
  const { rows } = await q.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits (bucket, key, window_start, hits)
     VALUES ($1, $2, to_timestamp(floor(extract(epoch FROM now()) / $3::int) * $3::int), 1)
     ON CONFLICT (bucket, key) DO UPDATE
        SET hits = CASE WHEN rate_limits.window_start = EXCLUDED.window_start THEN rate_limits.hits + 1 ELSE 1 END,
            window_start = EXCLUDED.window_start
     RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => $3::int) - now()))::int AS retry_after`,
    [bucket, key, rule.windowSeconds],
  );
  const row = rows[0];
  if (row && row.hits > rule.limit) throw tooManyRequests(row.retry_after);
}

export const RATE_LIMIT_SWEEP_JOB = 'http.sweepRateLimits';
export const RATE_LIMIT_SWEEP_INTERVAL_MS = 60 * 60_000;

/** Deletes the counters of windows long finished: they count for nothing and only grow the table. */
export function rateLimitSweepJob(db: Db) {
  return {
    name: RATE_LIMIT_SWEEP_JOB,
    run: async () => (await db.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'")).rowCount ?? 0,
  };
}
