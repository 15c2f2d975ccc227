import { LEVELS, MODULE_KEYS, roleKey, type Level, type ModuleLevels, type Principal } from '../../src/domain/permissions.ts';
import { apiKeyAllowed, type KeyScopeOf } from '../../src/domain/api-keys/scope.ts';
import { principalOfKey } from '../api-keys/service.ts';
import type { Db } from '../db/pool.ts';
import { HttpError } from '../http/errors.ts';
import { verifyAccessToken, type AccessClaims } from './crypto.ts';
import { authSettings } from './settings.ts';

/** `Bearer abc` or a bare `abc` → `abc`; anything else → undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (match) return match[1];
  return /^\S+$/.test(header.trim()) && !/^Bearer$/i.test(header.trim()) ? header.trim() : undefined;
}

/** `ApiKey abc` in the Authorization header, else the X-Api-Key header → `abc`; otherwise undefined. */
export function apiKeyOf(authorization: string | undefined, xApiKey: string | string[] | undefined): string | undefined {
  const match = authorization ? /^ApiKey\s+(\S+)\s*$/i.exec(authorization.trim()) : null;
  if (match) return match[1];
  if (authorization?.trim()) return undefined; // a bearer token was sent: it decides
  const header = Array.isArray(xApiKey) ? xApiKey[0] : xApiKey;
  return header?.trim() || undefined;
}

/** What the route layer adds so an API key can be checked against the endpoint it calls. */
export interface AuthenticateVia {
  /** the X-Api-Key header */
  apiKey?: string | string[];
  /** the endpoint being called; without it an API key is never accepted */
  endpoint?: KeyScopeOf;
}

/** The claims of the bearer token (signature and expiry checked, database not consulted). */
export async function accessClaims(db: Db, bearer: string | undefined): Promise<AccessClaims | null> {
  const token = bearerToken(bearer);
  if (!token) return null;
  return verifyAccessToken(token, authSettings(db).jwtSecret);
}

/** Keeps only known modules with valid levels, whatever the jsonb holds. */
export function parsePermissions(raw: unknown): ModuleLevels {
  const out: ModuleLevels = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const key of MODULE_KEYS) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'number' && (LEVELS as readonly number[]).includes(value)) out[key] = value as Level;
  }
  return out;
}

interface PrincipalRow {
  id: number;
  brand_id: number;
  role_id: number;
  permissions: unknown;
  is_all_partner: boolean;
}

/**
 * Turns a bearer access token (the Authorization header value, or the bare token) into the
 * signed-in principal, or null when the token is missing, invalid or expired, its session was
 * revoked (logout, refresh-token reuse, password change), or the user is inactive. The route layer
 * (server/http/route.ts) calls this for every endpoint whose access is not public, and answers 401
 * on null. With `via` (endpoint and X-Api-Key) a brand API key is accepted instead of a token — see
 * apiKeyOf and src/domain/api-keys/scope.ts. Permissions are read from the brand_users row on every request, so a change made by the
 * owner applies at once rather than when the token expires.
 */
export async function authenticate(db: Db, bearer: string | undefined, via: AuthenticateVia = {}): Promise<Principal | null> {
  // Brand API key (docs/decisions/016): acts as the owner, except on the account's own endpoints.
  const key = apiKeyOf(bearer, via.apiKey);
  if (key !== undefined) {
    if (!via.endpoint) return null;
    const principal = await principalOfKey(db, key);
    if (principal && !apiKeyAllowed(via.endpoint)) {
      throw new HttpError(403, 'api_key_not_allowed', 'An API key cannot call this endpoint; sign in instead');
    }
    return principal;
  }
  const claims = await accessClaims(db, bearer);
  return claims ? principalOfSession(db, claims) : null;
}

/** The principal behind token claims while their session is open and the user active, else null. */
export async function principalOfSession(db: Db, claims: AccessClaims): Promise<Principal | null> {
  const { rows } = await db.query<PrincipalRow>(
    `SELECT u.id, u.brand_id, u.role_id, u.permissions, u.is_all_partner
       FROM brand_users u
       JOIN auth_sessions s ON s.user_id = u.id
      WHERE u.id = $1 AND u.brand_id = $2 AND s.id = $3 AND s.revoked_at IS NULL AND u.status = 'active'`,
    [claims.userId, claims.brandId, claims.sessionId],
  );
  const row = rows[0];
  if (!row) return null;
  const role = roleKey(row.role_id);
  return {
    userId: row.id,
    brandId: row.brand_id,
    role,
    permissions: parsePermissions(row.permissions),
    // spec 1 §3: always true for the owner
    isAllPartner: role === 'owner' ? true : row.is_all_partner,
  };
}
