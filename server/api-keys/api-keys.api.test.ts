import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS, ROLES } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { setClock } from '../db/clock.ts';
import { call, createUser, PASSWORD, uniqueIp, type Answer } from '../../tests/support/api/auth.ts';

/** The brand API key: create, reveal once, rotate, revoke, and what the key may call. */
let t: TestApp;
let now = new Date('2026-03-01T08:00:00Z');
const tokens: Record<string, string> = {};
let brandId = 0;

async function signIn(email: string): Promise<string> {
  const res = await call(t.url, 'POST', '/api/auth/login', { body: { email, password: PASSWORD }, ip: uniqueIp() });
  return (res.body.data as { access_token: string }).access_token;
}

/** A call with raw headers (the kit only knows bearer tokens). */
async function withHeaders(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const h = { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const res = await fetch(t.url + path, { method, headers: h, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
}
const apiKey = (key: string) => ({ authorization: `ApiKey ${key}` });

interface Revealed {
  api_key: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  setClock(t.db, { now: () => now });
  const owner = await createUser(t.db, { email: 'owner@keys.test' });
  brandId = owner.brandId;
  await createUser(t.db, { email: 'admin@keys.test', brandId, roleId: ROLES.admin, permissions: ROLE_DEFAULTS.admin });
  // stored levels are what counts (a missing module means unrestricted): technical has brand account 2
  await createUser(t.db, { email: 'tech@keys.test', brandId, roleId: ROLES.technical, permissions: ROLE_DEFAULTS.technical });
  await createUser(t.db, { email: 'other@keys.test' });
  for (const who of ['owner', 'admin', 'tech', 'other']) tokens[who] = await signIn(`${who}@keys.test`);
});
afterAll(async () => {
  await t?.close();
});

describe('API key lifecycle', () => {
  let first: Revealed;

  it('GET before any key: null', async () => {
    const res = await call(t.url, 'GET', '/api/user/adv/api-key', { token: tokens.owner });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ key: null });
  });

  it('create reveals the key once, stored hashed with a visible prefix', async () => {
    const res = await call(t.url, 'POST', '/api/user/adv/api-key', { token: tokens.owner });
    expect(res.status).toBe(200);
    first = res.body.data as Revealed;
    expect(first.api_key).toMatch(/^bc_live_[A-Za-z0-9_-]{43}$/);
    expect(first.prefix).toBe(first.api_key.slice(0, 14));
    const { rows } = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM brand_api_keys WHERE brand_id = $1', [brandId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.key_hash).not.toContain(first.api_key.slice(8));
  });

  it('a second create is refused (409): rotate instead', async () => {
    const res = await call(t.url, 'POST', '/api/user/adv/api-key', { token: tokens.owner });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('api_key_exists');
  });

  it('GET lists prefix and dates, never the key', async () => {
    const res = await call(t.url, 'GET', '/api/user/adv/api-key', { token: tokens.admin });
    expect(res.body.data).toEqual({ key: { prefix: first.prefix, created_at: now.toISOString(), last_used_at: null } });
    expect(JSON.stringify(res.body)).not.toContain(first.api_key);
  });

  it('the key authenticates an ordinary API call as the brand owner (Authorization: ApiKey and X-Api-Key)', async () => {
    const a = await withHeaders('GET', '/api/user/me', apiKey(first.api_key));
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ email: 'owner@keys.test', brand_id: brandId, role_id: ROLES.owner });
    const b = await withHeaders('GET', '/api/user/me', { 'x-api-key': first.api_key });
    expect(b.status).toBe(200);
  });

  it('last_used_at is recorded, at most once a minute', async () => {
    const used = await call(t.url, 'GET', '/api/user/adv/api-key', { token: tokens.owner });
    const firstUse = now.toISOString();
    expect((used.body.data as { key: Revealed }).key.last_used_at).toBe(firstUse);
    now = new Date(now.getTime() + 30_000);
    await withHeaders('GET', '/api/user/me', apiKey(first.api_key));
    const same = await call(t.url, 'GET', '/api/user/adv/api-key', { token: tokens.owner });
    expect((same.body.data as { key: Revealed }).key.last_used_at).toBe(firstUse);
    now = new Date(now.getTime() + 31_000);
    await withHeaders('GET', '/api/user/me', apiKey(first.api_key));
    const later = await call(t.url, 'GET', '/api/user/adv/api-key', { token: tokens.owner });
    expect((later.body.data as { key: Revealed }).key.last_used_at).toBe(now.toISOString());
  });

  it.each([
    ['POST', '/api/user/logout', {}],
    ['PUT', '/api/user/change-password', { current_password: PASSWORD, new_password: 'Other-pass-2!', confirm_password: 'Other-pass-2!' }],
    ['GET', '/api/user/adv/api-key', undefined],
    ['POST', '/api/user/adv/api-key/rotate', undefined],
    ['DELETE', '/api/user/adv/api-key', undefined],
    ['GET', '/api/user/adv/account-access-requests', undefined],
    ['POST', '/api/user/brand/workspace/brand-user', { email: 'new@keys.test' }],
  ])('the key is refused on %s %s (403 api_key_not_allowed)', async (method, path, body) => {
    const res = await withHeaders(method, path, apiKey(first.api_key), body);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('api_key_not_allowed');
  });

  it('an unknown or malformed key is 401', async () => {
    expect((await withHeaders('GET', '/api/user/me', apiKey(`bc_live_${'A'.repeat(43)}`))).status).toBe(401);
    expect((await withHeaders('GET', '/api/user/me', apiKey('nonsense'))).status).toBe(401);
    expect((await withHeaders('GET', '/api/user/me', { 'x-api-key': 'nonsense' })).status).toBe(401);
  });

  it('rotate gives a new key once; the old one stops working', async () => {
    const res = await call(t.url, 'POST', '/api/user/adv/api-key/rotate', { token: tokens.owner });
    expect(res.status).toBe(200);
    const second = res.body.data as Revealed;
    expect(second.api_key).not.toBe(first.api_key);
    expect((await withHeaders('GET', '/api/user/me', apiKey(first.api_key))).status).toBe(401);
    expect((await withHeaders('GET', '/api/user/me', apiKey(second.api_key))).status).toBe(200);
    first = second;
  });

  it('revoke ends the key; revoking again is 404; rotate without a key is 404', async () => {
    expect((await call(t.url, 'DELETE', '/api/user/adv/api-key', { token: tokens.owner })).status).toBe(200);
    expect((await withHeaders('GET', '/api/user/me', apiKey(first.api_key))).status).toBe(401);
    const again = await call(t.url, 'DELETE', '/api/user/adv/api-key', { token: tokens.owner });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('api_key_missing');
    expect((await call(t.url, 'POST', '/api/user/adv/api-key/rotate', { token: tokens.owner })).status).toBe(404);
    expect((await call(t.url, 'GET', '/api/user/adv/api-key', { token: tokens.owner })).body.data).toEqual({ key: null });
  });
});

describe('API key endpoints: who may call them', () => {
  const endpoints = [
    ['GET', '/api/user/adv/api-key'],
    ['POST', '/api/user/adv/api-key'],
    ['POST', '/api/user/adv/api-key/rotate'],
    ['DELETE', '/api/user/adv/api-key'],
  ] as const;

  it.each(endpoints)('%s %s signed out → 401', async (method, path) => {
    expect((await call(t.url, method, path)).status).toBe(401);
  });

  it.each(endpoints)('%s %s with brand account read-only (technical) → 403', async (method, path) => {
    const res = await call(t.url, method, path, { token: tokens.tech });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it("another brand never sees or touches this brand's key", async () => {
    const created = await call(t.url, 'POST', '/api/user/adv/api-key', { token: tokens.admin });
    expect(created.status).toBe(200);
    const prefix = (created.body.data as Revealed).prefix;
    const theirs = await call(t.url, 'GET', '/api/user/adv/api-key', { token: tokens.other });
    expect(theirs.body.data).toEqual({ key: null });
    expect((await call(t.url, 'DELETE', '/api/user/adv/api-key', { token: tokens.other })).status).toBe(404);
    const ours = await call(t.url, 'GET', '/api/user/adv/api-key', { token: tokens.owner });
    expect((ours.body.data as { key: Revealed }).key.prefix).toBe(prefix);
  });
});
