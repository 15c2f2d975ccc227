import type { Endpoint } from '../contract.ts';

/**
 * The account's own endpoints, refused to an agency inside a brand whatever its contract's levels
 * (decision 077). The contract lends the agency the brand's business (offers, partners, reports …);
 * the account itself stays the brand's people's:
 * - sessions and passwords (`/api/auth/…`, any `…password…` path): the agency has its own account;
 * - the brand's people (`/api/user/brand/…`: employees, roles, their partner lists and the manager
 *   options): the agency must not grant itself or anyone access;
 * - the credentials that act as the brand elsewhere: the API key, webhooks (their secrets sign
 *   deliveries), account-access requests, and any answer that carries a secret (`revealsSecret`);
 * - the brand's profile, billing and onboarding: writes of `/api/user/adv/info…`, `/api/user/info/…`,
 *   onboarding and the first-login steps (the agency may read the profile the shell needs).
 * Everything else goes through the employees' permission table with the contract's levels, so a
 * route added later is governed by its module level unless it is the account's own.
 */
const ALWAYS_REFUSED: readonly RegExp[] = [
  /^\/api\/auth(\/|$)/,
  /password/i,
  /^\/api\/user\/brand(\/|$)/,
  /^\/api\/user\/adv\/api-key(\/|$)/,
  /^\/api\/user\/adv\/webhooks(\/|$)/,
  /^\/api\/user\/adv\/account-access-requests(\/|$)/,
];

const WRITES_REFUSED: readonly RegExp[] = [
  /^\/api\/user\/adv\/info(\/|$)/,
  /^\/api\/user\/info(\/|$)/,
  /^\/api\/user\/adv\/onboarding(\/|$)/,
  /^\/api\/user\/first-login$/,
];

export type AgencyScopeOf = Pick<Endpoint, 'path' | 'revealsSecret'> & { method: string };

/** True when an agency inside a brand may call `endpoint` at all (its module level decides next). */
export function agencyMayCall(endpoint: AgencyScopeOf): boolean {
  const path = endpoint.path.split('?')[0]!;
  if (ALWAYS_REFUSED.some((rule) => rule.test(path))) return false;
  if (endpoint.revealsSecret) return false;
  if (endpoint.method.toUpperCase() !== 'GET' && WRITES_REFUSED.some((rule) => rule.test(path))) return false;
  return true;
}
