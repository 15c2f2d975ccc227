import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser, PASSWORD, uniqueIp } from '../../tests/support/api/auth.ts';
import { LOGIN_LIMITS } from './throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string, ip: string, url = t.url) =>
  call(url, 'POST', '/api/auth/login', { body: { email, password }, ip });

describe('POST /api/auth/login', () => {
  it('signs in the demo owner seeded by server/demo/seed.ts', async () => {
    const res = await login('owner@demo.test', 'Demo-pass-2026!', uniqueIp());
    expect(res.status).toBe(200);
    expect((res.body.data as { user: { role_id: number } }).user.role_id).toBe(1);
  });

  it('signs in and returns tokens and the user', async () => {
    const user = await createUser(t.db, { email: 'ok@login.test' });
    const res = await login('  OK@Login.TEST ', PASSWORD, uniqueIp());
    expect(res.status).toBe(200);
    const data = res.body.data as Record<string, unknown>;
    expect(data).toMatchObject({ expires_in: 900, user: { id: user.id, brand_id: user.brandId, email: 'ok@login.test', role_id: 1 } });
    expect(typeof data.access_token).toBe('string');
    expect(typeof data.refresh_token).toBe('string');
    // the refresh token is stored only as its digest
    const stored = await t.db.query('SELECT 1 FROM refresh_tokens WHERE token_hash = $1', [data.refresh_token]);
    expect(stored.rowCount).toBe(0);
  });

  it('answers the same for a wrong password, an unknown email, no password yet and an inactive user', async () => {
    await createUser(t.db, { email: 'wrong@login.test' });
    await createUser(t.db, { email: 'nopass@login.test', password: null });
    await createUser(t.db, { email: 'inactive@login.test', status: 'inactive' });
    const answers = await Promise.all([
      login('wrong@login.test', 'Wrong-pass-1!', uniqueIp()),
      login('nobody@login.test', PASSWORD, uniqueIp()),
      login('nopass@login.test', PASSWORD, uniqueIp()),
      login('inactive@login.test', PASSWORD, uniqueIp()),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Email or password incorrect.', code: 'invalid_credentials', errors: [] });
    }
  });

  it('validates the body (422 with field codes)', async () => {
    const res = await call(t.url, 'POST', '/api/auth/login', { body: { email: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual(['email', 'password']);
  });

  it('locks an account after repeated failures, even for the right password, with Retry-After', async () => {
    await createUser(t.db, { email: 'locked@login.test' });
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await login('locked@login.test', `Wrong-pass-${i}!`, uniqueIp())).status).toBe(401);
    }
    const res = await login('locked@login.test', PASSWORD, uniqueIp());
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('too_many_requests');
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(LOGIN_LIMITS.windowSeconds - 60);
    expect(retry).toBeLessThanOrEqual(LOGIN_LIMITS.windowSeconds);
    // once the failures leave the window the account opens again
    await t.db.query("UPDATE login_attempts SET created_at = created_at - interval '16 minutes' WHERE email = 'locked@login.test'");
    expect((await login('locked@login.test', PASSWORD, uniqueIp())).status).toBe(200);
  });

  it('locks unknown emails the same way (no enumeration by lockout)', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) await login('ghost@login.test', 'Wrong-pass-1!', uniqueIp());
    expect((await login('ghost@login.test', 'Wrong-pass-1!', uniqueIp())).status).toBe(429);
  });

  it('a success clears the account count', async () => {
    await createUser(t.db, { email: 'reset@login.test' });
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++) await login('reset@login.test', 'Wrong-pass-1!', uniqueIp());
    expect((await login('reset@login.test', PASSWORD, uniqueIp())).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccount - 1; i++) {
      expect((await login('reset@login.test', 'Wrong-pass-1!', uniqueIp())).status).toBe(401);
    }
  });

  it('locks an address after repeated failures across accounts', async () => {
    await createUser(t.db, { email: 'victim@login.test' });
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      expect((await login(`spray${i}@login.test`, 'Wrong-pass-1!', ip)).status).toBe(401);
    }
    const res = await login('victim@login.test', PASSWORD, ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // another address is not affected
    expect((await login('victim@login.test', PASSWORD, uniqueIp())).status).toBe(200);
  });

  it('without a trusted proxy, a forged X-Forwarded-For does not escape the per-address limit', async () => {
    const direct = await createTestApp({ config: { trustProxy: undefined } });
    try {
      await createUser(direct.db, { email: 'direct@login.test' });
      for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
        expect((await login(`forged${i}@login.test`, 'Wrong-pass-1!', uniqueIp(), direct.url)).status).toBe(401);
      }
      expect((await login('direct@login.test', PASSWORD, uniqueIp(), direct.url)).status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
