import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { bearerToken } from '../auth/authenticate.ts';
import { sessionJwt } from '../auth/crypto.ts';
import { authSettings } from '../auth/settings.ts';

/**
 * The agency's waiting room (decision 077): signed in as an agency user, inside no brand. Its bearer
 * token has its own derived key and audience, so it is never a brand token and a brand token is never
 * one of these. No refresh token: the room only lists brands and lets the user enter one, and
 * entering ends it (spec 1 §4), so after AGENCY_SESSION_TTL_SECONDS the user simply signs in again.
 */
export const AGENCY_SESSION_TTL_SECONDS = 8 * 3600;

const agencyJwt = sessionJwt('agency-jwt', 'brand-console-agency');

export interface AgencyCaller {
  agencyUserId: number;
  agencyId: number;
  sessionId: string;
}

export function agencySignInRequired(): HttpError {
  return new HttpError(401, 'unauthorized', 'Agency sign-in required');
}

/** Opens a waiting-room session for an agency user who just proved who they are. */
export async function startAgencySession(q: Queryable, db: Db, user: { id: number; agency_id: number }): Promise<string> {
  const sessionId = randomUUID();
  await q.query('INSERT INTO agency_sessions (id, agency_user_id) VALUES ($1, $2)', [sessionId, user.id]);
  return agencyJwt.sign({ userId: user.id, brandId: user.agency_id, sessionId }, authSettings(db).jwtSecret, AGENCY_SESSION_TTL_SECONDS);
}

/** The agency user behind an Authorization header while their session is open and they are active; else 401. */
export async function agencyCaller(db: Db, authorization: string | undefined): Promise<AgencyCaller> {
  const token = bearerToken(authorization);
  const claims = token ? await agencyJwt.verify(token, authSettings(db).jwtSecret) : null;
  if (!claims) throw agencySignInRequired();
  const { rowCount } = await db.query(
    `SELECT 1 FROM agency_sessions s JOIN agency_users u ON u.id = s.agency_user_id
      WHERE s.id = $1 AND s.agency_user_id = $2 AND u.agency_id = $3 AND s.revoked_at IS NULL AND u.status = 'active'`,
    [claims.sessionId, claims.userId, claims.brandId],
  );
  if (!rowCount) throw agencySignInRequired();
  return { agencyUserId: claims.userId, agencyId: claims.brandId, sessionId: claims.sessionId };
}

export async function endAgencySession(q: Queryable, sessionId: string, reason: 'logout' | 'entered'): Promise<void> {
  await q.query('UPDATE agency_sessions SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    reason,
  ]);
}
