import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser, PASSWORD, uniqueIp } from '../../tests/support/api/auth.ts';

/**
 * The document says what the server accepts and answers, as client generators read it (issue 25
 * item 4): every `limit` names its accepted values, and the 400 and 404 it lists are answers the
 * server really gives — checked against the server, not only against the document.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
let doc: Json;
let token = '';
const operations: { method: string; path: string; op: Json }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'owner@answers.test' });
  const login = await call(t.url, 'POST', '/api/auth/login', { body: { email: 'owner@answers.test', password: PASSWORD }, ip: uniqueIp() });
  token = (login.body.data as { access_token: string }).access_token;
  doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as Json;
  for (const [path, item] of Object.entries(doc.paths as Json))
    for (const [method, op] of Object.entries(item as Json)) operations.push({ method, path, op: op as Json });
});
afterAll(async () => {
  await t?.close();
});

const limitOf = (op: Json): Json | undefined => (op.parameters as Json[] | undefined)?.find((p) => p.in === 'query' && p.name === 'limit');

describe('what the document says the server accepts', () => {
  it('every `limit` lists its accepted page sizes (or a range), never a bare integer', () => {
    const withLimit = operations.filter((o) => limitOf(o.op));
    expect(withLimit.length).toBeGreaterThan(10);
    const bare = withLimit.filter((o) => {
      const schema = limitOf(o.op)!.schema as Json;
      return !Array.isArray(schema.enum) && !(schema.maximum < 1000);
    });
    expect(bare.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(limitOf(doc.paths['/api/offers/list'].post)!.schema.enum).toEqual([25, 50, 100, 200]);
  });

  it('the offer list takes exactly the sizes the document lists', async () => {
    const sizes = limitOf(doc.paths['/api/offers/list'].post)!.schema.enum as number[];
    for (const limit of sizes) {
      const res = await call(t.url, 'POST', `/api/offers/list?limit=${limit}`, { token, body: {} });
      expect(res.status, String(limit)).toBe(200);
      expect((res.body.data as { paging: { limit: number } }).paging.limit).toBe(limit);
    }
    for (const limit of [10, 26, 201, 1000]) {
      const res = await call(t.url, 'POST', `/api/offers/list?limit=${limit}`, { token, body: {} });
      expect(res.status, String(limit)).toBe(422);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'limit', code: 'page_size' })]);
    }
  });

  it('every operation with a JSON body lists 400 and 413, and a malformed or over-long body gets them', async () => {
    const withBody = operations.filter((o) => o.op.requestBody?.content?.['application/json']);
    expect(withBody.length).toBeGreaterThan(40);
    expect(withBody.filter((o) => !o.op.responses['400']).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    const res = await fetch(`${t.url}/api/offers/list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"status": [1',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('malformed_json');
    expect(withBody.filter((o) => !o.op.responses['413']).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    const huge = await fetch(`${t.url}/api/offers/list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'x'.repeat(300 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { code: string }).code).toBe('payload_too_large');
  });

  it('an operation naming its object in the query lists 404, and an unknown one gets it', async () => {
    expect(Object.keys(doc.paths['/api/offers/script'].get.responses)).toContain('404');
    const res = await call(t.url, 'GET', '/api/offers/script?offer_id=987654321', { token });
    expect(res.status).toBe(404);
    // a list filtered by an optional id is not that: it answers an empty page
    expect(Object.keys(doc.paths['/api/offers/list'].post.responses)).not.toContain('404');
  });

  it('every operation lists 414, and an over-long URL gets it before routing, a tracking one too', async () => {
    expect(operations.filter((o) => !o.op.responses['414']).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    for (const path of ['/api/health', '/track/script.js', '/api/offers/list']) {
      const res = await fetch(`${t.url}${path}?q=${'a'.repeat(9000)}`);
      expect(res.status, path).toBe(414);
      expect(((await res.json()) as { code: string }).code, path).toBe('uri_too_long');
    }
  });

  it('an operation that checks its own credential lists 401 and its scheme, and a wrong one gets it', async () => {
    const login = doc.paths['/api/auth/login'].post;
    expect(Object.keys(login.responses)).toContain('401');
    expect(login.security).toEqual([]);
    const wrong = await call(t.url, 'POST', '/api/auth/login', {
      body: { email: 'owner@answers.test', password: 'not-it-at-all' },
      ip: uniqueIp(),
    });
    expect(wrong.status).toBe(401);
    const me = doc.paths['/api/agency/me'].get;
    expect(Object.keys(me.responses)).toContain('401');
    expect(me.security).toEqual([{ agencyBearer: [] }]);
    expect(doc.components.securitySchemes.agencyBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    // a brand token is no agency token
    expect((await call(t.url, 'GET', '/api/agency/me', { token })).status).toBe(401);
  });

  it('an operation naming its object in the body lists 404, and an unknown one gets it', async () => {
    expect(Object.keys(doc.paths['/api/offers/working-mode'].put.responses)).toContain('404');
    const res = await call(t.url, 'PUT', '/api/offers/working-mode', { token, body: { offer_id: 987654321, action: 'pause' } });
    expect(res.status, JSON.stringify(res.body)).toBe(404);
  });
});
