import { me } from '../domain/auth/contract.ts';
import type { Endpoint } from '../domain/contract.ts';
import { errorFromResponse } from './api-error.ts';
import { buildUrl, type CallInput, type HttpClient } from './http.ts';
import type { TokenStore } from './token-store.ts';

/**
 * A file download from an authenticated endpoint that streams a file instead of JSON (offer export).
 * `http.call` parses JSON, so the file is fetched here with the same bearer token. The refresh is
 * never done here: on a 401 one cheap authenticated call (`/api/user/me`) goes through the client,
 * which runs the shared refresh (or shows "session expired"), and the download is tried once more.
 * No 60 s time-out: a large export may stream for longer.
 */
/** The same-origin URL of a download endpoint with its query (what a streamed export fetches). */
export const downloadUrl = (path: string, query: Record<string, string>): string => buildUrl('', path, {}, query);

export interface DownloadDeps {
  http: HttpClient;
  tokens: TokenStore;
  fetch?: typeof fetch;
  baseUrl?: string;
}

export interface DownloadedFile {
  blob: Blob;
  /** from Content-Disposition, or null when the server named none */
  filename: string | null;
}

export async function downloadExport<E extends Endpoint>(deps: DownloadDeps, endpoint: E, input: CallInput<E>): Promise<DownloadedFile> {
  const doFetch = deps.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const raw = input as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
  const url = buildUrl(deps.baseUrl ?? '', endpoint.path, raw.params, raw.query);
  const hasBody = raw.body !== undefined && endpoint.method !== 'GET';
  const send = () => {
    const headers: Record<string, string> = {};
    const token = deps.tokens.getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (hasBody) headers['content-type'] = 'application/json';
    return doFetch(url, { method: endpoint.method, headers, body: hasBody ? JSON.stringify(raw.body) : undefined, signal: raw.signal });
  };
  let res = await send();
  if (res.status === 401) {
    // rejects (and the shell shows the expired dialog) when the refresh itself is refused
    await deps.http.call(me);
    res = await send();
  }
  if (!res.ok) throw await errorFromResponse(res);
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), filename };
}
