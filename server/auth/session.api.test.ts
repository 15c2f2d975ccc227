import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser, PASSWORD, uniqueIp } from '../../tests/support/api/auth.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Tokens {
  access_token: string;
  refresh_token: string;
}
let n = 0;
async function signedIn(): Promise<Tokens & { email: string; userId: number }> {
  const email = `s${++n}@session.test`;
  const user = await createUser(t.db, { email });
  const res = await call(t.url, 'POST', '/api/auth/login', { body: { email, password: PASSWORD }, ip: uniqueIp() });
  expect(res.status).toBe(200);
  return { ...(res.body.data as Tokens), email, userId: user.id };
}
const refresh = (refresh_token: string) => call(t.url, 'POST', '/api/user/refresh-token', { body: { refresh_token } });
const me = (token?: string) => call(t.url, 'GET', '/api/user/me', token ? { token } : {});

describe('GET /api/user/me', () => {
  it('answers 401 without a token, with a garbage token and with a forged one', async () => {
    expect((await me()).status).toBe(401);
    expect((await me('not-a-jwt')).status).toBe(401);
    const { access_token } = await signedIn();
    const [h, p] = access_token.split('.');
    expect((await me(`${h}.${p}.${'A'.repeat(43)}`)).status).toBe(401);
  });

  it('answers the profile with a token', async () => {
    const s = await signedIn();
    const res = await me(s.access_token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: s.userId,
      email: s.email,
      role_id: 1,
      company_name: 'Test Brand',
      business_email: s.email,
      is_all_partner: true,
      language: 'en',
      currency: 'USD',
      manager: null,
      percentage: 0,
    });
    expect((res.body.data as { permissions: Record<string, number> }).permissions.payment).toBe(15);
  });

  it('reports employee levels and the onboarding percentage', async () => {
    const owner = await createUser(t.db, { email: 'own@me.test' });
    await t.db.query('UPDATE brands SET is_personal_info = true, is_public_info = true WHERE id = $1', [owner.brandId]);
    await createUser(t.db, {
      email: 'emp@me.test',
      brandId: owner.brandId,
      roleId: 6,
      permissions: { payment: LEVEL.none, report: LEVEL.read },
    });
    const login = await call(t.url, 'POST', '/api/auth/login', { body: { email: 'emp@me.test', password: PASSWORD }, ip: uniqueIp() });
    const res = await me((login.body.data as Tokens).access_token);
    expect(res.body.data).toMatchObject({ role_id: 6, percentage: 67, company_name: 'Test User' });
    expect((res.body.data as { permissions: Record<string, number> }).permissions).toMatchObject({ payment: 0, report: 2, offers: 15 });
  });

  it('stops answering once the user is deactivated', async () => {
    const s = await signedIn();
    await t.db.query("UPDATE brand_users SET status = 'inactive' WHERE id = $1", [s.userId]);
    expect((await me(s.access_token)).status).toBe(401);
    expect((await refresh(s.refresh_token)).status).toBe(401);
  });
});

describe('POST /api/user/refresh-token', () => {
  it('rotates: a new pair that works, and the old refresh token is spent', async () => {
    const s = await signedIn();
    const res = await refresh(s.refresh_token);
    expect(res.status).toBe(200);
    const next = res.body.data as Tokens;
    expect(next.refresh_token).not.toBe(s.refresh_token);
    expect((await me(next.access_token)).status).toBe(200);
    expect((await refresh(next.refresh_token)).status).toBe(200);
  });

  it('reuse of a spent token revokes the whole family, newer tokens included', async () => {
    const s = await signedIn();
    const second = (await refresh(s.refresh_token)).body.data as Tokens;
    const third = (await refresh(second.refresh_token)).body.data as Tokens;
    const reuse = await refresh(s.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('refresh_token_invalid');
    expect((await refresh(third.refresh_token)).status).toBe(401);
    expect((await me(third.access_token)).status).toBe(401);
    // another session of the same user is untouched
    const other = await call(t.url, 'POST', '/api/auth/login', { body: { email: s.email, password: PASSWORD }, ip: uniqueIp() });
    expect((await refresh((other.body.data as Tokens).refresh_token)).status).toBe(200);
  });

  it('of 20 concurrent refreshes with one token at most one succeeds', async () => {
    const s = await signedIn();
    // Warm the pool so the requests race on the row, not on opening connections.
    await Promise.all(Array.from({ length: 10 }, () => t.db.query('SELECT pg_sleep(0.05)')));
    // app.inject starts all 20 in the same tick (real sockets would spread them over connection set-up)
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await t.app.inject({ method: 'POST', url: '/api/user/refresh-token', payload: { refresh_token: s.refresh_token } });
        return { status: res.statusCode, body: res.json() as { code?: string } };
      }),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(401);
      expect(a.body.code).toBe('refresh_token_invalid');
    }
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM refresh_tokens t JOIN auth_sessions s ON s.id = t.family_id WHERE s.user_id = $1',
      [s.userId],
    );
    expect(rows[0]!.n).toBe(1 + ok.length);
  });

  it('refuses unknown and expired tokens', async () => {
    expect((await refresh('unknown-token')).status).toBe(401);
    const s = await signedIn();
    await t.db.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [s.userId]);
    expect((await refresh(s.refresh_token)).status).toBe(401);
  });

  it('is public: it needs no access token, and a missing body is 422', async () => {
    const res = await call(t.url, 'POST', '/api/user/refresh-token', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'refresh_token', code: 'required' }]);
  });
});

describe('POST /api/user/logout', () => {
  it('needs a signed-in user', async () => {
    expect((await call(t.url, 'POST', '/api/user/logout', { body: {} })).status).toBe(401);
  });

  it('ends the session: access and refresh tokens stop working', async () => {
    const s = await signedIn();
    const res = await call(t.url, 'POST', '/api/user/logout', { token: s.access_token, body: { refresh_token: s.refresh_token } });
    expect(res.status).toBe(200);
    expect((await me(s.access_token)).status).toBe(401);
    expect((await refresh(s.refresh_token)).status).toBe(401);
  });

  it('works without a body and leaves the other sessions alone', async () => {
    const a = await signedIn();
    const b = await call(t.url, 'POST', '/api/auth/login', { body: { email: a.email, password: PASSWORD }, ip: uniqueIp() });
    expect((await call(t.url, 'POST', '/api/user/logout', { token: a.access_token })).status).toBe(200);
    expect((await refresh(a.refresh_token)).status).toBe(401);
    expect((await me((b.body.data as Tokens).access_token)).status).toBe(200);
  });

  it("ignores another user's refresh token", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await call(t.url, 'POST', '/api/user/logout', { token: a.access_token, body: { refresh_token: b.refresh_token } });
    expect((await refresh(b.refresh_token)).status).toBe(200);
  });
});
