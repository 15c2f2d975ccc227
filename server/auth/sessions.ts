import { randomUUID } from 'node:crypto';
import type { Tokens } from '../../src/domain/auth/contract.ts';
import { HttpError } from '../http/errors.ts';
import { ACTIVE_AGENCY_CONTRACT_STATUSES } from '../../src/domain/agencies/enums.ts';
import { nowOf } from '../db/clock.ts';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';
import { newOpaqueToken, signAccessToken, tokenDigest } from './crypto.ts';
import type { AuthSettings } from './settings.ts';

/**
 * Sessions = refresh-token families. Signing in starts a family; every refresh marks the presented
 * token used and issues its successor in the same family. Presenting a used token again means it was
 * copied (or two tabs raced): the whole family is revoked, so the thief's and the owner's tokens die
 * together and the owner signs in again. Rotation locks the token row (SELECT … FOR UPDATE), so of any
 * number of concurrent refreshes with one token at most one succeeds.
 */
export const REFRESH_TTL_DAYS = 30;

export type RevokeReason = 'logout' | 'reuse' | 'password_changed' | 'password_reset' | 'expired';

export interface SessionSubject {
  id: number;
  brand_id: number;
}

async function issueRefreshToken(q: Queryable, userId: number, familyId: string): Promise<string> {
  const token = newOpaqueToken();
  await q.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [userId, familyId, tokenDigest(token), REFRESH_TTL_DAYS],
  );
  return token;
}

async function tokensFor(q: Queryable, user: SessionSubject, familyId: string, settings: AuthSettings): Promise<Tokens> {
  const refresh_token = await issueRefreshToken(q, user.id, familyId);
  const access_token = await signAccessToken(
    { userId: user.id, brandId: user.brand_id, sessionId: familyId },
    settings.jwtSecret,
    settings.accessTokenTtlSeconds,
  );
  return { access_token, refresh_token, expires_in: settings.accessTokenTtlSeconds };
}

/**
 * Starts a new session (family) for a user who just proved who they are; `agency` when an agency
 * user enters the brand under a contract (its stand-in row is `user`; decision 077).
 */
export async function startSession(
  q: Queryable,
  user: SessionSubject,
  settings: AuthSettings,
  agency?: { contractId: number; agencyUserId: number },
): Promise<Tokens> {
  const familyId = randomUUID();
  await q.query('INSERT INTO auth_sessions (id, user_id, agency_contract_id, agency_user_id) VALUES ($1, $2, $3, $4)', [
    familyId,
    user.id,
    agency?.contractId ?? null,
    agency?.agencyUserId ?? null,
  ]);
  return tokensFor(q, user, familyId, settings);
}

export async function revokeSession(q: Queryable, sessionId: string, reason: RevokeReason): Promise<void> {
  // The session row is the authority (authenticate() and rotation both check it); marking the tokens
  // as well keeps the table honest for audits.
  await q.query('UPDATE auth_sessions SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    reason,
  ]);
  await q.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Ends every session of a user, optionally keeping the one making the request. */
export async function revokeUserSessions(q: Queryable, userId: number, reason: RevokeReason, keepSessionId?: string): Promise<void> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM auth_sessions WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $2::uuid',
    [userId, keepSessionId ?? null],
  );
  for (const row of rows) await revokeSession(q, row.id, reason);
}

/** The family of a refresh token, when the token belongs to `userId`. */
export async function sessionOfRefreshToken(q: Queryable, refreshToken: string, userId: number): Promise<string | null> {
  const { rows } = await q.query<{ family_id: string }>('SELECT family_id FROM refresh_tokens WHERE token_hash = $1 AND user_id = $2', [
    tokenDigest(refreshToken),
    userId,
  ]);
  return rows[0]?.family_id ?? null;
}

interface RotationRow {
  user_id: number;
  brand_id: number;
  family_id: string;
  expired: boolean;
  used_at: Date | null;
  revoked_at: Date | null;
  session_revoked: boolean;
  active: boolean;
  /** false when the session is an agency's and its contract is no longer in force (decision 077) */
  contract_in_force: boolean;
}

export function refreshTokenInvalid(): HttpError {
  return new HttpError(401, 'refresh_token_invalid', 'Your session has expired. Please login again.');
}

/** Exchanges a refresh token for a new pair, or throws 401 refresh_token_invalid. */
export async function rotateRefreshToken(db: Db, refreshToken: string, settings: AuthSettings): Promise<Tokens> {
  const outcome = await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<RotationRow>(
      `SELECT t.user_id, u.brand_id, t.family_id, t.expires_at <= now() AS expired, t.used_at, t.revoked_at,
              s.revoked_at IS NOT NULL AS session_revoked, u.status = 'active' AS active,
              s.agency_contract_id IS NULL OR COALESCE(c.status = ANY($2::text[]) AND c.start_at <= $3
                AND (c.end_at IS NULL OR c.end_at > $3), false) AS contract_in_force
         FROM refresh_tokens t
         JOIN auth_sessions s ON s.id = t.family_id
         JOIN brand_users u ON u.id = t.user_id
         LEFT JOIN agency_contracts c ON c.id = s.agency_contract_id
        WHERE t.token_hash = $1
          FOR UPDATE OF t`,
      [tokenDigest(refreshToken), ACTIVE_AGENCY_CONTRACT_STATUSES, nowOf(db)],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.used_at || row.revoked_at) {
      // Reuse: committed (not rolled back) before the 401 goes out.
      await revokeSession(tx, row.family_id, 'reuse');
      return null;
    }
    if (row.session_revoked || row.expired || !row.active) return null;
    if (!row.contract_in_force) return 'contract_ended' as const;
    await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [tokenDigest(refreshToken)]);
    return tokensFor(tx, { id: row.user_id, brand_id: row.brand_id }, row.family_id, settings);
  });
  if (!outcome) throw refreshTokenInvalid();
  // the same answer as authenticate's, so the shell says why the agency is out (decision 077)
  if (outcome === 'contract_ended') throw new HttpError(401, 'agency_access_ended', "The agency's contract with this brand has ended");
  return outcome;
}
