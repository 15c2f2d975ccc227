import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../domain/contract.ts';
import { ApiError } from './api-error.ts';
import { buildUrl, createHttpClient, type HttpEvent } from './http.ts';
import { createFakeServer } from '../../tests/support/dom/fake-server.ts';
import { createMemoryTokenStore } from './token-store.ts';

const thing = endpoint({
  id: 'test.thing',
  method: 'POST',
  path: '/api/things/:id',
  summary: 'echo',
  access: { kind: 'user' },
  params: z.object({ id: z.string() }),
  query: z.object({ page: z.number().optional(), tags: z.array(z.string()).optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.string(), method: z.string(), body: z.unknown(), query: z.record(z.string(), z.string()) }),
});
const me = endpoint({
  id: 'user.me',
  method: 'GET',
  path: '/api/user/me',
  summary: 'me',
  access: { kind: 'user' },
  response: z.object({ id: z.number() }),
});
const logout = endpoint({
  id: 'user.logout',
  method: 'POST',
  path: '/api/user/logout',
  summary: 'logout',
  access: { kind: 'user' },
  response: z.unknown(),
});
const status = (code: number) =>
  endpoint({
    id: `status.${code}`,
    method: 'GET',
    path: `/api/status/${code}`,
    summary: 's',
    access: { kind: 'user' },
    response: z.unknown(),
  });
const slow = endpoint({ id: 'slow', method: 'GET', path: '/api/slow', summary: 'slow', access: { kind: 'user' }, response: z.unknown() });

function setup(timeoutMs?: number) {
  const server = createFakeServer();
  const issued = server.issue();
  const tokens = createMemoryTokenStore({ accessToken: issued.access_token, refreshToken: issued.refresh_token });
  const events: HttpEvent[] = [];
  const client = createHttpClient({ fetch: server.fetch, tokens, onEvent: (e) => events.push(e), timeoutMs });
  return { server, tokens, events, client };
}

describe('createHttpClient', () => {
  it('fills params, serialises the query, sends JSON with the bearer and unwraps data', async () => {
    const { client, tokens, server } = setup();
    const out = await client.call(thing, { params: { id: 'x42' }, query: { page: 2, tags: ['x', 'y'] }, body: { name: 'n' } });
    expect(out).toEqual({ id: 'x42', method: 'POST', body: { name: 'n' }, query: { page: '2', tags: 'y' } });
    expect(server.authHeaders.at(-1)).toBe(`Bearer ${tokens.getAccessToken()}`);
    expect(buildUrl('', '/api/things/:id', { id: 'a b' }, { tags: ['x', 'y'], skip: undefined })).toBe('/api/things/a%20b?tags=x&tags=y');
  });

  it('25 concurrent calls with an expired access token cause exactly one refresh and all succeed', async () => {
    const { client, server, tokens, events } = setup();
    const before = tokens.getRefreshToken();
    server.expireAccessTokens();
    const results = await Promise.all(Array.from({ length: 25 }, () => client.call(me)));
    expect(results).toHaveLength(25);
    expect(results.every((r) => r.id === 1)).toBe(true);
    expect(server.counts.refresh).toBe(1);
    expect(tokens.getRefreshToken()).not.toBe(before);
    expect(events.map((e) => e.type)).toEqual(['refresh.started', 'refresh.succeeded']);
  });

  it('a failed refresh emits session.expired once, rejects every call and clears the tokens', async () => {
    const { client, server, tokens, events } = setup();
    server.expireAccessTokens();
    server.revokeRefreshTokens();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.call(me)));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(server.counts.refresh).toBe(1);
    expect(events.filter((e) => e.type === 'session.expired')).toHaveLength(1);
    expect(tokens.getAccessToken()).toBeNull();
    // later calls after the expiry do not raise a second dialog
    await expect(client.call(me)).rejects.toBeInstanceOf(ApiError);
    expect(events.filter((e) => e.type === 'session.expired')).toHaveLength(1);
  });

  it('logged out while a refresh is on its way: its answer is dropped, not stored, and that session ended on the server', async () => {
    const { client, server, tokens, events } = setup();
    const gate = server.gate('refresh');
    server.expireAccessTokens();
    const pending = client.call(me).catch((e: unknown) => e);
    await gate.waiting();
    tokens.clear(); // the session machine's logout (forgetSession)
    gate.release('ok');
    expect(await pending).toMatchObject({ status: 401, code: 'unauthorized' });
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual([null, null]);
    // no expired dialog for a session the user ended; the server is told to end the renewed one
    expect(events.map((e) => e.type)).toEqual(['refresh.started']);
    await vi.waitFor(() => expect(server.counts.logout).toBe(1));
  });

  it('the refresh call sends the refresh token in its body and no bearer', async () => {
    const { client, server, tokens } = setup();
    server.expireAccessTokens();
    const start = server.authHeaders.length;
    await client.call(me);
    // me (401) → refresh (no header) → me again
    expect(server.authHeaders.slice(start)).toEqual([expect.stringMatching(/^Bearer /), null, `Bearer ${tokens.getAccessToken()}`]);
  });

  it('a timeout emits the time-out event with a retry that repeats the request', async () => {
    const { client, events, server } = setup(20);
    await expect(client.call(slow)).rejects.toMatchObject({ status: 408, code: 'timeout' });
    const timeout = events.find((e) => e.type === 'timeout');
    expect(timeout).toBeDefined();
    const before = server.counts.requests;
    await expect((timeout as Extract<HttpEvent, { type: 'timeout' }>).retry()).rejects.toMatchObject({ code: 'timeout' });
    expect(server.counts.requests).toBe(before + 1);
  });

  it('a timeout retry succeeds once the server answers', async () => {
    let slowOnce = true;
    const server = createFakeServer();
    const issued = server.issue();
    const tokens = createMemoryTokenStore({ accessToken: issued.access_token, refreshToken: issued.refresh_token });
    const events: HttpEvent[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (slowOnce) {
        slowOnce = false;
        return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
      }
      return server.fetch(input, init);
    };
    const client = createHttpClient({ fetch, tokens, onEvent: (e) => events.push(e), timeoutMs: 20 });
    await expect(client.call(me)).rejects.toMatchObject({ code: 'timeout' });
    const timeout = events[0] as Extract<HttpEvent, { type: 'timeout' }>;
    await expect(timeout.retry()).resolves.toEqual({ id: 1, email: 'owner@demo.test', name: 'Owner' });
  });

  it('408 from the server emits the time-out event too', async () => {
    const { client, events } = setup();
    await expect(client.call(status(408))).rejects.toMatchObject({ status: 408 });
    expect(events.map((e) => e.type)).toEqual(['timeout']);
  });

  it('403 emits forbidden, except on logout', async () => {
    const { client, events } = setup();
    await expect(client.call(status(403))).rejects.toMatchObject({ status: 403 });
    expect(events).toEqual([{ type: 'forbidden', path: '/api/status/403' }]);
    const forbiddenLogout = { ...logout, path: '/api/user/logout' };
    const server = createFakeServer();
    const quiet: HttpEvent[] = [];
    const c2 = createHttpClient({
      fetch: async (input, init) =>
        String(input).endsWith('/api/user/logout')
          ? new Response('{"message":"x","code":"forbidden"}', { status: 403 })
          : server.fetch(input, init),
      tokens: createMemoryTokenStore({ accessToken: 't', refreshToken: 'r' }),
      onEvent: (e) => quiet.push(e),
    });
    await expect(c2.call(forbiddenLogout)).rejects.toMatchObject({ status: 403 });
    expect(quiet).toEqual([]);
  });

  it.each([
    [406, 'not_acceptable'],
    [414, 'uri_too_long'],
    [429, 'too_many_requests'],
    [500, 'internal'],
    [504, 'internal'],
  ])('%i emits a notice with code %s', async (code, noticeCode) => {
    const { client, events } = setup();
    await expect(client.call(status(code))).rejects.toMatchObject({ status: code });
    expect(events).toEqual([expect.objectContaining({ type: 'notice', status: code, code: noticeCode })]);
  });

  it('422 rejects with the field codes and emits nothing', async () => {
    const tokens = createMemoryTokenStore({ accessToken: 't', refreshToken: 'r' });
    const events: HttpEvent[] = [];
    const body = { message: 'invalid', code: 'validation_failed', errors: [{ field: 'email', code: 'email_invalid' }] };
    const client = createHttpClient({
      fetch: async () => new Response(JSON.stringify(body), { status: 422 }),
      tokens,
      onEvent: (e) => events.push(e),
    });
    const err = await client.call(me).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, code: 'validation_failed', errors: [{ field: 'email', code: 'email_invalid' }] });
    expect(events).toEqual([]);
  });

  it('an AbortSignal cancels the call without a time-out event', async () => {
    const { client, events } = setup();
    const controller = new AbortController();
    const pending = client.call(slow, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
    expect(events).toEqual([]);
  });

  it('presigned uploads carry no authorization header', async () => {
    const seen: Array<Headers> = [];
    const client = createHttpClient({
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers));
        return new Response(null, { status: 204 });
      },
      tokens: createMemoryTokenStore({ accessToken: 't', refreshToken: 'r' }),
      onEvent: () => undefined,
    });
    await client.upload('https://storage.test/bucket', new FormData());
    expect(seen[0]?.get('authorization')).toBeNull();
  });
});

describe('the stored user (spec 1 §4; decision 077)', () => {
  it("cancels a request whose tab user differs from the stored one, without sending it or revoking the other's session", async () => {
    const server = createFakeServer();
    const issued = server.issue();
    const tokens = createMemoryTokenStore({
      accessToken: issued.access_token,
      refreshToken: issued.refresh_token,
      user: { id: 1, email: 'a@x' },
    });
    const events: HttpEvent[] = [];
    let tabUser: number | null = 1;
    const client = createHttpClient({ fetch: server.fetch, tokens, onEvent: (e) => events.push(e), tabUserId: () => tabUser });
    await expect(client.call(me)).resolves.toBeTruthy();
    const sent = server.authHeaders.length;
    // another tab entered a brand as an agency: the stored user is now its stand-in
    tokens.setUser({ id: 2, email: 'agency@x' });
    await expect(client.call(me)).rejects.toMatchObject({ code: 'session_user_changed' });
    expect(server.authHeaders.length).toBe(sent);
    expect(events).toEqual([{ type: 'session.userChanged' }]);
    expect(tokens.getRefreshToken()).toBe(issued.refresh_token);
    // signed out in this tab (no tab user): nothing to compare
    tabUser = null;
    await expect(client.call(me)).resolves.toBeTruthy();
  });
});
