import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../src/domain/auth/contract.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser, PASSWORD, uniqueIp } from '../../tests/support/api/auth.ts';

/** The authorization table of the auth endpoints, checked route by route over HTTP. */
const EXPECTED: Record<string, 'public' | 'user'> = {
  'POST /api/auth/login': 'public',
  'POST /api/user/logout': 'user',
  'POST /api/user/refresh-token': 'public',
  'GET /api/auth/challenge': 'public',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/set-password': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/resend-set-password-token': 'public',
  'POST /api/auth/resend-reset-password-token': 'public',
  'PUT /api/user/change-password': 'user',
  'GET /api/user/me': 'user',
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.db, { email: 'access@auth.test' });
  const res = await call(t.url, 'POST', '/api/auth/login', { body: { email: 'access@auth.test', password: PASSWORD }, ip: uniqueIp() });
  token = (res.body.data as { access_token: string }).access_token;
});
afterAll(async () => {
  await t?.close();
});

describe('auth endpoints: who may call them', () => {
  it('the descriptors declare exactly the expected access', () => {
    const declared = Object.fromEntries(authEndpoints.map((e) => [`${e.method} ${e.path}`, e.access.kind]));
    expect(declared).toEqual(EXPECTED);
  });

  for (const e of authEndpoints) {
    const name = `${e.method} ${e.path}`;
    it(`${name} signed out → ${EXPECTED[name] === 'user' ? '401' : 'not 401 unauthorized'}`, async () => {
      const res = await call(t.url, e.method, e.path, e.method === 'GET' ? {} : { body: {} });
      if (EXPECTED[name] === 'user') {
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('unauthorized');
      } else {
        expect(res.body.code).not.toBe('unauthorized');
        expect([200, 422]).toContain(res.status);
      }
    });

    if (EXPECTED[name] === 'user' && name !== 'POST /api/user/logout') {
      it(`${name} signed in → reaches the handler`, async () => {
        const res = await call(t.url, e.method, e.path, e.method === 'GET' ? { token } : { token, body: {} });
        expect(res.status).not.toBe(401);
        expect(res.status).toBeLessThan(500);
      });
    }
  }

  it('the openapi document lists every auth path', async () => {
    const res = await call(t.url, 'GET', '/api/openapi.json');
    const text = JSON.stringify(res.body);
    for (const e of authEndpoints) expect(text).toContain(e.path);
  });
});
