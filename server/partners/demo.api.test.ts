import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKING_MODE } from '../../src/domain/offers/enums.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { createBrand } from '../../tests/support/api/employees.ts';
import { seedDemoOffers } from '../offers/demo.ts';
import { DEMO_PARTNERS } from './demo-data.ts';
import { seedDemoInvitations } from './demo-invitations.ts';
import { seedDemoPartners } from './demo.ts';

/** The demo brand's partners (seeded by seedDemo through createTestApp({ demo: true })). */
let t: TestApp;
let brandId: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  brandId = (await t.db.query<{ id: number }>("SELECT id FROM brands WHERE company_name = 'Demo Brand'")).rows[0]!.id;
});
afterAll(async () => t?.close());

/**
 * Per partner of this seed (the marketplace seed joins some of its own partners to the demo brand
 * too: server/markets/demo.ts): email, tier group, working mode and approved / other contract counts.
 */
async function shape(id: number) {
  const { rows } = await t.db.query(
    `SELECT p.email, tg.name AS tier, bp.working_mode,
            (SELECT count(*)::int FROM partner_contracts c WHERE c.brand_id = bp.brand_id AND c.partner_id = p.id AND c.status = 'approved') AS approved,
            (SELECT count(*)::int FROM partner_contracts c WHERE c.brand_id = bp.brand_id AND c.partner_id = p.id AND c.status <> 'approved') AS other
       FROM brand_partners bp JOIN partners p ON p.id = bp.partner_id LEFT JOIN tier_groups tg ON tg.id = bp.tier_group_id
      WHERE bp.brand_id = $1 AND p.email LIKE '%@demo-partners.test' ORDER BY p.email`,
    [id],
  );
  return rows as Array<{ email: string; tier: string; working_mode: number; approved: number; other: number }>;
}

describe('seedDemoPartners', () => {
  it('joins ~40 partners in three tier groups, each on 1–4 active offers; two stopped, one blocked', async () => {
    const rows = await shape(brandId);
    expect(rows).toHaveLength(DEMO_PARTNERS.length);
    expect(DEMO_PARTNERS.length).toBeGreaterThanOrEqual(38);
    expect(new Set(rows.map((r) => r.tier))).toEqual(new Set(['Standard', 'Silver', 'Gold']));
    expect(rows.every((r) => r.approved >= 1 && r.approved <= 4)).toBe(true);
    expect(rows.filter((r) => r.working_mode === WORKING_MODE.stopped)).toHaveLength(2);
    expect(rows.filter((r) => r.working_mode === WORKING_MODE.blocked)).toHaveLength(1);
    // no bare contract proposals: what a partner asked about more is an application or invitation
    expect(rows.every((r) => r.other === 0)).toBe(true);
    const { rows: asked } = await t.db.query<{ kind: string; status: string }>(
      `SELECT a.kind, a.status FROM partner_applications a JOIN partners p ON p.id = a.partner_id
        WHERE a.brand_id = $1 AND p.email LIKE '%@demo-partners.test' ORDER BY a.id`,
      [brandId],
    );
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(new Set(asked.map((a) => a.kind))).toEqual(new Set(['applied', 'invite']));
    expect(asked.some((a) => a.status === 'rejected') && asked.some((a) => a.status === 'pending')).toBe(true);
    const { rows: bad } = await t.db.query(
      `SELECT c.id FROM partner_contracts c JOIN offers o ON o.id = c.offer_id
        WHERE c.brand_id = $1 AND c.status = 'approved' AND (o.status <> 1 OR c.contract_date > now())`,
      [brandId],
    );
    expect(bad).toEqual([]);
    const { rows: vn } = await t.db.query(
      "SELECT count(*)::int AS n FROM partners WHERE 704 = ANY(country_ids) AND email LIKE '%@demo-partners.test'",
    );
    expect(vn[0].n).toBeGreaterThan(15);
    expect(vn[0].n).toBeLessThan(DEMO_PARTNERS.length);
  });

  it('is deterministic and idempotent: another brand gets the same shape; running again adds nothing', async () => {
    const other = await createBrand(t.db, 'Mirror');
    await seedDemoOffers(t.db, other);
    await seedDemoPartners(t.db, other);
    expect(await shape(other)).toEqual(await shape(brandId));
    const before = (await t.db.query('SELECT count(*)::int AS n FROM partner_contracts')).rows[0].n;
    expect(await seedDemoPartners(t.db, brandId)).toEqual({ joined: 0, contracts: 0 });
    expect((await t.db.query('SELECT count(*)::int AS n FROM partner_contracts')).rows[0].n).toBe(before);
    expect((await t.db.query("SELECT count(*)::int AS n FROM partners WHERE email LIKE '%@demo-partners.test'")).rows[0].n).toBe(
      DEMO_PARTNERS.length,
    );
  });
});

describe('seedDemoInvitations', () => {
  const records = async () =>
    (
      await t.db.query<{ kind: string; status: string; answered_by: string | null; message: string }>(
        `SELECT a.kind, a.status, a.answered_by, a.message FROM partner_applications a JOIN partners p ON p.id = a.partner_id
          WHERE a.brand_id = $1 AND p.email LIKE '%@market.demo-partners.test' ORDER BY a.id`,
        [brandId],
      )
    ).rows;

  it('three applications and two invitations pending, one invitation declined by the partner, each with its message', async () => {
    const rows = await records();
    expect(rows.map((r) => [r.kind, r.status, r.answered_by])).toEqual([
      ['applied', 'pending', null],
      ['applied', 'pending', null],
      ['applied', 'pending', null],
      ['invite', 'pending', null],
      ['invite', 'pending', null],
      ['invite', 'rejected', 'partner'],
    ]);
    expect(rows.every((r) => r.message.length > 0)).toBe(true);
  });

  it('made through the real services: the brand was notified of each application and of the declined invitation', async () => {
    const { rows } = await t.db.query<{ applied: number; answered: number }>(
      `SELECT count(DISTINCT data->>'application_id')::int AS applied, count(DISTINCT data->>'invitation_id')::int AS answered
         FROM notifications WHERE brand_id = $1
          AND (data->>'partner_id')::bigint IN (SELECT id FROM partners WHERE email LIKE '%@market.demo-partners.test')`,
      [brandId],
    );
    expect(rows[0]).toEqual({ applied: 3, answered: 1 });
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await records();
    await seedDemoInvitations(t.db, brandId);
    expect(await records()).toEqual(before);
  });
});
