import { isRead, type Endpoint } from '../contract.ts';

/**
 * Where an API key may stand in for a signed-in user: the brand's business data (offers, reports,
 * conversions …), **read only** — issue 14: the key "works for the read endpoints it is documented
 * for, with the owner's levels and never more". A leaked key can read, never change anything; every
 * write needs a signed-in person, whom the audit log then names.
 *
 * Refused, whatever the method: the session and password endpoints (`/api/auth/…`,
 * `/api/user/logout`, `/api/user/refresh-token`, any `…password…` path), the key's own endpoints
 * (`/api/user/adv/api-key…`) and the account-access requests. Refused: every write, and every read
 * whose answer carries a secret (`revealsSecret`). A read is decided by the operation, not by its
 * HTTP method: GET, or another method the contract marks `reads` (the offer list, the marketplace
 * search — their filters travel in the body). The default is refusal, so an endpoint added later is
 * protected unless its contract says it only reads. docs/decisions/016-api-keys-and-access-requests.md
 * (amended by issue 14), docs/decisions/075-every-principal-as-allowed.md (issue 25).
 */
const ALWAYS_REFUSED: readonly RegExp[] = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/user\/logout$/,
  /^\/api\/user\/refresh-token$/,
  /password/i,
  /^\/api\/user\/adv\/api-key(\/|$)/,
  /^\/api\/user\/adv\/account-access-requests(\/|$)/,
];

export type KeyScopeOf = Pick<Endpoint, 'path' | 'reads' | 'revealsSecret'> & { method: string };

export function apiKeyAllowed(endpoint: KeyScopeOf): boolean {
  const path = endpoint.path.split('?')[0]!;
  if (ALWAYS_REFUSED.some((rule) => rule.test(path))) return false;
  if (endpoint.revealsSecret) return false;
  return isRead(endpoint);
}

/** `bc_live_` + 43 base64url characters (32 random bytes). */
export const API_KEY_PREFIX = 'bc_live_';
/** characters of the random part kept visible after the prefix */
export const API_KEY_VISIBLE = 6;
export const API_KEY_PATTERN = /^bc_live_[A-Za-z0-9_-]{43}$/;
