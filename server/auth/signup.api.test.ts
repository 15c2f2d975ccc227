import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChallenge, encodePayload, solveToPayload, type PowChallenge } from '../../src/domain/auth/pow.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser } from '../../tests/support/api/auth.ts';
import { deriveSecret } from './crypto.ts';
import { attachAuthSettings, authSettings } from './settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A small search space keeps the tests fast; the scheme is the same.
  attachAuthSettings(t.db, { ...authSettings(t.db), powMaxNumber: 200 });
});
afterAll(async () => {
  await t?.close();
});

async function challenge(): Promise<PowChallenge> {
  const res = await call(t.url, 'GET', '/api/auth/challenge');
  expect(res.status).toBe(200);
  return res.body.data as PowChallenge;
}
let n = 0;
function form(altcha: string, overrides: Record<string, string> = {}) {
  return {
    company_name: 'Acme',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `ada${++n}@signup.test`,
    password: 'Sign-up-pass-1!',
    confirm_password: 'Sign-up-pass-1!',
    altcha,
    ...overrides,
  };
}
const signUp = (body: unknown) => call(t.url, 'POST', '/api/auth/sign-up', { body });
const ROBOT = { message: 'Please verify that you are not a robot.', code: 'robot_check_failed' };

describe('GET /api/auth/challenge', () => {
  it('issues a signed SHA-256 challenge with an expiry', async () => {
    const c = await challenge();
    expect(c).toMatchObject({ algorithm: 'SHA-256', maxnumber: 200 });
    expect(c.salt).toMatch(/\?expires=\d+$/);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/auth/sign-up', () => {
  it('creates the brand and its owner with a solved challenge, and signs in', async () => {
    const body = form((await solveToPayload(await challenge()))!, { company_name: '  Acme Ltd ' });
    const res = await signUp(body);
    expect(res.status).toBe(200);
    const data = res.body.data as { access_token: string; user: { id: number; brand_id: number; role_id: number; email: string } };
    expect(data.user).toMatchObject({ role_id: 1, email: body.email });
    const me = await call(t.url, 'GET', '/api/user/me', { token: data.access_token });
    expect(me.body.data).toMatchObject({ company_name: 'Acme Ltd', first_name: 'Ada', last_name: 'Lovelace', is_admin_approve: false });
    const login = await call(t.url, 'POST', '/api/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);
  });

  it('refuses a solution presented twice', async () => {
    const altcha = (await solveToPayload(await challenge()))!;
    expect((await signUp(form(altcha))).status).toBe(200);
    const again = await signUp(form(altcha));
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject(ROBOT);
  });

  it('refuses an unsolved challenge (wrong number), a forged one and garbage', async () => {
    const c = await challenge();
    const solved = JSON.parse(atob((await solveToPayload(c))!)) as { number: number };
    const wrong = encodePayload({ ...c, algorithm: 'SHA-256', number: (solved.number + 1) % 201 });
    const forgedSignature = encodePayload({ ...c, algorithm: 'SHA-256', number: solved.number, signature: 'f'.repeat(64) });
    for (const altcha of [wrong, forgedSignature, 'garbage', '']) {
      const res = await signUp(form(altcha));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject(ROBOT);
    }
    const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM brand_users WHERE email LIKE 'ada%@signup.test'");
    expect(rows[0]!.n).toBe(2); // only the two successful sign-ups above (tests run in order)
  });

  it('refuses an expired challenge signed by the server', async () => {
    const secret = deriveSecret(authSettings(t.db).jwtSecret, 'pow');
    const old = await createChallenge({ secret, maxNumber: 20, now: Date.now() - 3_600_000, ttlSeconds: 600 });
    const res = await signUp(form((await solveToPayload(old))!));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject(ROBOT);
    // the same construction with a live expiry is accepted, so the refusal above is about time
    const fresh = await createChallenge({ secret, maxNumber: 20 });
    expect((await signUp(form((await solveToPayload(fresh))!))).status).toBe(200);
  });

  it('checks the password rules and the email before the robot check (422 field codes)', async () => {
    const res = await signUp(form('unsolved', { email: 'not-an-email', password: 'short', confirm_password: 'other' }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors).toEqual([
      { field: 'email', code: 'email' },
      { field: 'password', code: 'c_c16', min: 8, max: 63 },
      { field: 'confirm_password', code: 'c_c15' },
    ]);
  });

  it('refuses an email already in use, whatever its case', async () => {
    await createUser(t.db, { email: 'taken@signup.test' });
    const res = await signUp(form((await solveToPayload(await challenge()))!, { email: 'Taken@Signup.test' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'email', code: 'email_not_available' }]);
  });

  it('requires every field', async () => {
    const res = await signUp({});
    expect(res.status).toBe(422);
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual([
      'altcha',
      'company_name',
      'confirm_password',
      'email',
      'first_name',
      'last_name',
      'password',
    ]);
  });
});
