import type { Method } from '../contract.ts';

/**
 * Where an API key may stand in for a signed-in user. The key is for the brand's business data
 * (offers, reports, conversions …) — never for the account itself, so a leaked key cannot sign
 * anyone out, change a password, mint a new key, let the account manager in or change employees.
 *
 * Refused, whatever the method: the session and password endpoints (`/api/auth/…`,
 * `/api/user/logout`, `/api/user/refresh-token`, any `…password…` path), the key's own endpoints
 * (`/api/user/adv/api-key…`) and the account-access requests.
 * Refused for writes (anything but GET): everything else under `/api/user/` — profile, settings,
 * employees (`/api/user/brand/…`), notification state. Reads there stay allowed.
 * Everything else is allowed. A deny rule by path rather than a per-endpoint flag, so an endpoint
 * added later under `/api/user/` is protected without anyone remembering to mark it.
 * docs/decisions/016-api-keys-and-access-requests.md.
 */
const ALWAYS_REFUSED: readonly RegExp[] = [
  /^\/api\/auth(\/|$)/,
  /^\/api\/user\/logout$/,
  /^\/api\/user\/refresh-token$/,
  /password/i,
  /^\/api\/user\/adv\/api-key(\/|$)/,
  /^\/api\/user\/adv\/account-access-requests(\/|$)/,
];

const ACCOUNT_AREA = /^\/api\/user(\/|$)/;

export function apiKeyAllowed(endpoint: { method: Method | string; path: string }): boolean {
  const path = endpoint.path.split('?')[0]!;
  if (ALWAYS_REFUSED.some((rule) => rule.test(path))) return false;
  if (ACCOUNT_AREA.test(path) && endpoint.method.toUpperCase() !== 'GET') return false;
  return true;
}

/** `bc_live_` + 43 base64url characters (32 random bytes). */
export const API_KEY_PREFIX = 'bc_live_';
/** characters of the random part kept visible after the prefix */
export const API_KEY_VISIBLE = 6;
export const API_KEY_PATTERN = /^bc_live_[A-Za-z0-9_-]{43}$/;
