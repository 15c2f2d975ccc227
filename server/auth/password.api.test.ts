import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser, lastMailedToken, mailCount, PASSWORD, uniqueIp } from '../../tests/support/api/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const NEW = 'New-pass-2026!';
const post = (path: string, body: unknown, token?: string) => call(t.url, 'POST', path, { body, ...(token ? { token } : {}) });
const login = (email: string, password: string) => call(t.url, 'POST', '/api/auth/login', { body: { email, password }, ip: uniqueIp() });
const SET_INVALID = { message: 'Sorry your set password link is no longer valid.', code: 'set_password_link_invalid' };
const RESET_INVALID = { message: 'Sorry your reset password link is no longer valid.', code: 'reset_password_link_invalid' };

describe('set password (new employee)', () => {
  it('mails a link; the link sets the password once; then sign-in works', async () => {
    await createUser(t.db, { email: 'new@set.test', password: null });
    expect((await post('/api/auth/resend-set-password-token', { email: 'New@Set.test' })).body).toEqual({ data: { ok: true } });
    const token = await lastMailedToken(t.db, 'new@set.test');
    expect(token).toBeTruthy();
    const mail = await t.db.query<{ body: string; subject: string }>(
      "SELECT subject, body FROM mail_outbox WHERE to_address = 'new@set.test'",
    );
    expect(mail.rows[0]!.body).toContain('http://localhost:0/auth/set-password?token=');
    expect(mail.rows[0]!.subject).toBe('Set your Brand Console password');

    // a rule failure does not spend the link
    const weak = await post('/api/auth/set-password', { token, password: 'weak', confirm_password: 'weak' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual([{ field: 'password', code: 'c_c16', min: 8, max: 63 }]);

    expect((await post('/api/auth/set-password', { token, password: NEW, confirm_password: NEW })).status).toBe(200);
    expect((await login('new@set.test', NEW)).status).toBe(200);
    const again = await post('/api/auth/set-password', { token, password: NEW, confirm_password: NEW });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject(SET_INVALID);
  });

  it('answers the spec message for an expired link and for a reset token used as a set token', async () => {
    const user = await createUser(t.db, { email: 'late@set.test', password: null });
    await post('/api/auth/resend-set-password-token', { email: 'late@set.test' });
    const token = await lastMailedToken(t.db, 'late@set.test');
    await t.db.query("UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    const res = await post('/api/auth/set-password', { token, password: NEW, confirm_password: NEW });
    expect(res.status).toBe(410);
    expect(res.body).toMatchObject(SET_INVALID);
    expect((await post('/api/auth/set-password', { token: 'made-up', password: NEW, confirm_password: NEW })).body).toMatchObject(
      SET_INVALID,
    );
  });

  it('a new link retires the previous one', async () => {
    await createUser(t.db, { email: 'twice@set.test', password: null });
    await post('/api/auth/resend-set-password-token', { email: 'twice@set.test' });
    const first = await lastMailedToken(t.db, 'twice@set.test');
    await post('/api/auth/resend-set-password-token', { email: 'twice@set.test' });
    const second = await lastMailedToken(t.db, 'twice@set.test');
    expect((await post('/api/auth/set-password', { token: first, password: NEW, confirm_password: NEW })).status).toBe(410);
    expect((await post('/api/auth/set-password', { token: second, password: NEW, confirm_password: NEW })).status).toBe(200);
  });

  it('a set link for an account that already has a password answers password_already_set', async () => {
    const user = await createUser(t.db, { email: 'has@set.test', password: null });
    await post('/api/auth/resend-set-password-token', { email: 'has@set.test' });
    const token = await lastMailedToken(t.db, 'has@set.test');
    await t.db.query("UPDATE brand_users SET password_hash = 'x' WHERE id = $1", [user.id]);
    const res = await post('/api/auth/set-password', { token, password: NEW, confirm_password: NEW });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'Password already set: use forgot password.', code: 'password_already_set' });
  });

  it('asking a set link for an account with a password mails "already set" instead of a link', async () => {
    await createUser(t.db, { email: 'done@set.test' });
    expect((await post('/api/auth/resend-set-password-token', { email: 'done@set.test' })).status).toBe(200);
    const mail = await t.db.query<{ body: string }>("SELECT body FROM mail_outbox WHERE to_address = 'done@set.test'");
    expect(mail.rows[0]!.body).toContain('Password already set: use forgot password.');
    expect(await lastMailedToken(t.db, 'done@set.test')).toBeNull();
  });
});

describe('forgot and reset password', () => {
  it('answers ok for an unknown email and mails nothing', async () => {
    const res = await post('/api/auth/forgot-password', { email: 'nobody@reset.test' });
    expect(res).toMatchObject({ status: 200, body: { data: { ok: true } } });
    expect(await mailCount(t.db, 'nobody@reset.test')).toBe(0);
  });

  it('mails a reset link that changes the password once and signs out every session', async () => {
    await createUser(t.db, { email: 'forgot@reset.test' });
    const session = (await login('forgot@reset.test', PASSWORD)).body.data as { access_token: string; refresh_token: string };
    expect((await post('/api/auth/forgot-password', { email: 'forgot@reset.test' })).status).toBe(200);
    const token = await lastMailedToken(t.db, 'forgot@reset.test');
    const mismatch = await post('/api/auth/reset-password', { token, password: NEW, confirm_password: 'New-pass-2027!' });
    expect(mismatch.body.errors).toEqual([{ field: 'confirm_password', code: 'c_c15' }]);
    expect((await post('/api/auth/reset-password', { token, password: NEW, confirm_password: NEW })).status).toBe(200);
    expect((await login('forgot@reset.test', PASSWORD)).status).toBe(401);
    expect((await login('forgot@reset.test', NEW)).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/user/me', { token: session.access_token })).status).toBe(401);
    expect((await post('/api/user/refresh-token', { refresh_token: session.refresh_token })).status).toBe(401);
    const again = await post('/api/auth/reset-password', { token, password: NEW, confirm_password: NEW });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject(RESET_INVALID);
  });

  it('an expired reset link answers the spec message; resend issues a fresh one', async () => {
    const user = await createUser(t.db, { email: 'expired@reset.test' });
    await post('/api/auth/forgot-password', { email: 'expired@reset.test' });
    const old = await lastMailedToken(t.db, 'expired@reset.test');
    await t.db.query("UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [user.id]);
    expect((await post('/api/auth/reset-password', { token: old, password: NEW, confirm_password: NEW })).body).toMatchObject(
      RESET_INVALID,
    );
    await post('/api/auth/resend-reset-password-token', { email: 'expired@reset.test' });
    const fresh = await lastMailedToken(t.db, 'expired@reset.test');
    expect(fresh).not.toBe(old);
    expect((await post('/api/auth/reset-password', { token: fresh, password: NEW, confirm_password: NEW })).status).toBe(200);
  });

  it('a set token cannot be used as a reset token', async () => {
    await createUser(t.db, { email: 'mixed@reset.test', password: null });
    await post('/api/auth/resend-set-password-token', { email: 'mixed@reset.test' });
    const token = await lastMailedToken(t.db, 'mixed@reset.test');
    expect((await post('/api/auth/reset-password', { token, password: NEW, confirm_password: NEW })).body).toMatchObject(RESET_INVALID);
  });
});

describe('PUT /api/user/change-password', () => {
  const change = (token: string | undefined, body: unknown) =>
    call(t.url, 'PUT', '/api/user/change-password', { body, ...(token ? { token } : {}) });

  it('needs a signed-in user', async () => {
    expect((await change(undefined, { current_password: PASSWORD, new_password: NEW, confirm_password: NEW })).status).toBe(401);
  });

  it('enforces the rules: current password, c_c16, c_c15, new differs from current', async () => {
    await createUser(t.db, { email: 'rules@change.test' });
    const { access_token } = (await login('rules@change.test', PASSWORD)).body.data as { access_token: string };
    const cases: [unknown, unknown][] = [
      [
        { current_password: 'Wrong-pass-1!', new_password: NEW, confirm_password: NEW },
        [{ field: 'current_password', code: 'current_password_incorrect' }],
      ],
      [
        { current_password: PASSWORD, new_password: 'no digits!A', confirm_password: 'no digits!A' },
        [{ field: 'new_password', code: 'c_c16', min: 8, max: 63 }],
      ],
      [{ current_password: PASSWORD, new_password: NEW, confirm_password: NEW + 'x' }, [{ field: 'confirm_password', code: 'c_c15' }]],
      [
        { current_password: PASSWORD, new_password: PASSWORD, confirm_password: PASSWORD },
        [{ field: 'new_password', code: 'password_same_as_current' }],
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await change(access_token, body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(errors);
    }
    expect((await login('rules@change.test', PASSWORD)).status).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    await createUser(t.db, { email: 'ok@change.test' });
    const here = (await login('ok@change.test', PASSWORD)).body.data as { access_token: string; refresh_token: string };
    const there = (await login('ok@change.test', PASSWORD)).body.data as { access_token: string };
    expect((await change(here.access_token, { current_password: PASSWORD, new_password: NEW, confirm_password: NEW })).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/user/me', { token: here.access_token })).status).toBe(200);
    expect((await post('/api/user/refresh-token', { refresh_token: here.refresh_token })).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/user/me', { token: there.access_token })).status).toBe(401);
    expect((await login('ok@change.test', NEW)).status).toBe(200);
  });
});
