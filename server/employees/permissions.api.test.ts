import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS, ROLES, LEVEL } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call } from '../../tests/support/api/auth.ts';
import { partnersWithIds } from '../../tests/support/api/partners.ts';
import { addUser, createBrand, levels, type TestUser } from '../../tests/support/api/employees.ts';

const ROLES_PATH = '/api/user/brand/workspace/roles';
const ROLE_PERMISSION = '/api/user/brand/workspace/role-permission';
const MANAGERS = '/api/user/brand/workspace/info/list-managers';
const MODULE_PERMISSION = '/api/user/brand/brand-user/module-permission';
const PARTNERS = '/api/user/brand/brand-user/partner-managements';

let t: TestApp;
let owner: TestUser;
let reader: TestUser;
let blind: TestUser; // every module at 0
let limited: TestUser; // not all-partner
let inactive: TestUser;
let otherLimited: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  const brand = await createBrand(t.db);
  owner = await addUser(t.db, brand, { role: 'owner', firstName: 'Olivia' });
  reader = await addUser(t.db, brand, { role: 'custom', permissions: levels({ employee: LEVEL.read, management: LEVEL.none }) });
  blind = await addUser(t.db, brand, { role: 'custom', permissions: levels({}, 0) });
  limited = await addUser(t.db, brand, {
    role: 'affiliate_manager',
    permissions: ROLE_DEFAULTS.affiliate_manager,
    isAllPartner: false,
    firstName: 'Lan',
  });
  inactive = await addUser(t.db, brand, { role: 'admin', permissions: ROLE_DEFAULTS.admin, status: 'inactive' });
  const otherBrand = await createBrand(t.db, 'Other');
  otherLimited = await addUser(t.db, otherBrand, { role: 'affiliate_manager', isAllPartner: false, email: 'secret-am@other.test' });
  // partner ids below are partners of these brands (brand_user_partners.partner_id references partners)
  await partnersWithIds(t.db, brand, [3, 7, 10, 20, 30]);
  await partnersWithIds(t.db, otherBrand, [99]);
});
afterAll(async () => {
  await t?.close();
});

const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;

describe('roles and role defaults', () => {
  it('lists the six roles', async () => {
    const res = await call(t.url, 'GET', ROLES_PATH, { token: reader.token });
    expect(data(res)).toEqual(Object.entries(ROLES).map(([key, id]) => ({ id, key })));
    expect((await call(t.url, 'GET', ROLES_PATH, { token: blind.token })).status).toBe(403);
    expect((await call(t.url, 'GET', ROLES_PATH)).status).toBe(401);
  });

  it('gives the default levels of a role in display order; unknown roles are 422', async () => {
    const res = await call(t.url, 'GET', `${ROLE_PERMISSION}?role_id=5`, { token: reader.token });
    const { items } = data<{ items: { module_id: number; module: string; level: number }[] }>(res);
    expect(items.map((i) => i.module_id)).toEqual([7, 1, 2, 3, 4, 5, 6, 10, 11, 8, 9]);
    expect(Object.fromEntries(items.map((i) => [i.module, i.level]))).toEqual(ROLE_DEFAULTS.finance);
    const bad = await call(t.url, 'GET', `${ROLE_PERMISSION}?role_id=99`, { token: reader.token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.field).toBe('role_id');
    expect((await call(t.url, 'GET', ROLE_PERMISSION, { token: reader.token })).status).toBe(422);
  });
});

describe('module-permission (any signed-in user)', () => {
  it('answers the caller’s own levels in display order, even with every module at 0', async () => {
    const res = await call(t.url, 'GET', MODULE_PERMISSION, { token: blind.token });
    expect(res.status).toBe(200);
    const body = data<{ role_id: number; items: { module_id: number; level: number }[] }>(res);
    expect(body.role_id).toBe(ROLES.custom);
    expect(body.items.map((i) => i.module_id)).toEqual([7, 1, 2, 3, 4, 5, 6, 10, 11, 8, 9]);
    expect(body.items.every((i) => i.level === 0)).toBe(true);
    const own = data<{ is_all_partner: boolean; items: { level: number }[] }>(
      await call(t.url, 'GET', MODULE_PERMISSION, { token: owner.token }),
    );
    expect(own.is_all_partner).toBe(true);
    expect(own.items.every((i) => i.level === 15)).toBe(true);
    expect((await call(t.url, 'GET', MODULE_PERMISSION)).status).toBe(401);
  });
});

describe('list-managers', () => {
  it("'not assigned' first, then active users of this brand who can see partner management", async () => {
    const res = await call(t.url, 'GET', MANAGERS, { token: reader.token });
    const list = data<{ id: number; email: string; is_all_partner: boolean }[]>(res);
    expect(list[0]).toMatchObject({ id: 0, email: '' });
    const ids = list.slice(1).map((m) => m.id);
    expect(ids).toContain(owner.id);
    expect(ids).toContain(limited.id);
    expect(ids).not.toContain(reader.id); // management 0
    expect(ids).not.toContain(blind.id);
    expect(ids).not.toContain(inactive.id);
    expect(JSON.stringify(list)).not.toContain('other.test');
    expect(list.find((m) => m.id === limited.id)!.is_all_partner).toBe(false);
    expect((await call(t.url, 'GET', MANAGERS, { token: blind.token })).status).toBe(403);
  });
});

describe('partner-managements', () => {
  it('replaces the assigned partners of a non-all-partner employee (deduplicated, sorted)', async () => {
    const res = await call(t.url, 'PUT', PARTNERS, {
      token: owner.token,
      body: { brand_user_id: limited.id, partner_ids: [30, 10, 30, 20] },
    });
    expect(res.status).toBe(200);
    expect(data(res)).toEqual({ brand_user_id: limited.id, partner_ids: [10, 20, 30] });
    const detail = await call(t.url, 'GET', `/api/user/brand/workspace/brand-user/${limited.id}`, { token: reader.token });
    expect(data<{ partner_ids: number[] }>(detail).partner_ids).toEqual([10, 20, 30]);
    const cleared = await call(t.url, 'PUT', PARTNERS, { token: owner.token, body: { brand_user_id: limited.id, partner_ids: [] } });
    expect(data<{ partner_ids: number[] }>(cleared).partner_ids).toEqual([]);
  });

  it('all-partner employees and the owner take no assignments', async () => {
    for (const id of [owner.id, reader.id]) {
      const res = await call(t.url, 'PUT', PARTNERS, { token: owner.token, body: { brand_user_id: id, partner_ids: [1] } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'brand_user_id', code: 'not_valid' }]);
    }
  });

  it('another brand’s employee is 404 and keeps nothing; bad ids are 422; read-only is 403', async () => {
    const res = await call(t.url, 'PUT', PARTNERS, { token: owner.token, body: { brand_user_id: otherLimited.id, partner_ids: [5] } });
    expect(res.status).toBe(404);
    const { rows } = await t.db.query('SELECT 1 FROM brand_user_partners WHERE brand_user_id = $1', [otherLimited.id]);
    expect(rows).toEqual([]);
    const bad = await call(t.url, 'PUT', PARTNERS, { token: owner.token, body: { brand_user_id: limited.id, partner_ids: [0, 'x'] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.field).sort()).toEqual(['partner_ids.0', 'partner_ids.1']);
    expect((await call(t.url, 'PUT', PARTNERS, { token: reader.token, body: { brand_user_id: limited.id, partner_ids: [] } })).status).toBe(
      403,
    );
  });

  it('the detail carries the assignments (what the edit dialog shows); another brand’s stay invisible', async () => {
    await call(t.url, 'PUT', PARTNERS, { token: owner.token, body: { brand_user_id: limited.id, partner_ids: [7, 3] } });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, 99)', [
      otherLimited.id,
      otherLimited.brandId,
    ]);
    const detail = await call(t.url, 'GET', `/api/user/brand/workspace/brand-user/${limited.id}`, { token: reader.token });
    expect(detail.status).toBe(200);
    expect(data(detail)).toMatchObject({ id: limited.id, is_all_partner: false, partner_ids: [3, 7] });
    const allPartner = await call(t.url, 'GET', `/api/user/brand/workspace/brand-user/${reader.id}`, { token: reader.token });
    expect(data<{ partner_ids: number[] }>(allPartner).partner_ids).toEqual([]);
    expect((await call(t.url, 'GET', `/api/user/brand/workspace/brand-user/${otherLimited.id}`, { token: owner.token })).status).toBe(404);
    expect((await call(t.url, 'GET', `/api/user/brand/workspace/brand-user/${limited.id}`, { token: blind.token })).status).toBe(403);
    expect((await call(t.url, 'GET', `/api/user/brand/workspace/brand-user/${limited.id}`)).status).toBe(401);
  });
});
