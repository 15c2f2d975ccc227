import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKING_MODE } from '../../src/domain/offers/enums.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { HttpError } from '../http/errors.ts';
import { brand, call, create, type Brand } from '../../tests/support/api/offers.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { addPartner, joinedPartner } from '../../tests/support/api/partners.ts';
import { createPartner, createTierGroup, joinBrand, setManager, setPartnerWorkingMode, setTierGroup } from './service.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

/** Partners as data through the real database, and the partner list through real HTTP. */
let t: TestApp;
let b: Brand;
beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
});
afterAll(async () => t?.close());

async function failure(p: Promise<unknown>): Promise<HttpError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  if (!(e instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(e)}`);
  return e;
}

describe('partner profile', () => {
  it('stores the profile fields of spec 3 §3 with their defaults', async () => {
    const p = await createPartner(t.db, {
      email: 'Lan.Nguyen@blog.vn',
      display_name: 'Lan Review Blog',
      first_name: 'Lan',
      last_name: 'Nguyễn',
      organization_type_id: 1,
      partner_type_id: 1,
      promote_method_ids: [1, 4],
      vertical_ids: [1],
      country_ids: [704],
      bio: 'Đánh giá mỹ phẩm',
      social: [{ platform: 'facebook', url: 'https://facebook.com/lanreview', followers: 120000 }],
      properties: [{ name: 'lanreview.vn', type_id: 1, link: 'https://lanreview.vn', visit: 50000 }],
      min_cpa: '1.5',
      min_revenue_share: '12.5',
    });
    const { rows } = await t.db.query('SELECT * FROM partners WHERE id = $1', [p.id]);
    expect(rows[0]).toMatchObject({
      email: 'Lan.Nguyen@blog.vn',
      last_name: 'Nguyễn',
      promote_method_ids: [1, 4],
      min_cpa: '1.5000',
      min_revenue_share: '12.50',
      trust: 50,
      can_invite: true,
      can_review: true,
      social: [{ platform: 'facebook', followers: 120000 }],
    });
    expect(rows[0].properties[0]).toMatchObject({ name: 'lanreview.vn', verified: false, primary: false, traffic_source_id: null });
  });

  it('refuses bad fields with field codes, and a second partner with the same email (any case)', async () => {
    const bad = await failure(
      createPartner(t.db, { email: 'not-an-email', display_name: '', partner_type_id: 99, country_ids: [999999], min_cpa: '-1' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['display_name', 'email', 'min_cpa', 'partner_type_id']);
    const country = await failure(createPartner(t.db, { email: 'c@x.test', display_name: 'C', country_ids: [999999] }));
    expect(country.errors).toEqual([{ field: 'country_ids.0', code: 'not_valid' }]);
    await createPartner(t.db, { email: 'dup@x.test', display_name: 'Dup' });
    const dup = await failure(createPartner(t.db, { email: 'DUP@x.test', display_name: 'Dup 2' }));
    expect(dup.errors).toEqual([{ field: 'email', code: 'already_exists' }]);
  });
});

describe('brand relationship', () => {
  it('joins once, with tier group (payout tier 100 by default) and manager of this brand only', async () => {
    const p = await addPartner(t.db);
    const gold = await createTierGroup(t.db, b.brandId, { name: 'Gold' });
    expect(gold.payout_tier).toBe('100.00');
    expect((await failure(createTierGroup(t.db, b.brandId, { name: 'gold', payout_tier: '120' }))).errors).toEqual([
      { field: 'name', code: 'already_exists' },
    ]);
    expect((await joinBrand(t.db, b.brandId, p.id, { tier_group_id: gold.id, manager_id: b.owner.id })).joined).toBe(true);
    expect((await joinBrand(t.db, b.brandId, p.id)).joined).toBe(false);
    const other = await brand(t.db);
    const foreign = await createTierGroup(t.db, other.brandId, { name: 'Theirs', payout_tier: '80.5' });
    expect((await failure(setTierGroup(t.db, b.brandId, p.id, foreign.id))).errors[0]).toEqual({
      field: 'tier_group_id',
      code: 'not_valid',
    });
    expect((await failure(setManager(t.db, b.brandId, p.id, other.owner.id))).errors[0]).toEqual({
      field: 'manager_id',
      code: 'not_valid',
    });
    expect((await failure(setTierGroup(t.db, other.brandId, p.id, foreign.id))).code).toBe('partner_not_joined');
    expect((await failure(joinBrand(t.db, b.brandId, 987654321))).status).toBe(404);
  });

  it('changes working mode through the working-mode machine; blocked stays until unblocked', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const mode = (a: 'pause' | 'resume' | 'block' | 'unblock') => setPartnerWorkingMode(t.db, b.brandId, p.id, a);
    expect(await mode('pause')).toBe(WORKING_MODE.stopped);
    expect(await mode('resume')).toBe(WORKING_MODE.working);
    expect(await mode('block')).toBe(WORKING_MODE.blocked);
    for (const a of ['pause', 'resume', 'block'] as const) expect((await failure(mode(a))).code).toBe('mode_not_allowed');
    expect(await mode('unblock')).toBe(WORKING_MODE.stopped);
    expect((await failure(mode('unblock'))).status).toBe(409);
    const stranger = await addPartner(t.db);
    expect((await failure(setPartnerWorkingMode(t.db, b.brandId, stranger.id, 'pause'))).code).toBe('partner_not_joined');
  });
});

describe('GET /api/partners', () => {
  it('lists joined partners newest first with tier group, manager and contract counts; searches; pages', async () => {
    const br = await brand(t.db);
    const silver = await createTierGroup(t.db, br.brandId, { name: 'Silver', payout_tier: '90' });
    const old = await joinedPartner(
      t.db,
      br.brandId,
      { joined_at: new Date('2026-01-01T00:00:00Z') },
      { display_name: 'Minh Deals', email: 'minh@deals.test' },
    );
    const mid = await joinedPartner(t.db, br.brandId, {
      joined_at: new Date('2026-02-01T00:00:00Z'),
      tier_group_id: silver.id,
      manager_id: br.owner.id,
    });
    await addPartner(t.db); // not joined: never listed
    const offer = await create(t.url, br.owner.token);
    const made = await call(t.url, 'POST', '/api/partners/contracts', {
      token: br.owner.token,
      body: { offer_id: offer.id, partner_id: mid.id },
    });
    expect(made.body).toMatchObject({ data: { status: 'pending', author_id: br.owner.id } });
    const res = await call(t.url, 'GET', '/api/partners', { token: br.owner.token });
    expect(res.status).toBe(200);
    const data = res.body.data as { items: Array<Record<string, unknown>>; paging: unknown };
    expect(data.items.map((i) => i.id)).toEqual([mid.id, old.id]);
    expect(data.items[0]).toMatchObject({
      tier_group: { id: silver.id, name: 'Silver', payout_tier: '90.00' },
      working_mode: 1,
      working_offer_count: 0,
      total_offer_count: 1,
      tags: [],
    });
    expect((data.items[0]!.manager as { id: number }).id).toBe(br.owner.id);
    expect(data.items[1]).toMatchObject({ tier_group: null, manager: null, joined_at: '2026-01-01T00:00:00.000Z' });
    expect(data.paging).toEqual({ current_page: 1, limit: 25, total_row: 2, total_page: 1 });
    const found = (await call(t.url, 'GET', '/api/partners?search=minh', { token: br.owner.token })).body.data as {
      items: { id: number }[];
    };
    expect(found.items.map((i) => i.id)).toEqual([old.id]);
    const byId = (await call(t.url, 'GET', `/api/partners?search=${mid.id}`, { token: br.owner.token })).body.data as {
      items: { id: number }[];
    };
    expect(byId.items.map((i) => i.id)).toEqual([mid.id]);
    const past = (await call(t.url, 'GET', '/api/partners?page=3&limit=25', { token: br.owner.token })).body.data as {
      items: unknown[];
      paging: { total_row: number };
    };
    expect(past).toMatchObject({ items: [], paging: { total_row: 2 } });
    expect((await call(t.url, 'GET', '/api/partners?limit=7', { token: br.owner.token })).status).toBe(422);
  });

  it('shows an employee who does not manage all partners only the partners assigned to them', async () => {
    const br = await brand(t.db);
    const a = await joinedPartner(t.db, br.brandId);
    const c = await joinedPartner(t.db, br.brandId);
    const limited = await addUser(t.db, br.brandId, { role: 'affiliate_manager', isAllPartner: false });
    const none = (await call(t.url, 'GET', '/api/partners', { token: limited.token })).body.data as {
      items: unknown[];
      paging: { total_row: number };
    };
    expect(none).toMatchObject({ items: [], paging: { total_row: 0 } });
    await call(t.url, 'PUT', '/api/user/brand/brand-user/partner-managements', {
      token: br.owner.token,
      body: { brand_user_id: limited.id, partner_ids: [c.id] },
    });
    const mine = (await call(t.url, 'GET', '/api/partners', { token: limited.token })).body.data as { items: { id: number }[] };
    expect(mine.items.map((i) => i.id)).toEqual([c.id]);
    const all = (await call(t.url, 'GET', '/api/partners', { token: br.owner.token })).body.data as { items: { id: number }[] };
    expect(all.items.map((i) => i.id).sort()).toEqual([a.id, c.id].sort());
    const noModule = await addUser(t.db, br.brandId, { role: 'custom', permissions: { management: LEVEL.none } });
    expect((await call(t.url, 'GET', '/api/partners', { token: noModule.token })).status).toBe(403);
  });
});

describe('partner ids stored by other areas name partners of the brand (migration 013)', () => {
  it('employee assignments and private payouts refuse a partner that has not joined the brand with 422, not a 500', async () => {
    const br = await brand(t.db);
    const mine = await joinedPartner(t.db, br.brandId);
    const foreign = await addPartner(t.db);
    const limited = await addUser(t.db, br.brandId, { role: 'affiliate_manager', isAllPartner: false });
    const assign = await call(t.url, 'PUT', '/api/user/brand/brand-user/partner-managements', {
      token: br.owner.token,
      body: { brand_user_id: limited.id, partner_ids: [mine.id, foreign.id, 987654321] },
    });
    expect([assign.status, assign.body.errors]).toEqual([
      422,
      [
        { field: 'partner_ids.1', code: 'not_valid' },
        { field: 'partner_ids.2', code: 'not_valid' },
      ],
    ]);
    const offer = await call(t.url, 'POST', '/api/offers', {
      token: br.owner.token,
      body: {
        name: 'Private payout',
        vertical_id: 1,
        channel_id: 1,
        payout_model_id: 1,
        revenue_model_id: 1,
        default_payout: '1',
        default_revenue: '2',
        default_landing_page_url: 'https://shop.example.com',
        private_payouts: [
          { partner_id: mine.id, payout: '3' },
          { partner_id: foreign.id, payout: '4' },
        ],
      },
    });
    expect([offer.status, offer.body.errors]).toEqual([422, [{ field: 'private_payouts.1.partner_id', code: 'not_valid' }]]);
  });

  it('deleting a partner removes its assignments and private payouts (foreign keys, ON DELETE CASCADE)', async () => {
    const br = await brand(t.db);
    const p = await joinedPartner(t.db, br.brandId);
    const limited = await addUser(t.db, br.brandId, { role: 'affiliate_manager', isAllPartner: false });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      limited.id,
      br.brandId,
      p.id,
    ]);
    await expect(
      t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, 987654321)', [
        limited.id,
        br.brandId,
      ]),
    ).rejects.toThrow(/foreign key/);
    await t.db.query('DELETE FROM partners WHERE id = $1', [p.id]);
    expect((await t.db.query('SELECT 1 FROM brand_user_partners WHERE partner_id = $1', [p.id])).rowCount).toBe(0);
  });
});
