import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS, LEVEL } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call, createUser, lastMailedToken, PASSWORD, uniqueIp } from '../../tests/support/api/auth.ts';
import { addUser, createBrand, levels, tokenFor, type TestUser } from '../../tests/support/api/employees.ts';

const LIST = '/api/user/brand/workspace/brand-users';
const ONE = '/api/user/brand/workspace/brand-user';

let t: TestApp;
let owner: TestUser;
let reader: TestUser; // employee module read only
let none: TestUser; // employee module no access
let staff: TestUser; // an ordinary employee to edit
let other: TestUser; // the owner of another brand
let otherStaff: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const brand = await createBrand(t.db, 'Mine');
  owner = await addUser(t.db, brand, { role: 'owner', firstName: 'Olivia' });
  reader = await addUser(t.db, brand, { role: 'custom', permissions: levels({ employee: LEVEL.read }), firstName: 'Rita' });
  none = await addUser(t.db, brand, { role: 'custom', permissions: levels({ employee: LEVEL.none }) });
  staff = await addUser(t.db, brand, { role: 'technical', permissions: ROLE_DEFAULTS.technical, firstName: 'Zed' });
  const otherBrand = await createBrand(t.db, 'Theirs');
  other = await addUser(t.db, otherBrand, { role: 'owner', email: 'secret-owner@other.test' });
  otherStaff = await addUser(t.db, otherBrand, { role: 'admin', email: 'secret-admin@other.test' });
});
afterAll(async () => {
  await t?.close();
});

type Item = {
  id: number;
  email: string;
  name: string;
  role_id: number;
  status: string;
  permissions: Record<string, number>;
  has_password: boolean;
  is_all_partner: boolean;
};
const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;

describe('GET brand-users', () => {
  it('401 signed out, 403 without the employee module', async () => {
    expect((await call(t.url, 'GET', LIST)).status).toBe(401);
    const res = await call(t.url, 'GET', LIST, { token: none.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });

  it('read-only lists the own brand only, owner first, with paging', async () => {
    const res = await call(t.url, 'GET', `${LIST}?page=1&limit=25`, { token: reader.token });
    expect(res.status).toBe(200);
    const { items, paging } = data<{ items: Item[]; paging: Record<string, number> }>(res);
    expect(items.map((i) => i.id).sort()).toEqual([owner.id, reader.id, none.id, staff.id].sort());
    expect(items[0]!.id).toBe(owner.id);
    expect(JSON.stringify(items)).not.toContain('other.test');
    expect(paging).toEqual({ current_page: 1, limit: 25, total_row: 4, total_page: 1 });
    expect(items.find((i) => i.id === staff.id)!.permissions).toEqual(ROLE_DEFAULTS.technical);
  });

  it('searches name and email; wildcards are literal; search over 128 characters is refused', async () => {
    const byName = data<{ items: Item[] }>(await call(t.url, 'GET', `${LIST}?search=zed`, { token: reader.token }));
    expect(byName.items.map((i) => i.id)).toEqual([staff.id]);
    const wildcard = data<{ items: Item[] }>(await call(t.url, 'GET', `${LIST}?search=%25`, { token: reader.token }));
    expect(wildcard.items).toEqual([]);
    const secret = data<{ items: Item[] }>(await call(t.url, 'GET', `${LIST}?search=secret`, { token: reader.token }));
    expect(secret.items).toEqual([]);
    const long = await call(t.url, 'GET', `${LIST}?search=${'a'.repeat(129)}`, { token: reader.token });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([{ field: 'search', code: 'max_length', max: 128 }]);
  });

  it('refuses page sizes outside the spec', async () => {
    const res = await call(t.url, 'GET', `${LIST}?limit=30`, { token: reader.token });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('limit');
  });
});

describe('GET brand-user/:id', () => {
  it('answers the own brand, 404 for another brand, 422 for a malformed id', async () => {
    const mine = await call(t.url, 'GET', `${ONE}/${staff.id}`, { token: reader.token });
    expect(mine.status).toBe(200);
    expect(data<{ partner_ids: number[] }>(mine).partner_ids).toEqual([]);
    const theirs = await call(t.url, 'GET', `${ONE}/${otherStaff.id}`, { token: owner.token });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('secret');
    expect((await call(t.url, 'GET', `${ONE}/abc`, { token: owner.token })).status).toBe(422);
    expect((await call(t.url, 'GET', `${ONE}/${staff.id}`, { token: none.token })).status).toBe(403);
  });
});

describe('POST brand-user (invite)', () => {
  it('creates the user without a password and mails a working set-password link', async () => {
    const res = await call(t.url, 'POST', ONE, {
      token: owner.token,
      body: { email: 'New.Hire@employees.test', first_name: 'New', last_name: 'Hire', role_id: 5 },
    });
    expect(res.status).toBe(200);
    const hire = data<Item>(res);
    expect(hire).toMatchObject({
      email: 'New.Hire@employees.test',
      name: 'New Hire',
      role_id: 5,
      status: 'active',
      has_password: false,
      permissions: ROLE_DEFAULTS.finance,
    });
    const token = await lastMailedToken(t.db, 'new.hire@employees.test');
    expect(token).toBeTruthy();
    const password = 'Hire-pass-2026!';
    const set = await call(t.url, 'POST', '/api/auth/set-password', { body: { token, password, confirm_password: password } });
    expect(set.status).toBe(200);
    const login = await call(t.url, 'POST', '/api/auth/login', { body: { email: 'new.hire@employees.test', password }, ip: uniqueIp() });
    expect(login.status).toBe(200);
    expect(data<{ user: { brand_id: number } }>(login).user.brand_id).toBe(owner.brandId);
  });

  it('duplicate email (any case, any brand) → 422 already_exists on email', async () => {
    for (const email of [staff.email.toUpperCase(), 'secret-admin@other.test']) {
      const res = await call(t.url, 'POST', ONE, { token: owner.token, body: { email, role_id: 2 } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'email', code: 'already_exists' }]);
    }
  });

  it('validates email, role and the levels of the custom role', async () => {
    const bad = await call(t.url, 'POST', ONE, { token: owner.token, body: { email: 'not-an-email', role_id: 1 } });
    expect(bad.status).toBe(422);
    const fields = bad.body.errors!.map((e) => e.field).sort();
    expect(fields).toEqual(['email', 'role_id']);
    const custom = await call(t.url, 'POST', ONE, { token: owner.token, body: { email: 'c1@employees.test', role_id: 6 } });
    expect(custom.body.errors).toEqual([{ field: 'permissions', code: 'c_c01' }]);
    const badLevel = await call(t.url, 'POST', ONE, {
      token: owner.token,
      body: { email: 'c1@employees.test', role_id: 6, permissions: { offers: 3 } },
    });
    expect(badLevel.status).toBe(422);
    const ok = await call(t.url, 'POST', ONE, {
      token: owner.token,
      body: { email: 'c1@employees.test', role_id: 6, permissions: { offers: 2, report: 15 }, is_all_partner: false },
    });
    expect(ok.status).toBe(200);
    expect(data<Item>(ok).permissions).toMatchObject({ offers: 2, report: 15, payment: 0 });
    expect(data<Item>(ok).is_all_partner).toBe(false);
  });

  it('needs full access on employee', async () => {
    const res = await call(t.url, 'POST', ONE, { token: reader.token, body: { email: 'r@employees.test', role_id: 2 } });
    expect(res.status).toBe(403);
    expect((await call(t.url, 'POST', ONE, { body: { email: 'r@employees.test', role_id: 2 } })).status).toBe(401);
  });
});

describe('PUT brand-user/:id', () => {
  it('a new role brings its defaults unless levels are given', async () => {
    const toFinance = await call(t.url, 'PUT', `${ONE}/${staff.id}`, { token: owner.token, body: { role_id: 5 } });
    expect(data<Item>(toFinance).permissions).toEqual(ROLE_DEFAULTS.finance);
    const toAdmin = await call(t.url, 'PUT', `${ONE}/${staff.id}`, {
      token: owner.token,
      body: { role_id: 2, permissions: { payment: 2 } },
    });
    expect(data<Item>(toAdmin).permissions).toEqual({ ...ROLE_DEFAULTS.admin, payment: 2 });
    const toCustom = await call(t.url, 'PUT', `${ONE}/${staff.id}`, { token: owner.token, body: { role_id: 6 } });
    expect(toCustom.body.errors).toEqual([{ field: 'permissions', code: 'c_c01' }]);
    const levelsOnly = await call(t.url, 'PUT', `${ONE}/${staff.id}`, {
      token: owner.token,
      body: { permissions: { fraud_detector: 0 }, is_all_partner: false },
    });
    expect(data<Item>(levelsOnly)).toMatchObject({
      role_id: 2,
      is_all_partner: false,
      permissions: { ...ROLE_DEFAULTS.admin, payment: 2, fraud_detector: 0 },
    });
  });

  it('a changed level applies to the next request of that user', async () => {
    const victim = await addUser(t.db, owner.brandId, { role: 'custom', permissions: levels({ employee: LEVEL.read }) });
    expect((await call(t.url, 'GET', LIST, { token: victim.token })).status).toBe(200);
    await call(t.url, 'PUT', `${ONE}/${victim.id}`, { token: owner.token, body: { permissions: { employee: 0 } } });
    expect((await call(t.url, 'GET', LIST, { token: victim.token })).status).toBe(403);
  });

  it('the owner cannot be changed or deactivated; nobody deactivates themselves', async () => {
    const admin = await addUser(t.db, owner.brandId, { role: 'admin', permissions: ROLE_DEFAULTS.admin });
    for (const body of [{ role_id: 2 }, { status: 'inactive' }]) {
      const res = await call(t.url, 'PUT', `${ONE}/${owner.id}`, { token: admin.token, body });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('owner_locked');
    }
    const self = await call(t.url, 'PUT', `${ONE}/${admin.id}`, { token: admin.token, body: { status: 'inactive' } });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('self_deactivate');
  });

  it('deactivation ends sessions and sign-in; activation restores sign-in', async () => {
    const leaver = await addUser(t.db, owner.brandId, { role: 'admin', permissions: ROLE_DEFAULTS.admin });
    const before = await tokenFor(t.db, leaver);
    expect((await call(t.url, 'GET', '/api/user/me', { token: before })).status).toBe(200);
    const off = await call(t.url, 'PUT', `${ONE}/${leaver.id}`, { token: owner.token, body: { status: 'inactive' } });
    expect(data<Item>(off).status).toBe('inactive');
    expect((await call(t.url, 'GET', '/api/user/me', { token: before })).status).toBe(401);
    expect((await call(t.url, 'GET', '/api/user/me', { token: leaver.token })).status).toBe(401);
    const on = await call(t.url, 'PUT', `${ONE}/${leaver.id}`, { token: owner.token, body: { status: 'active' } });
    expect(data<Item>(on).status).toBe('active');
    // old sessions were revoked, not suspended; a new session works
    expect((await call(t.url, 'GET', '/api/user/me', { token: before })).status).toBe(401);
    expect((await call(t.url, 'GET', '/api/user/me', { token: await tokenFor(t.db, leaver) })).status).toBe(200);
  });

  it('a deactivated employee cannot sign in', async () => {
    const u = await createUser(t.db, {
      email: 'leaving@employees.test',
      roleId: 2,
      brandId: owner.brandId,
      permissions: ROLE_DEFAULTS.admin,
    });
    const signIn = () =>
      call(t.url, 'POST', '/api/auth/login', { body: { email: 'leaving@employees.test', password: PASSWORD }, ip: uniqueIp() });
    expect((await signIn()).status).toBe(200);
    await call(t.url, 'PUT', `${ONE}/${u.id}`, { token: owner.token, body: { status: 'inactive' } });
    const refused = await signIn();
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('invalid_credentials');
  });

  it('another brand’s employee is 404 and stays untouched; read-only is 403', async () => {
    const res = await call(t.url, 'PUT', `${ONE}/${otherStaff.id}`, { token: owner.token, body: { status: 'inactive' } });
    expect(res.status).toBe(404);
    const { rows } = await t.db.query<{ status: string }>('SELECT status FROM brand_users WHERE id = $1', [otherStaff.id]);
    expect(rows[0]!.status).toBe('active');
    expect((await call(t.url, 'PUT', `${ONE}/${staff.id}`, { token: reader.token, body: { role_id: 3 } })).status).toBe(403);
    expect((await call(t.url, 'PUT', `${ONE}/${staff.id}`, { token: owner.token, body: { status: 'gone' } })).status).toBe(422);
    expect(other.id).toBeGreaterThan(0);
  });
});
