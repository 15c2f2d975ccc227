import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { basic, call, info, member, paymentBody, publicBody } from '../../tests/support/api/profile.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/user/adv/info and /api/user/me', () => {
  it('401 without a token', async () => {
    expect((await call(t.url, 'GET', '/api/user/adv/info')).status).toBe(401);
  });

  it('answers the same enriched profile on both paths, with the fallbacks', async () => {
    const m = await member(t.url, t.db);
    await t.db.query("UPDATE brand_users SET phone = '+84 1' WHERE id = $1", [m.userId]);
    const a = await call(t.url, 'GET', '/api/user/adv/info', { token: m.token });
    const b = await call(t.url, 'GET', '/api/user/me', { token: m.token });
    expect(a.status).toBe(200);
    expect(b.body.data).toEqual(a.body.data);
    expect(a.body.data).toMatchObject({
      id: m.userId,
      brand_id: m.brandId,
      email: m.email,
      business_email: m.email,
      businessEmail: m.email,
      business_phone: '+84 1',
      company_name: 'Test Brand',
      companyName: 'Test Brand',
      role_id: ROLES.owner,
      roleId: ROLES.owner,
      is_all_partner: true,
      isAllPartner: true,
      language: 'en',
      currency: 'USD',
      has_api_key: false,
      avatar: null,
      first_login_step: 0,
    });
  });

  it('an employee sees their own name as company name and no brand tabs without brand_account', async () => {
    const owner = await member(t.url, t.db);
    const e = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.custom, permissions: { brand_account: 0 } });
    const p = await info(t.url, e.token);
    expect(p.company_name).toBe('Test User');
    expect(p.public_info).toBeNull();
    expect(p.payment_info).toBeNull();
  });
});

describe('PUT basic-info (personal info)', () => {
  it('saves, returns the profile, and completes the owner’s personal step', async () => {
    const m = await member(t.url, t.db);
    const res = await call(t.url, 'PUT', '/api/user/adv/info/basic-info', {
      token: m.token,
      body: { ...basic, business_email: 'biz@acme.test', gender: 'female' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      first_name: 'Lan',
      firstName: 'Lan',
      business_email: 'biz@acme.test',
      gender: 'female',
      is_personal_info: true,
      business_phone: basic.phone,
    });
  });

  it('an employee saves their own info without completing the brand’s step', async () => {
    const owner = await member(t.url, t.db);
    const e = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.custom, permissions: {} });
    const res = await call(t.url, 'PUT', '/api/user/adv/info/basic-info', { token: e.token, body: basic });
    expect(res.status).toBe(200);
    expect((await info(t.url, owner.token)).is_personal_info).toBe(false);
    // the owner's row is untouched
    expect((await info(t.url, owner.token)).first_name).toBe('Test');
  });

  it('422 with field codes from the shared rules', async () => {
    const m = await member(t.url, t.db);
    const res = await call(t.url, 'PUT', '/api/user/adv/info/basic-info', {
      token: m.token,
      body: { first_name: '', last_name: 'x', phone: 'abc', business_email: 'nope', gender: 'x' },
    });
    expect(res.status).toBe(422);
    const codes = Object.fromEntries((res.body.errors ?? []).map((e) => [e.field, e.code]));
    expect(codes).toMatchObject({ first_name: 'c_c01', phone: 'not_valid', gender: 'invalid_value' });
    expect(codes.business_email).toBeTruthy();
  });

  it('the email cannot be changed: an email field is ignored', async () => {
    const m = await member(t.url, t.db);
    await call(t.url, 'PUT', '/api/user/adv/info/basic-info', { token: m.token, body: { ...basic, email: 'other@x.test' } });
    expect((await info(t.url, m.token)).email).toBe(m.email);
  });
});

describe('PUT public-info and payment-info (brand tabs)', () => {
  it('the owner saves both; the flags are set', async () => {
    const m = await member(t.url, t.db);
    const pub = await call(t.url, 'PUT', '/api/user/adv/info/public-info', { token: m.token, body: publicBody });
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({
      is_public_info: true,
      company_name: 'Acme Shop',
      public_info: { website: 'https://acme.test', verticals: [1, 2] },
    });
    const pay = await call(t.url, 'PUT', '/api/user/adv/info/payment-info', { token: m.token, body: paymentBody });
    expect(pay.status).toBe(200);
    expect(pay.body.data).toMatchObject({
      is_payment_info: true,
      currency: 'VND',
      payment_info: { bank_name: 'Vietcombank', account_number: '0123456789' },
    });
  });

  it('an employee cannot edit brand payment info unless brand_account is 15', async () => {
    const owner = await member(t.url, t.db);
    const read = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.custom, permissions: { brand_account: 2 } });
    const full = await member(t.url, t.db, { brandId: owner.brandId, roleId: ROLES.custom, permissions: { brand_account: 15 } });
    expect((await call(t.url, 'PUT', '/api/user/adv/info/payment-info', { token: read.token, body: paymentBody })).status).toBe(403);
    expect((await call(t.url, 'PUT', '/api/user/adv/info/public-info', { token: read.token, body: publicBody })).status).toBe(403);
    expect((await call(t.url, 'PUT', '/api/user/adv/info/payment-info', { token: full.token, body: paymentBody })).status).toBe(200);
    expect((await info(t.url, owner.token)).is_payment_info).toBe(true);
  });

  it('401 without a token; another brand’s data is untouched', async () => {
    const a = await member(t.url, t.db);
    const b = await member(t.url, t.db);
    expect((await call(t.url, 'PUT', '/api/user/adv/info/payment-info', { body: paymentBody })).status).toBe(401);
    await call(t.url, 'PUT', '/api/user/adv/info/public-info', { token: a.token, body: publicBody });
    expect((await info(t.url, b.token)).company_name).toBe('Test Brand');
  });

  it('422: bank name required for bank transfer, verticals select_one, URL rule', async () => {
    const m = await member(t.url, t.db);
    const pay = await call(t.url, 'PUT', '/api/user/adv/info/payment-info', { token: m.token, body: { ...paymentBody, bank_name: '' } });
    expect(pay.status).toBe(422);
    expect(pay.body.errors).toEqual([{ field: 'bank_name', code: 'c_c01' }]);
    const cur = await call(t.url, 'PUT', '/api/user/adv/info/payment-info', {
      token: m.token,
      body: { ...paymentBody, currency: 'EUR', account_number: '1' },
    });
    expect(cur.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'account_number', code: 'not_valid' },
        { field: 'currency', code: 'invalid_value' },
      ]),
    );
    // a wallet needs no bank
    expect(
      (
        await call(t.url, 'PUT', '/api/user/adv/info/payment-info', {
          token: m.token,
          body: { ...paymentBody, payment_method_id: 3, bank_name: '' },
        })
      ).status,
    ).toBe(200);
    const pub = await call(t.url, 'PUT', '/api/user/adv/info/public-info', {
      token: m.token,
      body: { ...publicBody, website: 'acme', verticals: [] },
    });
    expect(pub.status).toBe(422);
    expect(pub.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'website', code: 'url' },
        { field: 'verticals', code: 'select_one' },
      ]),
    );
  });

  it('a logo must be a file of the caller’s brand', async () => {
    const a = await member(t.url, t.db);
    const b = await member(t.url, t.db);
    const f = await t.db.query<{ id: number }>(
      "INSERT INTO files (brand_id, key, original_name, shortened_name, type, content_type, size, use) VALUES ($1, $2, 'a.png', 'a.png', 'png', 'image/png', 10, 'avatar') RETURNING id::int",
      [b.brandId, `k-${b.brandId}`],
    );
    const res = await call(t.url, 'PUT', '/api/user/adv/info/public-info', {
      token: a.token,
      body: { ...publicBody, logo_file_id: f.rows[0]!.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'logo_file_id', code: 'not_valid' }]);
  });
});

describe('language, first login, report time zone', () => {
  it('set-language persists and shows in the profile', async () => {
    const m = await member(t.url, t.db);
    expect(
      (await call(t.url, 'POST', '/api/user/adv/set-language', { token: m.token, body: { locale_language: 'vi' } })).body.data,
    ).toEqual({ ok: true });
    expect((await info(t.url, m.token)).language).toBe('vi');
    expect((await call(t.url, 'POST', '/api/user/adv/set-language', { token: m.token, body: { locale_language: 'fr' } })).status).toBe(422);
    expect((await call(t.url, 'POST', '/api/user/adv/set-language', { body: { locale_language: 'vi' } })).status).toBe(401);
  });

  it('first-login clears the flag; steps only move forward', async () => {
    const m = await member(t.url, t.db);
    expect((await info(t.url, m.token)).is_first_login).toBe(true);
    expect((await call(t.url, 'PUT', '/api/user/adv/info/first-login/3', { token: m.token })).body.data).toMatchObject({
      first_login_step: 3,
    });
    expect((await call(t.url, 'PUT', '/api/user/adv/info/first-login/1', { token: m.token })).body.data).toMatchObject({
      first_login_step: 3,
    });
    expect((await call(t.url, 'PUT', '/api/user/adv/info/first-login/5', { token: m.token })).status).toBe(422);
    const res = await call(t.url, 'PUT', '/api/user/first-login', { token: m.token, body: { is_first_login: false } });
    expect(res.body.data).toMatchObject({ is_first_login: false });
    expect((await call(t.url, 'PUT', '/api/user/first-login', { token: m.token, body: { is_first_login: true } })).status).toBe(422);
  });

  it('report time zone: set, cleared, unknown zone refused', async () => {
    const m = await member(t.url, t.db);
    const set = await call(t.url, 'PUT', '/api/user/adv/timezone-report', { token: m.token, body: { report_timezone_id: 'Asia/Tokyo' } });
    expect(set.body.data).toMatchObject({ report_timezone_id: 'Asia/Tokyo' });
    const bad = await call(t.url, 'PUT', '/api/user/adv/timezone-report', { token: m.token, body: { report_timezone_id: 'Mars/Olympus' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'report_timezone_id', code: 'not_valid' }]);
    expect(
      (await call(t.url, 'PUT', '/api/user/adv/timezone-report', { token: m.token, body: { report_timezone_id: null } })).body.data,
    ).toMatchObject({ report_timezone_id: null });
  });
});
