import { me } from '../domain/auth/contract.ts';
import type { Endpoint } from '../domain/contract.ts';
import { errorFromResponse } from './api-error.ts';
import { buildUrl, type CallInput, type HttpClient } from './http.ts';
import type { QueryClient } from '@tanstack/react-query';
import { transportOf } from './client.ts';
import type { SessionRuntime } from './session.ts';
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

/** `downloadExport` over the transport bound to the app's QueryClient (what a view holds). */
export function downloadWith<E extends Endpoint>(client: QueryClient, endpoint: E, input: CallInput<E>): Promise<DownloadedFile> {
  return downloadExport(transportOf(client), endpoint, input);
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

/**
 * Export of a report's whole filtered result: the server streams the file (CSV or XLSX, formulas
 * escaped server-side); the browser reads the body stream chunk by chunk to show progress, then
 * saves it. Progress comes from Content-Length when the server sends it; otherwise, for CSV, from
 * the lines received against the row count the table knows (or an `X-Total-Rows` header); otherwise
 * only the bytes received are shown. Same bearer and one-retry-after-refresh rule as
 * `downloadExport` above; no time-out (a big export may stream for minutes).
 */
export type ExportFormat = 'csv' | 'xlsx';

export interface ExportProgress {
  received: number;
  /** 0..1, or null when the size is unknown */
  fraction: number | null;
}

export interface ExportOptions {
  format: ExportFormat;
  /** rows in the filtered result when the table knows them (CSV progress without Content-Length) */
  totalRows?: number | null;
  signal?: AbortSignal;
  onProgress?: (p: ExportProgress) => void;
}

type ExportDeps = Pick<SessionRuntime, 'http' | 'tokens' | 'fetch'>;

export async function streamExport(deps: ExportDeps, url: string, opts: ExportOptions): Promise<{ blob: Blob; filename: string | null }> {
  const send = () => {
    const token = deps.tokens.getAccessToken();
    return deps.fetch(url, { method: 'GET', headers: token ? { authorization: `Bearer ${token}` } : {}, signal: opts.signal });
  };
  let res = await send();
  if (res.status === 401) {
    await deps.http.call(me); // runs the shared refresh, or shows "session expired" and rejects
    res = await send();
  }
  if (!res.ok) throw await errorFromResponse(res);
  const length = Number(res.headers.get('content-length') ?? '') || null;
  const rowsHeader = Number(res.headers.get('x-total-rows') ?? '') || null;
  const rows = rowsHeader ?? opts.totalRows ?? null;
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  const type =
    res.headers.get('content-type') ??
    (opts.format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const chunks: Uint8Array[] = [];
  let received = 0;
  let lines = 0;
  const NL = 10;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      if (!length && rows && opts.format === 'csv') for (const byte of value) if (byte === NL) lines++;
      // the header line of a CSV is not a row
      const fraction = length ? received / length : rows && opts.format === 'csv' ? Math.max(0, lines - 1) / rows : null;
      opts.onProgress?.({ received, fraction: fraction === null ? null : Math.min(1, fraction) });
    }
  } else {
    const buf = new Uint8Array(await res.arrayBuffer());
    chunks.push(buf);
    received = buf.byteLength;
  }
  opts.onProgress?.({ received, fraction: 1 });
  return { blob: new Blob(chunks as BlobPart[], { type }), filename };
}

/** `streamExport` over the transport bound to the app's QueryClient (what a view holds). */
export function streamExportWith(client: QueryClient, url: string, opts: ExportOptions): Promise<{ blob: Blob; filename: string | null }> {
  return streamExport(transportOf(client), url, opts);
}
