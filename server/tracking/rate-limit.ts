import type { Queryable } from '../db/pool.ts';
import { batchLoader } from './cache.ts';

/**
 * The shared per-IP counters of the public tracking endpoints (decision 039): the rate limit (a
 * fixed one-second window per IP, bucket `track:ip`) and the click velocity (a fixed minute per IP
 * or IPv6 /64, bucket `track:velocity`), in the rate_limits table of migration 018 with the window
 * arithmetic of server/http/rate-limit.ts, so every server process counts the same hits.
 *
 * ONE statement per batch for both (decision 061): a request asks once (`hits`, its memo) and the
 * rate-limit check and the fraud scorer both read that answer. The hits that arrive while a
 * statement runs are gathered by the next one (batchLoader): it adds each (bucket, key)'s hits of
 * the batch atomically and returns the new totals, and each request learns its place in them.
 * Concurrent processes add to the same rows, so N processes together allow `perSecond`, not N ×.
 *
 * When PostgreSQL does not answer, the request goes through unlimited and velocity falls back to
 * the scorer's own memory: a counter must not be the reason tracking stops.
 */
export const TRACK_RATE_BUCKET = 'track:ip';

/** One counted hit: `key` in `bucket`, within fixed windows of `windowSeconds`. */
export interface CounterHit {
  bucket: string;
  key: string;
  windowSeconds: number;
}

const COUNT_SQL = `
INSERT INTO rate_limits (bucket, key, window_start, hits)
SELECT u.b, u.k, to_timestamp(floor(extract(epoch FROM now()) / u.w) * u.w), u.n
  FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS u(b, k, n, w) ORDER BY u.b, u.k
ON CONFLICT (bucket, key) DO UPDATE
   SET hits = CASE WHEN rate_limits.window_start = EXCLUDED.window_start THEN rate_limits.hits + EXCLUDED.hits ELSE EXCLUDED.hits END,
       window_start = EXCLUDED.window_start
RETURNING bucket, key, hits`;

/**
 * Counts hits in PostgreSQL, every bucket of a batch in one statement. Resolves, per hit, the hits
 * of its (bucket, key) within the current window, this one included. Rows are sent sorted so two
 * processes lock them in one order.
 */
export function sharedCounters(db: Queryable): (hit: CounterHit) => Promise<number> {
  const id = (h: CounterHit) => `${h.bucket}\u0000${h.key}`;
  const load = batchLoader<CounterHit, number>(
    async (hits) => {
      const perKey = new Map<string, { hit: CounterHit; n: number }>();
      for (const h of hits) {
        const k = id(h);
        const e = perKey.get(k);
        if (e) e.n++;
        else perKey.set(k, { hit: h, n: 1 });
      }
      const keys = [...perKey.keys()].sort();
      const rows = keys.map((k) => perKey.get(k)!);
      const { rows: totals } = await db.query<{ bucket: string; key: string; hits: number }>({
        name: 'tracking.shared_counters',
        text: COUNT_SQL,
        values: [rows.map((r) => r.hit.bucket), rows.map((r) => r.hit.key), rows.map((r) => r.n), rows.map((r) => r.hit.windowSeconds)],
      });
      const total = new Map(totals.map((r) => [`${r.bucket}\u0000${r.key}`, Number(r.hits)]));
      const placed = new Map<string, number>();
      const out = new Map<CounterHit, number>();
      for (const h of hits) {
        const k = id(h);
        const place = (placed.get(k) ?? 0) + 1;
        placed.set(k, place);
        out.set(h, total.get(k)! - perKey.get(k)!.n + place);
      }
      return out;
    },
    // the next batch closes at the end of this event-loop turn, or when the running statement answers
    0,
    1,
  );
  return async (hit) => (await load(hit)) ?? 1;
}

/** A single bucket of sharedCounters (kept for callers that count one thing). */
export function sharedCounter(db: Queryable, bucket: string, windowSeconds: number): (key: string) => Promise<number> {
  const count = sharedCounters(db);
  return (key) => count({ bucket, key, windowSeconds });
}

/** What one request learnt from the shared counters (its memo). */
export interface IpHits {
  /** false when the per-IP rate limit refuses the request */
  allowed: boolean;
  /**
   * clicks of this address (IPv6: its /64) within the velocity window, this one included, across
   * processes; undefined when not asked, not judged (invalid, reserved) or not available
   */
  velocity: number | undefined;
}

export interface RateLimiter {
  /** true when the request may proceed */
  take(ip: string): Promise<boolean>;
}

export function createRateLimiter(db: Queryable, perSecond: number, onError: (e: unknown) => void = () => undefined): RateLimiter {
  if (perSecond <= 0) return { take: async () => true };
  const count = sharedCounters(db);
  return {
    async take(ip) {
      try {
        return (await count({ bucket: TRACK_RATE_BUCKET, key: ip, windowSeconds: 1 })) <= perSecond;
      } catch (error) {
        onError(error);
        return true;
      }
    },
  };
}
