import type { Endpoint, ResponseOf } from '../domain/contract.ts';
import * as api from '../domain/agencies/inside-contract.ts';
import type { Session } from '../domain/auth/contract.ts';
import { errorFromResponse } from './api-error.ts';
import { buildUrl } from './http.ts';
import type { TokenStore } from './token-store.ts';

/**
 * The agency's waiting room in the browser (decision 077). Its token lives in sessionStorage — this
 * tab only, as the spec's "closes the agency session in that tab" — and never in the brand session's
 * token store; these calls send it instead of the brand token, so they bypass the brand client.
 * Entering a brand hands the brand session to the token store and reloads into the app.
 */
export const AGENCY_TOKEN_KEY = 'bc.agency_token';

export const agencyToken = {
  get(): string | null {
    try {
      return window.sessionStorage.getItem(AGENCY_TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string | null): void {
    try {
      if (token === null) window.sessionStorage.removeItem(AGENCY_TOKEN_KEY);
      else window.sessionStorage.setItem(AGENCY_TOKEN_KEY, token);
    } catch {
      // private mode: the room lasts as long as the page
    }
  },
};

async function agencyCall<E extends Endpoint>(e: E, input: { params?: unknown; body?: unknown } = {}): Promise<ResponseOf<E>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = agencyToken.get();
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = e.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  const res = await fetch(buildUrl('', e.path, input.params, undefined), {
    method: e.method,
    headers,
    body: hasBody ? JSON.stringify(input.body ?? {}) : undefined,
  });
  if (!res.ok) throw await errorFromResponse(res);
  return ((await res.json()) as { data: ResponseOf<E> }).data;
}

export const agencyCalls = {
  async login(email: string, password: string) {
    const session = await agencyCall(api.agencyLogin, { body: { email, password } });
    agencyToken.set(session.access_token);
    return session;
  },
  me: () => agencyCall(api.agencyMe),
  brands: () => agencyCall(api.agencyBrands),
  async logout() {
    await agencyCall(api.agencyLogout).catch(() => undefined);
    agencyToken.set(null);
  },
  /** Enters the brand: the waiting room ends on the server and here; the brand session goes to `tokens`. */
  async enter(contractId: number, tokens: TokenStore): Promise<Session> {
    const session = await agencyCall(api.enterBrand, { params: { contractId } });
    agencyToken.set(null);
    tokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
    tokens.setUser(session.user);
    return session;
  },
};
