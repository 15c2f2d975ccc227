import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser, PASSWORD, uniqueIp, type Answer } from '../../tests/support/api/auth.ts';
import { create } from '../../tests/support/api/offers.ts';

/**
 * The API key is read-only by operation (issue 25 item 4, decision 075): the POST lists and searches
 * answer the key as they answer the owner, every write is 403 whatever its method or level, and an
 * answer that carries a secret is refused to the key.
 */
let t: TestApp;
let owner = '';
let key = '';

async function withKey(method: string, path: string, body?: unknown): Promise<Answer> {
  const headers = { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const res = await fetch(t.url + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await res.text();
  const json = res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : {};
  return { status: res.status, headers: res.headers, body: json };
}

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'owner@read-only.test' });
  const login = await call(t.url, 'POST', '/api/auth/login', {
    body: { email: 'owner@read-only.test', password: PASSWORD },
    ip: uniqueIp(),
  });
  owner = (login.body.data as { access_token: string }).access_token;
  key = ((await call(t.url, 'POST', '/api/user/adv/api-key', { token: owner })).body.data as { api_key: string }).api_key;
  await create(t.url, owner, { name: 'Read-only probe offer' });
});
afterAll(async () => {
  await t?.close();
});

describe('the read-only API key, by operation', () => {
  it.each([
    ['/api/offers/list?limit=25', {}],
    ['/api/markets/partners?limit=25', {}],
  ])('POST %s only reads: the key gets what the owner gets', async (path, body) => {
    const asOwner = await call(t.url, 'POST', path, { token: owner, body });
    const asKey = await withKey('POST', path, body);
    expect(asOwner.status).toBe(200);
    expect(asKey.status).toBe(200);
    expect(asKey.body.data).toEqual(asOwner.body.data);
  });

  it('the offer list the key reads has the brand’s offer in it', async () => {
    const res = await withKey('POST', '/api/offers/list', {});
    expect((res.body.data as { items: { name: string }[] }).items.map((o) => o.name)).toContain('Read-only probe offer');
  });

  it('the offer export (a POST that only reads) streams to the key', async () => {
    const res = await fetch(`${t.url}/api/offers/export?format=csv`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('csv');
  });

  it('a read by the key appends no audit row', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    await withKey('POST', '/api/offers/list', {});
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it.each([
    ['POST', '/api/offers', { name: 'Written by a key' }],
    ['POST', '/api/markets/filters', { name: 'stash', filters: {} }],
    ['POST', '/api/user/adv/webhooks', { url: 'https://hooks.example.com/k', events: ['conversion.created'] }],
    ['POST', '/api/user/adv/webhooks/1/rotate-secret', undefined],
    ['POST', '/api/offers/global-postback/rotate', undefined],
    ['DELETE', '/api/markets/filters/1', undefined],
  ])('a write is 403 api_key_not_allowed: %s %s', async (method, path, body) => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    const res = await withKey(method, path, body);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('api_key_not_allowed');
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it.each(['/api/offers/global-postback', '/api/offers/script?offer_id=1'])(
    'a read carrying the global postback token is refused to the key: GET %s',
    async (path) => {
      const res = await withKey('GET', path);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('api_key_not_allowed');
      expect(JSON.stringify(res.body)).not.toMatch(/token=/);
    },
  );

  it('the owner still reads the global postback URL with its token', async () => {
    const res = await call(t.url, 'GET', '/api/offers/global-postback', { token: owner });
    expect(res.status).toBe(200);
    expect((res.body.data as { url: string }).url).toMatch(/token=[A-Za-z0-9_-]{20,}/);
  });
});
