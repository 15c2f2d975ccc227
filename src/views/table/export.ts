import { errorFromResponse } from '../../api/api-error.ts';
import { me } from '../../domain/auth/contract.ts';
import type { SessionRuntime } from '../../api/session.ts';

/**
 * Export of a report's whole filtered result: the server streams the file (CSV or XLSX, formulas
 * escaped server-side); the browser reads the body stream chunk by chunk to show progress, then
 * saves it. Progress comes from Content-Length when the server sends it; otherwise, for CSV, from
 * the lines received against the row count the table knows (or an `X-Total-Rows` header); otherwise
 * only the bytes received are shown. Same bearer and one-retry-after-refresh rule as
 * src/api/download.ts; no time-out (a big export may stream for minutes).
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

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** "12.3 MB" */
export function formatBytes(n: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: i === 0 ? 0 : 1 }).format(v)} ${units[i]}`;
}
