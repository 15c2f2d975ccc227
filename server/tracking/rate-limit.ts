import type { Queryable } from '../db/pool.ts';
import { batchLoader } from './cache.ts';

/**
 * The per-IP rate limit of the public tracking endpoints, shared by every server process (decision
 * 039): a fixed one-second window per IP in the rate_limits table of migration 018, the same table
 * and window arithmetic as server/http/rate-limit.ts. Per request that would be one upsert per click;
 * instead the hits that arrive while a statement runs are counted by the next one (batchLoader):
 * one statement adds each IP's hits of the batch atomically and returns the new total, and a
 * request is allowed when its place in that total is within the limit. Concurrent processes add to
 * the same row, so N processes together allow `perSecond`, not N × `perSecond`.
 *
 * When PostgreSQL does not answer the limiter lets the request through: the click's own write
 * then answers 503, and a limiter must not be the reason tracking stops. 0 turns it off.
 */
export interface RateLimiter {
  /** true when the request may proceed */
  take(ip: string): Promise<boolean>;
}

export const TRACK_RATE_BUCKET = 'track:ip';

const COUNT_SQL = `
INSERT INTO rate_limits (bucket, key, window_start, hits)
SELECT $1, u.k, to_timestamp(floor(extract(epoch FROM now()) / $4::int) * $4::int), u.n
  FROM unnest($2::text[], $3::int[]) AS u(k, n) ORDER BY u.k
ON CONFLICT (bucket, key) DO UPDATE
   SET hits = CASE WHEN rate_limits.window_start = EXCLUDED.window_start THEN rate_limits.hits + EXCLUDED.hits ELSE EXCLUDED.hits END,
       window_start = EXCLUDED.window_start
RETURNING key, hits`;

/**
 * Hits of `key` within the current fixed window of `windowSeconds`, this hit included, counted in
 * PostgreSQL across every process. Keys are sent sorted so two processes lock rows in one order.
 */
export function sharedCounter(db: Queryable, bucket: string, windowSeconds: number): (key: string) => Promise<number> {
  interface Hit {
    key: string;
  }
  const load = batchLoader<Hit, number>(
    async (hits) => {
      const perKey = new Map<string, number>();
      for (const h of hits) perKey.set(h.key, (perKey.get(h.key) ?? 0) + 1);
      const keys = [...perKey.keys()].sort();
      const { rows } = await db.query<{ key: string; hits: number }>({
        name: 'tracking.shared_counter',
        text: COUNT_SQL,
        values: [bucket, keys, keys.map((k) => perKey.get(k)!), windowSeconds],
      });
      const total = new Map(rows.map((r) => [r.key, Number(r.hits)]));
      const placed = new Map<string, number>();
      const out = new Map<Hit, number>();
      for (const h of hits) {
        const place = (placed.get(h.key) ?? 0) + 1;
        placed.set(h.key, place);
        out.set(h, total.get(h.key)! - perKey.get(h.key)! + place);
      }
      return out;
    },
    // the next batch closes at the end of this event-loop turn, or when the running statement answers
    0,
    1,
  );
  return async (key) => (await load({ key })) ?? 1;
}

export function createRateLimiter(db: Queryable, perSecond: number, onError: (e: unknown) => void = () => undefined): RateLimiter {
  if (perSecond <= 0) return { take: async () => true };
  const hit = sharedCounter(db, TRACK_RATE_BUCKET, 1);
  return {
    async take(ip) {
      try {
        return (await hit(ip)) <= perSecond;
      } catch (error) {
        onError(error);
        return true;
      }
    },
  };
}
