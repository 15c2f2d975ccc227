import { LEVELS, MODULE_KEYS, roleKey, type Level, type ModuleLevels, type Principal } from '../../src/domain/permissions.ts';
import { apiKeyAllowed, type KeyScopeOf } from '../../src/domain/api-keys/scope.ts';
import { agencyMayCall } from '../../src/domain/agencies/inside.ts';
import { agencyLevels } from '../../src/domain/agencies/levels.ts';
import { ACTIVE_AGENCY_CONTRACT_STATUSES } from '../../src/domain/agencies/enums.ts';
import { principalOfKey } from '../api-keys/service.ts';
import { nowOf } from '../db/clock.ts';
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
  agency_contract_id: number | null;
  agency_user_id: number | null;
  agency_id: number | null;
  /** the contract is in force now (null without a contract) */
  in_force: boolean | null;
  contract_permissions: unknown;
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
  const principal = claims ? await principalOfSession(db, claims) : null;
  // An agency inside a brand: never the account's own endpoints (decision 077), whatever its levels.
  if (principal?.actingFor && via.endpoint && !agencyMayCall(via.endpoint)) {
    throw new HttpError(403, 'agency_not_allowed', "An agency cannot use the brand account's own settings");
  }
  return principal;
}

/** The agency's contract ended (terminated, expired, its end passed): the session is over (decision 077). */
export function agencyAccessEnded(): HttpError {
  return new HttpError(401, 'agency_access_ended', "The agency's contract with this brand has ended");
}

/**
 * The principal behind token claims while their session is open and the user active, else null.
 * A session an agency opened (decision 077) also needs its contract in force at this moment — one
 * join on the contract's primary key, no cache — and acts with exactly the contract's levels; once
 * the contract is terminated, expired or past its end, the session answers 401 agency_access_ended.
 */
export async function principalOfSession(db: Db, claims: AccessClaims): Promise<Principal | null> {
  const { rows } = await db.query<PrincipalRow>(
    `SELECT u.id, u.brand_id, u.role_id, u.permissions, u.is_all_partner,
            s.agency_contract_id, s.agency_user_id, c.agency_id, c.permissions AS contract_permissions,
            c.status = ANY($4::text[]) AND c.start_at <= $5 AND (c.end_at IS NULL OR c.end_at > $5)
              AND c.brand_id = u.brand_id AS in_force
       FROM brand_users u
       JOIN auth_sessions s ON s.user_id = u.id
       LEFT JOIN agency_contracts c ON c.id = s.agency_contract_id
      WHERE u.id = $1 AND u.brand_id = $2 AND s.id = $3 AND s.revoked_at IS NULL AND u.status = 'active'`,
    [claims.userId, claims.brandId, claims.sessionId, ACTIVE_AGENCY_CONTRACT_STATUSES, nowOf(db)],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.agency_contract_id !== null) {
    if (!row.in_force) throw agencyAccessEnded();
    return {
      userId: row.id,
      brandId: row.brand_id,
      role: 'custom',
      permissions: agencyLevels(parsePermissions(row.contract_permissions)),
      // decision 053 as for an employee: the stand-in row's flag (true when made) and its assignments
      isAllPartner: row.is_all_partner,
      actingFor: { agencyId: Number(row.agency_id), agencyUserId: Number(row.agency_user_id), contractId: Number(row.agency_contract_id) },
    };
  }
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
