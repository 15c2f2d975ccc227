import { buildUrl } from '../../../api/http.ts';
import { listTags } from '../../../domain/offers/contract.ts';
import { exportDescriptor, type OfferListParams } from '../../../api/offers.ts';
import type { SessionRuntime } from '../../../api/session.ts';

/**
 * Downloads the streamed export (POST /api/offers/export): the typed client parses JSON, so the file
 * is fetched here with the same bearer token. A 401 means the access token expired: one cheap call
 * through the client runs the shared refresh, then the download is tried once more.
 */
export async function downloadExport(runtime: SessionRuntime, params: OfferListParams, format: 'csv' | 'xlsx'): Promise<void> {
  const { page: _page, limit: _limit, ...query } = params.query;
  const url = buildUrl('', exportDescriptor.path, undefined, { ...query, format });
  const send = () =>
    fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${runtime.tokens.getAccessToken() ?? ''}`, 'content-type': 'application/json' },
      body: JSON.stringify(params.filters),
    });
  let res = await send();
  if (res.status === 401) {
    await runtime.http.call(listTags, { query: { search: '' } });
    res = await send();
  }
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `offers.${format}`;
  saveBlob(await res.blob(), name);
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
