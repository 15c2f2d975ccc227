import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../domain/contract.ts';
import { ApiError, errorFromResponse } from './api-error.ts';
import type { TokenStore } from './token-store.ts';

/**
 * The request layer of spec 1 §7 and the error catalogue of §8. Every browser call goes through
 * `call(descriptor, input)`: bearer token, 60 s timeout, one shared token refresh for any number of
 * concurrent 401s (each original request then retried once), and events for what the shell shows
 * (time-out inform with Retry, permission notice, session-expired dialog, catalogue toasts).
 * The client never renders anything: it emits `HttpEvent`s and rejects with `ApiError`.
 */
export type NoticeCode = 'not_acceptable' | 'uri_too_long' | 'too_many_requests' | 'internal';

export type HttpEvent =
  /** "Request time-out." inform; the Retry button calls `retry` (a fresh call of the same request) */
  | { type: 'timeout'; retry: () => Promise<unknown> }
  /** 403 anywhere but logout: the authorisation notice */
  | { type: 'forbidden'; path: string }
  /** 406, 414, 429, 5xx: a toast with `errors.<code>` */
  | { type: 'notice'; status: number; code: NoticeCode; retryAfter?: number }
  /** a token refresh began / succeeded (the session machine shows "refreshing") */
  | { type: 'refresh.started' }
  | { type: 'refresh.succeeded' }
  /**
   * the stored user is no longer this tab's (another tab signed in as someone else, or an agency
   * entered a brand there): the request was cancelled; the tab reloads as the stored user (spec 1 §4)
   */
  | { type: 'session.userChanged' }
  /**
   * the refresh call itself answered 401: the non-closable session-expired dialog; `code` says why
   * when the server did (`agency_access_ended`: the agency's contract ended, decision 077)
   */
  | { type: 'session.expired'; code?: string };

export const REFRESH_PATH = '/api/user/refresh-token';
export const LOGOUT_PATH = '/api/user/logout';
export const DEFAULT_TIMEOUT_MS = 60_000;

type Field<K extends string, V> = undefined extends V ? { [P in K]?: V } : { [P in K]: V };
export type CallInput<E> = Field<'params', ParamsOf<E>> & Field<'query', QueryOf<E>> & Field<'body', BodyOf<E>> & { signal?: AbortSignal };
/** The input argument is optional when the endpoint has no params, query or body. */
export type CallArgs<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface HttpClient {
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /** POST multipart to a presigned storage URL (spec 1 §7 file upload step 2): no authorization header. */
  upload(url: string, form: FormData, signal?: AbortSignal): Promise<void>;
}

export interface HttpDeps {
  fetch: typeof fetch;
  tokens: TokenStore;
  onEvent: (event: HttpEvent) => void;
  baseUrl?: string;
  timeoutMs?: number;
  /** the user this tab's session is for (the session machine's), null while signed out */
  tabUserId?: () => number | null;
}

interface RawInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  signal?: AbortSignal;
}

export function buildUrl(baseUrl: string, path: string, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:(\w+)/g, (_, key: string) => {
    if (values[key] === undefined || values[key] === null) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(values[key]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item instanceof Date ? item.toISOString() : String(item));
  }
  const qs = search.toString();
  return `${baseUrl}${filled}${qs ? `?${qs}` : ''}`;
}

export function createHttpClient(deps: HttpDeps): HttpClient {
  const { tokens, onEvent } = deps;
  const baseUrl = deps.baseUrl ?? '';
  const timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = deps.fetch;
  let refreshing: Promise<void> | null = null;

  /** One fetch with the timeout; resolves with the response or rejects with ApiError (timeout, network, aborted). */
  async function send(url: string, init: RequestInit, signal: AbortSignal | undefined, retry: () => Promise<unknown>): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forward = () => controller.abort(signal?.reason);
    if (signal?.aborted) forward();
    signal?.addEventListener('abort', forward, { once: true });
    try {
      return await doFetch(url, { ...init, signal: controller.signal });
    } catch (err) {
      if (timedOut) {
        onEvent({ type: 'timeout', retry });
        throw new ApiError(408, 'timeout', 'Request time-out.');
      }
      if (signal?.aborted) throw new ApiError(0, 'aborted', 'Request cancelled.');
      throw new ApiError(0, 'network', err instanceof Error ? err.message : 'Network error');
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    }
  }

  /** Turns a response into data or a rejection, emitting the catalogue events of spec 1 §8. */
  async function settle(res: Response, path: string, retry: () => Promise<unknown>): Promise<unknown> {
    if (res.ok) {
      if (res.status === 204) return undefined;
      const text = await res.text();
      if (!text) return undefined;
      const json = JSON.parse(text) as { data?: unknown };
      return json && typeof json === 'object' && 'data' in json ? json.data : json;
    }
    const error = await errorFromResponse(res);
    if (res.status === 408) onEvent({ type: 'timeout', retry });
    else if (res.status === 403 && path !== LOGOUT_PATH) onEvent({ type: 'forbidden', path });
    else if (res.status === 406) onEvent({ type: 'notice', status: 406, code: 'not_acceptable' });
    else if (res.status === 414) onEvent({ type: 'notice', status: 414, code: 'uri_too_long' });
    else if (res.status === 429) onEvent({ type: 'notice', status: 429, code: 'too_many_requests', retryAfter: error.retryAfter });
    else if (res.status >= 500) onEvent({ type: 'notice', status: res.status, code: 'internal' });
    throw error;
  }

  async function refreshNow(): Promise<void> {
    const refreshToken = tokens.getRefreshToken();
    // Signed out or already expired: nothing to refresh and nothing new to tell the user.
    if (!refreshToken) throw new ApiError(401, 'unauthorized', 'Not signed in.');
    onEvent({ type: 'refresh.started' });
    const init: RequestInit = {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    };
    const url = `${baseUrl}${REFRESH_PATH}`;
    let data: { access_token: string; refresh_token: string };
    try {
      const res = await send(url, init, undefined, () => refreshShared());
      data = (await settle(res, REFRESH_PATH, () => refreshShared())) as typeof data;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        tokens.clear();
        onEvent({ type: 'session.expired', code: err.code });
      }
      throw err;
    }
    if (tokens.getRefreshToken() !== refreshToken) {
      // Logged out (or the stored session replaced) while the refresh was on its way: its answer belongs
      // to a session nobody holds any more. Stored, it would sign the browser back in behind the login
      // page; it is dropped, and the server told to end that session (in the background, as a logout).
      void doFetch(`${baseUrl}${LOGOUT_PATH}`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${data.access_token}` },
        body: JSON.stringify({ refresh_token: data.refresh_token }),
      }).catch(() => undefined);
      throw new ApiError(401, 'unauthorized', 'Signed out while the session was renewed.');
    }
    tokens.setTokens({ accessToken: data.access_token, refreshToken: data.refresh_token });
    onEvent({ type: 'refresh.succeeded' });
  }

  /** The single in-flight refresh shared by every caller that saw a 401 meanwhile. */
  function refreshShared(): Promise<void> {
    refreshing ??= refreshNow().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function attempt(endpoint: Endpoint, input: RawInput, retried: boolean): Promise<unknown> {
    // A refresh is under way: wait for it rather than send a token we know is stale.
    if (refreshing) await refreshing.catch(() => undefined);
    // Spec 1 §4: a request whose session user differs from the stored one is cancelled, and this
    // tab's session closes (the stored tokens are the other user's: they are neither used nor revoked).
    const tabUser = deps.tabUserId?.() ?? null;
    const storedUser = tokens.getUser()?.id ?? null;
    if (tabUser !== null && storedUser !== null && tabUser !== storedUser) {
      onEvent({ type: 'session.userChanged' });
      throw new ApiError(0, 'session_user_changed', 'The signed-in user changed in another tab.');
    }
    const url = buildUrl(baseUrl, endpoint.path, input.params, input.query);
    const headers: Record<string, string> = { accept: 'application/json' };
    const usedToken = tokens.getAccessToken();
    if (usedToken) headers.authorization = `Bearer ${usedToken}`;
    const hasBody = input.body !== undefined && endpoint.method !== 'GET';
    if (hasBody) headers['content-type'] = 'application/json';
    const init: RequestInit = { method: endpoint.method, headers, body: hasBody ? JSON.stringify(input.body) : undefined };
    const retry = () => attempt(endpoint, input, false);
    const res = await send(url, init, input.signal, retry);
    if (res.status === 401 && !retried && endpoint.access.kind !== 'public' && endpoint.path !== REFRESH_PATH) {
      // Another call may have refreshed while this one was in flight: then just retry with the new token.
      if (tokens.getAccessToken() === usedToken || !tokens.getAccessToken()) await refreshShared();
      return attempt(endpoint, input, true);
    }
    return settle(res, endpoint.path, retry);
  }

  return {
    call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>> {
      return attempt(endpoint, (args[0] ?? {}) as RawInput, false) as Promise<ResponseOf<E>>;
    },
    async upload(url, form, signal) {
      const retry = () => this.upload(url, form, signal);
      const res = await send(url, { method: 'POST', body: form }, signal, retry);
      if (!res.ok) throw await errorFromResponse(res);
    },
  };
}
