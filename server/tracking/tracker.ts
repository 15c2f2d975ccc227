import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { systemClock, type Clock } from '../db/clock.ts';
import { createWriter, type Writer } from './commit/writer.ts';
import { createFacts, type Facts } from './facts.ts';
import { createFraudScorer } from './labels.ts';
import { ipKey, isReservedIp, parseIp } from './enrich/ip.ts';
import { VELOCITY_WINDOW_MS } from './fraud/thresholds.ts';
import { TRACK_RATE_BUCKET, sharedCounters, type IpHits } from './rate-limit.ts';

/**
 * The tracking engine's process-wide parts: the group-commit writer, the facts cache, the fraud
 * scorer and the per-IP rate limiter. One per process (docs/decisions/020); what must agree across
 * processes (unique clicks, budgets, rate limits) lives in PostgreSQL (docs/decisions/039).
 */
/** rate_limits bucket of the per-IP click velocity (a fixed window of VELOCITY_WINDOW_MS). */
export const VELOCITY_BUCKET = 'track:velocity';

export interface TrackerOptions {
  /** TRACK_RATE_LIMIT: requests per second per IP on /track and /go; 0 = off */
  rateLimit: number;
  /** TRACK_BATCH_SIZE: a flush starts at this many queued rows */
  batchSize: number;
  /** TRACK_BATCH_DELAY_MS: …or this long after the first queued row */
  delayMs: number;
  /** TRACK_FLUSHES: group commits in flight at once (the next batch commits while the previous one waits for its WAL flush) */
  maxInFlight: number;
  /** TRACK_CACHE_TTL_MS: offer / partner / contract facts are at most this old */
  cacheTtlMs: number;
  /**
   * TRACK_ALLOW_BACKDATE=1: an `X-Track-Time` header dates the click or conversion (the traffic
   * simulator spreads a month of traffic with it). Never on a public server: anyone could backdate.
   */
  allowBackdate: boolean;
}

type Env = Record<string, string | undefined>;
const num = (env: Env, name: string, fallback: number) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
};

export function trackerOptionsFromEnv(env: Env = process.env): TrackerOptions {
  return {
    // a visitor clicks a few times a second at most; a brand server posting back from one address
    // stays far below 100/s per address in practice, and can be given more with the variable
    rateLimit: num(env, 'TRACK_RATE_LIMIT', 100),
    batchSize: Math.max(1, num(env, 'TRACK_BATCH_SIZE', 1000)),
    delayMs: num(env, 'TRACK_BATCH_DELAY_MS', 2),
    maxInFlight: Math.max(1, num(env, 'TRACK_FLUSHES', 2)),
    cacheTtlMs: num(env, 'TRACK_CACHE_TTL_MS', 1000),
    allowBackdate: env.TRACK_ALLOW_BACKDATE === '1',
  };
}

export interface Tracker {
  db: Db;
  config: Config;
  clock: Clock;
  options: TrackerOptions;
  writer: Writer;
  facts: Facts;
  scorer: ReturnType<typeof createFraudScorer>;
  /**
   * The request's one visit to the shared counters (decision 061): the per-IP rate limit (when
   * TRACK_RATE_LIMIT is on) and, for clicks (`velocity`), the clicks of this address (IPv6: its
   * /64) within the velocity window, both counted in PostgreSQL across processes by ONE statement
   * per batch of requests. Call it once per request and read both answers from the result.
   */
  hits(ip: string, opts: { velocity: boolean }): Promise<IpHits>;
  /** flushes what is queued; later writes are refused (503) */
  close(): Promise<void>;
}

export function createTracker({
  db,
  config,
  clock = systemClock,
  options,
}: {
  db: Db;
  config: Config;
  clock?: Clock;
  options?: Partial<TrackerOptions>;
}): Tracker {
  const opts = { ...trackerOptionsFromEnv(), ...options };
  const count = sharedCounters(db);
  const writer = createWriter({ db, batchSize: opts.batchSize, delayMs: opts.delayMs, maxInFlight: opts.maxInFlight });
  return {
    db,
    config,
    clock,
    options: opts,
    writer,
    facts: createFacts(db, opts.cacheTtlMs),
    scorer: createFraudScorer({ now: () => clock.now().getTime() }),
    async hits(raw, { velocity }) {
      const parsed = velocity ? parseIp(raw) : null;
      // velocity does not judge invalid or reserved addresses (the scorer flags them itself)
      const velocityKey = parsed === null || isReservedIp(parsed) ? null : ipKey(parsed);
      const rate = opts.rateLimit > 0 ? count({ bucket: TRACK_RATE_BUCKET, key: raw, windowSeconds: 1 }) : null;
      const clicks =
        velocityKey === null ? null : count({ bucket: VELOCITY_BUCKET, key: velocityKey, windowSeconds: VELOCITY_WINDOW_MS / 1000 });
      // both join the same batch (its statement runs at the end of this turn); a failed count lets the request through
      const [r, v] = await Promise.all([rate?.catch(() => undefined), clicks?.catch(() => undefined)]);
      return { allowed: r === undefined || r <= opts.rateLimit, velocity: v };
    },
    close: () => writer.close(),
  };
}
