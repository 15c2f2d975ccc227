import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS, ROLES } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => t?.close());

describe('seedDemo', () => {
  it('creates one approved brand with the six demo users', async () => {
    const brands = await t.db.query("SELECT * FROM brands WHERE company_name = 'Demo Brand'");
    expect(brands.rowCount).toBe(1);
    const brand = brands.rows[0];
    expect(brand.is_admin_approve && brand.is_submit && brand.fraud_detector && brand.is_exists_product).toBe(true);
    expect(brand.manager_contact.email).toMatch(/@/);
    const users = await t.db.query('SELECT * FROM brand_users WHERE brand_id = $1 ORDER BY id', [brand.id]);
    expect(users.rows.map((u) => u.email)).toEqual(DEMO_USERS.map((u) => u.email));
    expect(users.rows.every((u) => u.is_first_login === false && u.status === 'active')).toBe(true);
  });

  it('gives roles their defaults and the custom user report read-only, payment none, the rest full', async () => {
    const { rows } = await t.db.query('SELECT email, role_id, permissions FROM brand_users');
    const by = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(by['finance@demo.test'].role_id).toBe(ROLES.finance);
    expect(by['finance@demo.test'].permissions).toEqual(ROLE_DEFAULTS.finance);
    const custom = by['custom@demo.test'];
    expect(custom.role_id).toBe(ROLES.custom);
    expect(custom.permissions).toMatchObject({ report: 2, payment: 0, offers: 15, employee: 15, dashboard: 15 });
  });

  it('hashes the demo password with argon2id', async () => {
    const { rows } = await t.db.query("SELECT password_hash FROM brand_users WHERE email = 'tech@demo.test'");
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(rows[0].password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('changes nothing when run again', async () => {
    const again = await seedDemo(t.db);
    expect(again.created).toEqual([]);
    expect((await t.db.query('SELECT count(*)::int AS n FROM brands')).rows[0].n).toBe(1);
    expect((await t.db.query('SELECT count(*)::int AS n FROM brand_users')).rows[0].n).toBe(DEMO_USERS.length);
  });
});
