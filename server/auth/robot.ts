import { createChallenge, verifyPayload, type PowChallenge } from '../../src/domain/auth/pow.ts';
import { HttpError } from '../http/errors.ts';
import type { Db } from '../db/pool.ts';
import { deriveSecret } from './crypto.ts';
import { authSettings } from './settings.ts';

/** Server side of the proof-of-work robot check (src/domain/auth/pow.ts explains the scheme). */
function powSecret(db: Db): string {
  return deriveSecret(authSettings(db).jwtSecret, 'pow');
}

export function issueChallenge(db: Db): Promise<PowChallenge> {
  const settings = authSettings(db);
  return createChallenge({ secret: powSecret(db), ...(settings.powMaxNumber ? { maxNumber: settings.powMaxNumber } : {}) });
}

export function robotCheckFailed(): HttpError {
  return new HttpError(422, 'robot_check_failed', 'Please verify that you are not a robot.', [
    { field: 'altcha', code: 'robot_check_failed' },
  ]);
}

/**
 * Verifies a solution and consumes it, so it can never be presented again (even when the rest of
 * the sign-up then fails: a bot must not get to retry many emails with one solved challenge).
 */
export async function consumeSolution(db: Db, payload: string): Promise<void> {
  const verdict = await verifyPayload(payload, powSecret(db));
  if (!verdict.ok) throw robotCheckFailed();
  await db.query('DELETE FROM pow_used WHERE expires_at < now()');
  const { rowCount } = await db.query(
    'INSERT INTO pow_used (signature, expires_at) VALUES ($1, to_timestamp($2 / 1000.0)) ON CONFLICT DO NOTHING',
    [verdict.solution.signature, verdict.expiresAt],
  );
  if (rowCount !== 1) throw robotCheckFailed();
}
