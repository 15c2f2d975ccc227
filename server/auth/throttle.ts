import { normalizeEmail } from '../../src/domain/auth/password.ts';
import type { Queryable } from '../db/pool.ts';
import { hitRateLimit, tooManyRequests, type RateLimit } from '../http/rate-limit.ts';

export { tooManyRequests };

/**
 * Sign-in throttling (issue 2 "Bad input"): too many failures for one account, or from one client
 * address, within the window answer 429 with Retry-After. A success clears the account's count (not
 * the address's: one attacker may own a valid account). Unknown emails are counted the same way as
 * known ones so the answer never tells whether an account exists.
 */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 20, windowSeconds: 15 * 60 } as const;

/**
 * Seconds until the `limit`-th most recent failure leaves the window (then fewer than `limit`
 * failures remain), or 0 when fewer than `limit` failures are in the window.
 */
async function secondsLocked(q: Queryable, column: 'email' | 'ip', value: string, limit: number): Promise<number> {
  const sinceSuccess =
    column === 'email'
      ? `AND created_at > coalesce((SELECT max(created_at) FROM login_attempts WHERE email = $1 AND succeeded), '-infinity')`
      : '';
  const { rows } = await q.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM created_at + make_interval(secs => $2) - now()))::int AS wait
       FROM login_attempts
      WHERE ${column} = $1 AND NOT succeeded AND created_at > now() - make_interval(secs => $2) ${sinceSuccess}
      ORDER BY created_at DESC
     OFFSET $3 LIMIT 1`,
    [value, LOGIN_LIMITS.windowSeconds, limit - 1],
  );
  return Math.max(0, rows[0]?.wait ?? 0);
}

/** Throws 429 when the account or the address is locked out. */
export async function assertLoginAllowed(q: Queryable, email: string, ip: string): Promise<void> {
  const wait = Math.max(
    await secondsLocked(q, 'email', email, LOGIN_LIMITS.perAccount),
    await secondsLocked(q, 'ip', ip, LOGIN_LIMITS.perIp),
  );
  if (wait > 0) throw tooManyRequests(wait);
}

export async function recordLoginAttempt(q: Queryable, email: string, ip: string, succeeded: boolean): Promise<void> {
  await q.query('INSERT INTO login_attempts (email, ip, succeeded) VALUES ($1, $2, $3)', [email, ip, succeeded]);
  // Keep the table small without a job: old rows are useless for throttling.
  if (Math.random() < 0.01) await q.query("DELETE FROM login_attempts WHERE created_at < now() - interval '1 day'");
}

/**
 * Asking for a password link (forgot password, both resends) sends mail: limited per client address
 * (mail flooding of many accounts) and per email (one inbox flooded from many addresses). Unknown
 * emails count like known ones, so a 429 tells nothing about which accounts exist.
 */
export const LINK_LIMITS = {
  perIp: { limit: 20, windowSeconds: 15 * 60 },
  perEmail: { limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;

/**
 * Using a set link (accepting an invitation) or a reset link hashes a password, which is costly on
 * purpose; tokens cannot be guessed, so this limit is about load, per client address.
 */
export const LINK_USE_LIMIT: RateLimit = { limit: 30, windowSeconds: 15 * 60 };

export async function assertLinkRequestAllowed(q: Queryable, rawEmail: string, ip: string): Promise<void> {
  await hitRateLimit(q, 'password_link:ip', ip, LINK_LIMITS.perIp);
  await hitRateLimit(q, 'password_link:email', normalizeEmail(rawEmail), LINK_LIMITS.perEmail);
}

export async function assertLinkUseAllowed(q: Queryable, ip: string): Promise<void> {
  await hitRateLimit(q, 'password_link_use:ip', ip, LINK_USE_LIMIT);
}
