import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpEvent } from '../../src/api/http.ts';
import { createMemoryTokenStore } from '../../src/api/token-store.ts';
import { login, me } from '../../src/domain/auth/contract.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';

/**
 * The browser's request layer against the real server: expired access tokens, one shared refresh,
 * rotation with reuse detection, and the session-expired event. Only fetch is observed (counted), the
 * server and database are real.
 */
let t: TestApp;
/**
 * A token's `exp` counts whole seconds from a whole-second `iat`: with a TTL of 1 s a token could
 * expire a few ms after it was issued, and under load some of the 20 retried calls met a refreshed
 * token that had already expired (CI of 2026-11-27). 3 s leaves the retries at least 2 s.
 */
const ACCESS_TTL_SECONDS = 3;
beforeAll(async () => {
  t = await createTestApp({ demo: true, config: { accessTokenTtlSeconds: ACCESS_TTL_SECONDS } });
});
afterAll(async () => t?.close());

function client() {
  const tokens = createMemoryTokenStore();
  const events: HttpEvent[] = [];
  const paths: string[] = [];
  const countingFetch: typeof fetch = (input, init) => {
    paths.push(new URL(String(input)).pathname);
    return fetch(input, init);
  };
  const http = createHttpClient({ fetch: countingFetch, tokens, onEvent: (e) => events.push(e), baseUrl: t.url });
  return { http, tokens, events, paths };
}

async function signIn(c: ReturnType<typeof client>) {
  const session = await c.http.call(login, { body: { email: 'owner@demo.test', password: 'Demo-pass-2026!' } });
  c.tokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
  return session;
}

const waitForExpiry = () => new Promise((r) => setTimeout(r, ACCESS_TTL_SECONDS * 1000 + 1_100));

describe('request layer against the real server', () => {
  it('20 concurrent calls with an expired access token cause exactly one refresh, and all succeed', async () => {
    const c = client();
    await signIn(c);
    await waitForExpiry();
    c.paths.length = 0;
    const results = await Promise.all(Array.from({ length: 20 }, () => c.http.call(me)));
    expect(results.every((r) => r.email === 'owner@demo.test')).toBe(true);
    expect(c.paths.filter((p) => p === '/api/user/refresh-token')).toHaveLength(1);
    expect(c.paths.filter((p) => p === '/api/user/me')).toHaveLength(40); // each one failed once, retried once
    expect(c.events.some((e) => e.type === 'session.expired')).toBe(false);
  });

  it('a reused refresh token revokes its family: the session then expires', async () => {
    const c = client();
    const first = await signIn(c);
    await waitForExpiry();
    await c.http.call(me); // refreshes: the first refresh token is now used
    expect(c.tokens.getRefreshToken()).not.toBe(first.refresh_token);

    // someone replays the old refresh token: the server revokes the whole family
    const replay = await fetch(`${t.url}/api/user/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: first.refresh_token }),
    });
    expect(replay.status).toBe(401);

    await waitForExpiry();
    await expect(c.http.call(me)).rejects.toMatchObject({ status: 401 });
    expect(c.events.filter((e) => e.type === 'session.expired')).toHaveLength(1);
  });
});
