import { SignJWT, jwtVerify } from 'jose';
import { roleKey, type Principal } from '../../src/domain/permissions.ts';
import { STREAM_TICKET_TTL_SECONDS } from '../../src/domain/notifications/events.ts';
import { parsePermissions } from '../auth/authenticate.ts';
import { deriveSecret, type AccessClaims } from '../auth/crypto.ts';
import type { Db } from '../db/pool.ts';

/**
 * Stream tickets: EventSource cannot send headers, so the browser trades its access token for a
 * 60-second token of its own audience and key (an access token is not a ticket and vice versa),
 * bound to the same session. Opening the stream re-checks the session and the user, like every call.
 */
const AUDIENCE = 'brand-console-events';
const ISSUER = 'brand-console';

const keys = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keys.get(secret);
  if (!k) {
    k = new TextEncoder().encode(deriveSecret(secret, 'events-ticket'));
    keys.set(secret, k);
  }
  return k;
}

export function signTicket(claims: AccessClaims, secret: string, ttlSeconds = STREAM_TICKET_TTL_SECONDS): Promise<string> {
  return new SignJWT({ bid: claims.brandId, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

async function verifyTicket(ticket: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(ticket, key(secret), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    const userId = Number(payload.sub);
    const { bid, sid } = payload as { bid?: unknown; sid?: unknown };
    if (!Number.isSafeInteger(userId) || typeof bid !== 'number' || typeof sid !== 'string') return null;
    return { userId, brandId: bid, sessionId: sid };
  } catch {
    return null;
  }
}

/** The principal of a valid ticket whose session is still open and user still active, else null. */
export async function principalOfTicket(db: Db, ticket: string | undefined, secret: string): Promise<Principal | null> {
  if (!ticket) return null;
  const claims = await verifyTicket(ticket, secret);
  if (!claims) return null;
  const { rows } = await db.query<{ id: number; brand_id: number; role_id: number; permissions: unknown; is_all_partner: boolean }>(
    `SELECT u.id, u.brand_id, u.role_id, u.permissions, u.is_all_partner
       FROM brand_users u JOIN auth_sessions s ON s.user_id = u.id
      WHERE u.id = $1 AND u.brand_id = $2 AND s.id = $3 AND s.revoked_at IS NULL AND u.status = 'active'`,
    [claims.userId, claims.brandId, claims.sessionId],
  );
  const row = rows[0];
  if (!row) return null;
  const role = roleKey(row.role_id);
  return { userId: row.id, brandId: row.brand_id, role, permissions: parsePermissions(row.permissions), isAllPartner: role === 'owner' || row.is_all_partner };
}
