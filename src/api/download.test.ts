import { describe, expect, it } from 'vitest';
import { exportOffers } from '../domain/offers/contract.ts';
import { ApiError } from './api-error.ts';
import { downloadExport } from './download.ts';
import { createHttpClient } from './http.ts';
import { createMemoryTokenStore } from './token-store.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A server whose access token is `valid`; the refresh token `r1` trades for it once. */
function setup(opts: { valid?: string; refreshOk?: boolean } = {}) {
  const valid = opts.valid ?? 'new';
  const seen: { key: string; auth: string | null; body: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${init.method ?? 'GET'} ${url.pathname}${url.search}`;
    const auth = (init.headers as Record<string, string> | undefined)?.authorization ?? null;
    seen.push({ key, auth, body: typeof init.body === 'string' ? init.body : null });
    if (url.pathname === '/api/user/refresh-token') {
      return opts.refreshOk === false
        ? json(401, { message: 'expired', code: 'unauthorized', errors: [] })
        : json(200, { data: { access_token: valid, refresh_token: 'r2' } });
    }
    if (auth !== `Bearer ${valid}`) return json(401, { message: 'expired', code: 'unauthorized', errors: [] });
    if (url.pathname === '/api/user/me') return json(200, { data: { id: 1 } });
    if (url.pathname === '/api/offers/export') {
      return new Response('\uFEFFID,Name\r\n7,A\r\n', {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="offers-2026-11-22.csv"' },
      });
    }
    return json(404, { message: 'nf', code: 'not_found', errors: [] });
  }) as typeof globalThis.fetch;
  const tokens = createMemoryTokenStore({ accessToken: 'old', refreshToken: 'r1' });
  const events: string[] = [];
  const http = createHttpClient({ fetch, tokens, onEvent: (e) => events.push(e.type) });
  return { deps: { http, tokens, fetch }, seen, tokens, events };
}

const input = { query: { status: 0, format: 'csv' as const }, body: { ids: [7, 9] } };

describe('downloadExport', () => {
  it('sends the bearer token, the query and the JSON body, and names the file from the server', async () => {
    const { deps, seen } = setup({ valid: 'old' });
    const file = await downloadExport(deps, exportOffers, input);
    expect(file.filename).toBe('offers-2026-11-22.csv');
    expect(await file.blob.text()).toContain('7,A');
    expect(seen).toEqual([{ key: 'POST /api/offers/export?status=0&format=csv', auth: 'Bearer old', body: '{"ids":[7,9]}' }]);
  });

  it('on 401 lets the client run the shared refresh, then retries once with the new token', async () => {
    const { deps, seen, tokens, events } = setup();
    const file = await downloadExport(deps, exportOffers, input);
    expect(file.filename).toBe('offers-2026-11-22.csv');
    expect(seen.filter((s) => s.key.startsWith('POST /api/user/refresh-token')).length).toBe(1);
    expect(seen.at(-1)).toMatchObject({ key: 'POST /api/offers/export?status=0&format=csv', auth: 'Bearer new' });
    expect(tokens.getAccessToken()).toBe('new');
    expect(events).toContain('refresh.succeeded');
  });

  it('rejects without a second download when the refresh is refused (the session expired)', async () => {
    const { deps, seen, events } = setup({ refreshOk: false });
    await expect(downloadExport(deps, exportOffers, input)).rejects.toBeInstanceOf(ApiError);
    expect(seen.filter((s) => s.key.startsWith('POST /api/offers/export')).length).toBe(1);
    expect(events).toContain('session.expired');
  });
});
