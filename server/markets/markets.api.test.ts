import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Featured, MarketPartnerRow } from '../../src/domain/markets/contract.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { brand, call, codes, create, type Answer, type Brand } from '../../tests/support/api/offers.ts';
import { addPartner, approvedContract } from '../../tests/support/api/partners.ts';
import { joinBrand } from '../partners/service.ts';

/**
 * The marketplace through real HTTP and PostgreSQL (issue 16 item 1 server half): every filter, sort,
 * tab and paging of the partner list, favourites, stashed filters, review rules, the detail tabs,
 * agencies, the brand's profile and the featured boards — each checked against rows made here.
 */
let t: TestApp;
let b: Brand;
const ids = { a: 0, b: 0, c: 0 };
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
  // A: a Vietnamese TikTok influencer, new, rank 2; B: a paid content site in Thailand, rank 10; C: an old media buyer, rank 20
  ids.a = (
    await addPartner(t.db, {
      display_name: 'Zeta Lan Review',
      partner_type_id: 2,
      organization_type_id: 1,
      promote_method_ids: [4, 5],
      vertical_ids: [1],
      country_ids: [704],
      audience_age_ids: [2, 3],
      audience_gender_ids: [2],
      social: [{ platform: 'tiktok', url: 'https://tiktok.com/@zeta', followers: 50_000 }],
    })
  ).id;
  ids.b = (
    await addPartner(t.db, {
      display_name: 'Bangkok Money Blog',
      partner_type_id: 1,
      organization_type_id: 2,
      promote_method_ids: [1, 2],
      vertical_ids: [2],
      country_ids: [764],
      audience_age_ids: [3, 4],
      audience_gender_ids: [1, 2],
      properties: [{ name: 'bkkmoney.com', type_id: 1, link: 'https://bkkmoney.com', visit: 200_000 }],
    })
  ).id;
  ids.c = (
    await addPartner(t.db, {
      display_name: 'Pixel Buyers',
      partner_type_id: 6,
      organization_type_id: 3,
      promote_method_ids: [2, 3, 10],
      vertical_ids: [1, 3],
      country_ids: [704, 840],
      audience_age_ids: [4],
      audience_gender_ids: [1],
      properties: [{ name: 'pixelbuyers.com', type_id: 1, link: 'https://pixelbuyers.com', visit: 5_000 }],
    })
  ).id;
  const set = (id: number, rank: number, daysAgo: number) =>
    t.db.query('UPDATE partners SET rank = $2, created_at = $3 WHERE id = $1', [id, rank, new Date(Date.now() - daysAgo * DAY)]);
  await set(ids.a, 2, 1);
  await set(ids.b, 10, 100);
  await set(ids.c, 20, 400);
});
afterAll(async () => t?.close());

const none = {};
/** The `data` of an answer, loosely typed: the assertions below check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;
const d = (res: Answer): Loose => res.body.data;
async function list(filters: object = none, query = ''): Promise<{ items: MarketPartnerRow[]; paging: { total_row: number } }> {
  const res = await call(t.url, 'POST', `/api/markets/partners${query ? `?${query}` : ''}`, { token: b.owner.token, body: filters });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return d(res) as { items: MarketPartnerRow[]; paging: { total_row: number } };
}
const names = async (filters: object = none, query = '') => (await list(filters, query)).items.map((r) => r.id);

describe('partner list', () => {
  it('is newest first by default, and sorts by the other keys both ways', async () => {
    expect(await names()).toEqual([ids.a, ids.b, ids.c]);
    expect(await names(none, 'sort=asc')).toEqual([ids.c, ids.b, ids.a]);
    expect(await names(none, 'sort_by=rank')).toEqual([ids.a, ids.b, ids.c]);
    expect(await names(none, 'sort_by=rank&sort=asc')).toEqual([ids.c, ids.b, ids.a]);
    expect(await names(none, 'sort_by=traffic_visits')).toEqual([ids.b, ids.c, ids.a]);
  });

  it('applies every filter of spec 3 §2', async () => {
    expect(await names({ verticals: [1] })).toEqual([ids.a, ids.c]);
    expect(await names({ geos: [764] })).toEqual([ids.b]);
    expect(await names({ partner_types: [2, 6] })).toEqual([ids.a, ids.c]);
    expect(await names({ partner_size: [3] })).toEqual([ids.b]);
    expect(await names({ partner_size: [1] })).toEqual([ids.a, ids.c]);
    expect(await names({ social_size: [2] })).toEqual([ids.a]);
    expect(await names({ social_size: [4] })).toEqual([]);
    expect(await names({ audience_gender: [2] })).toEqual([ids.a, ids.b]);
    expect(await names({ audience_age: [4] })).toEqual([ids.b, ids.c]);
    expect(await names({ organization_type: [2] })).toEqual([ids.b]);
    expect(await names({ paid_traffic: true })).toEqual([ids.b, ids.c]);
    expect(await names({ paid_traffic: false })).toEqual([ids.a]);
    expect(await names({ website: true })).toEqual([ids.b, ids.c]);
    expect(await names({ social: true })).toEqual([ids.a]);
    expect(await names({ verticals: [1], paid_traffic: true })).toEqual([ids.c]);
  });

  it('searches the name (wildcards literal) and the exact id', async () => {
    expect(await names(none, 'search=money')).toEqual([ids.b]);
    expect(await names(none, `search=${ids.c}`)).toEqual([ids.c]);
    expect(await names(none, 'search=%25')).toEqual([]);
  });

  it('pages with the total, also past the end', async () => {
    const p2 = await list(none, 'page=2');
    expect(p2.items).toEqual([]);
    expect(p2.paging).toEqual({ current_page: 2, limit: 25, total_row: 3, total_page: 1 });
    const bad = await call(t.url, 'POST', '/api/markets/partners?limit=7', { token: b.owner.token, body: {} });
    expect(bad.status).toBe(422);
  });

  it('marks each row with rank badge, is_new, favourite, blocked and joined for this brand', async () => {
    await joinBrand(t.db, b.brandId, ids.c, { working_mode: 3 });
    await call(t.url, 'PUT', `/api/markets/partners/${ids.b}/favorite`, { token: b.owner.token });
    const rows = Object.fromEntries((await list()).items.map((r) => [r.id, r]));
    expect(rows[ids.a]).toMatchObject({ badge: 'gold', is_new: true, is_favorite: false, is_blocked: false, is_joined: false });
    expect(rows[ids.b]).toMatchObject({ badge: 'bronze', is_new: false, is_favorite: true, traffic_visits: 200_000 });
    expect(rows[ids.c]).toMatchObject({ badge: 'iron', is_blocked: true, is_joined: true });
    // another brand sees none of this brand's marks
    const other = await brand(t.db);
    const res = await call(t.url, 'POST', '/api/markets/partners', { token: other.owner.token, body: {} });
    expect((d(res).items as MarketPartnerRow[]).some((r) => r.is_favorite || r.is_blocked)).toBe(false);
  });

  it('suggested tab: partners sharing the brand’s verticals or geos, by score, never the blocked', async () => {
    const s = await brand(t.db);
    const empty = await call(t.url, 'POST', '/api/markets/partners?tab=suggested', { token: s.owner.token, body: {} });
    expect(d(empty).items).toEqual([]);
    await t.db.query(`UPDATE brands SET verticals = '[1, 2]' WHERE id = $1`, [s.brandId]);
    // a live travel offer targeting VN adds vertical 3 and geo 704
    await create(t.url, s.owner.token, { vertical_id: 3, countries: [704] } as never);
    const res = await call(t.url, 'POST', '/api/markets/partners?tab=suggested', { token: s.owner.token, body: {} });
    const rows = d(res).items as MarketPartnerRow[];
    // C: verticals 1 and 3 (6) + geo 704 (2) + (26-20)/25; A: 3 + 2 + 24/25; B: 3 + 16/25
    expect(rows.map((r) => [r.id, r.suggestion_score])).toEqual([
      [ids.c, 8.24],
      [ids.a, 5.96],
      [ids.b, 3.64],
    ]);
    await joinBrand(t.db, s.brandId, ids.c, { working_mode: 3 });
    const again = await call(t.url, 'POST', '/api/markets/partners?tab=suggested', { token: s.owner.token, body: { geos: [704] } });
    expect((d(again).items as MarketPartnerRow[]).map((r) => r.id)).toEqual([ids.a]);
  });
});

describe('favourites', () => {
  it('PUT and DELETE are idempotent, return the new state and are audited', async () => {
    const f = await brand(t.db);
    const put = () => call(t.url, 'PUT', `/api/markets/partners/${ids.a}/favorite`, { token: f.owner.token });
    const del = () => call(t.url, 'DELETE', `/api/markets/partners/${ids.a}/favorite`, { token: f.owner.token });
    expect((await put()).body.data).toEqual({ partner_id: ids.a, is_favorite: true });
    expect((await put()).body.data).toEqual({ partner_id: ids.a, is_favorite: true });
    const rows = await t.db.query('SELECT count(*)::int AS n FROM market_favorites WHERE brand_id = $1', [f.brandId]);
    expect(rows.rows[0].n).toBe(1);
    expect((await del()).body.data).toEqual({ partner_id: ids.a, is_favorite: false });
    expect((await del()).body.data).toEqual({ partner_id: ids.a, is_favorite: false });
    const audit = await t.db.query('SELECT action, changes FROM audit_log WHERE brand_id = $1 ORDER BY id', [f.brandId]);
    expect(audit.rows.map((r) => r.action)).toEqual([
      'markets.favorites.add',
      'markets.favorites.add',
      'markets.favorites.remove',
      'markets.favorites.remove',
    ]);
    expect(audit.rows[0].changes).toEqual({ is_favorite: [false, true] });
    expect(audit.rows[1].changes).toEqual({});
    expect((await call(t.url, 'PUT', '/api/markets/partners/999999/favorite', { token: f.owner.token })).status).toBe(404);
  });

  it('needs full market access to write, read only to list', async () => {
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { market: 2 } });
    expect((await call(t.url, 'POST', '/api/markets/partners', { token: reader.token, body: {} })).status).toBe(200);
    expect((await call(t.url, 'PUT', `/api/markets/partners/${ids.a}/favorite`, { token: reader.token })).status).toBe(403);
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: { market: 0 } });
    expect((await call(t.url, 'POST', '/api/markets/partners', { token: none.token, body: {} })).status).toBe(403);
  });
});

describe('stashed filters', () => {
  it('save, list, restore, delete — per user, unique names, at most 20', async () => {
    const u = await addUser(t.db, b.brandId, { role: 'owner' });
    const save = (name: string) =>
      call(t.url, 'POST', '/api/markets/filters', {
        token: u.token,
        body: { name, tab: 'suggested', search: 'lan', filters: { verticals: [1] } },
      });
    const first = await save('VN beauty');
    expect(first.status).toBe(200);
    const id = d(first).id as number;
    const restored = await call(t.url, 'GET', `/api/markets/filters/${id}`, { token: u.token });
    expect(d(restored)).toMatchObject({ name: 'VN beauty', tab: 'suggested', search: 'lan' });
    expect(d(restored).filters.verticals).toEqual([1]);
    expect(codes(await save('vn BEAUTY'))).toEqual(['name:already_exists']);
    expect(codes(await save(''))).toEqual(['name:c_c01']);
    expect(codes(await save('Deals 🎉'))).toEqual(['name:no_emoji']);
    for (let i = 2; i <= 20; i++) expect((await save(`Filter ${i}`)).status).toBe(200);
    const over = await save('Filter 21');
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([{ field: 'name', code: 'stashed_filters_max', max: 20 }]);
    expect(d(await call(t.url, 'GET', '/api/markets/filters', { token: u.token })).items).toHaveLength(20);
    // another user of the same brand neither lists nor restores nor deletes it
    expect(d(await call(t.url, 'GET', '/api/markets/filters', { token: b.owner.token })).items).toEqual([]);
    expect((await call(t.url, 'GET', `/api/markets/filters/${id}`, { token: b.owner.token })).status).toBe(404);
    expect((await call(t.url, 'DELETE', `/api/markets/filters/${id}`, { token: b.owner.token })).status).toBe(404);
    expect(d(await call(t.url, 'DELETE', `/api/markets/filters/${id}`, { token: u.token }))).toEqual({ id });
    expect((await call(t.url, 'GET', `/api/markets/filters/${id}`, { token: u.token })).status).toBe(404);
  });
});

describe('reviews', () => {
  const body = (over: object = {}) => ({ rating: 4, content: 'Clean traffic and fast reporting.', genuine: true, ...over });

  it('refuses empty, restricted, emoji, unticked and out-of-range reviews with field codes', async () => {
    const w = (over: object) => call(t.url, 'POST', `/api/markets/partners/${ids.b}/reviews`, { token: b.owner.token, body: body(over) });
    expect(codes(await w({ content: '  ' }))).toEqual(['content:c_c01']);
    expect(codes(await w({ content: 'Great for casino offers' }))).toEqual(['content:content_violates']);
    expect(codes(await w({ content: 'Bán hàng giả giá rẻ' }))).toEqual(['content:content_violates']);
    expect(codes(await w({ content: 'Great 👍' }))).toEqual(['content:no_emoji']);
    expect(codes(await w({ genuine: false }))).toEqual(['genuine:genuine_required']);
    expect((await w({ rating: 6 })).status).toBe(422);
    expect((await w({ offer_id: 999_999 })).status).toBe(422);
  });

  it('one review per brand and partner; the rating follows', async () => {
    const r = brand(t.db);
    const rb = await r;
    const offer = await create(t.url, rb.owner.token, { name: 'Summer sale' } as never);
    const first = await call(t.url, 'POST', `/api/markets/partners/${ids.b}/reviews`, {
      token: rb.owner.token,
      body: body({ rating: 5, offer_id: offer.id }),
    });
    expect(first.status).toBe(200);
    expect(d(first)).toMatchObject({ rating: 5, offer_name: 'Summer sale', company_name: 'Test Brand', is_mine: true });
    const second = await call(t.url, 'POST', `/api/markets/partners/${ids.b}/reviews`, { token: rb.owner.token, body: body() });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('review_exists');
    const other = await brand(t.db);
    await call(t.url, 'POST', `/api/markets/partners/${ids.b}/reviews`, { token: other.owner.token, body: body({ rating: 2 }) });
    const row = (await list(none, 'search=money')).items[0]!;
    expect(row).toMatchObject({ rating: '3.50', total_reviews: 2 });
    const audit = await t.db.query("SELECT count(*)::int AS n FROM audit_log WHERE brand_id = $1 AND action = 'markets.reviews.create'", [
      rb.brandId,
    ]);
    expect(audit.rows[0].n).toBe(1);
  });

  it('lists 20 a page, newest first, filtered by star, with counts per star', async () => {
    const p = await addPartner(t.db, { display_name: 'Reviewed a lot' });
    await t.db.query(
      `INSERT INTO market_reviews (subject, partner_id, rating, content, genuine, company_name, created_at)
       SELECT 'partner', $1, 1 + g % 5, 'Review ' || g, true, 'Co ' || g, now() - g * interval '1 hour' FROM generate_series(1, 23) g`,
      [p.id],
    );
    const page = (q: string) => call(t.url, 'GET', `/api/markets/partners/${p.id}/reviews?${q}`, { token: b.owner.token });
    const one = d(await page('page=1'));
    expect(one.items).toHaveLength(20);
    expect(one.items[0].content).toBe('Review 1');
    expect(one.paging).toEqual({ current_page: 1, limit: 20, total_row: 23, total_page: 2 });
    expect(one.stars).toEqual([4, 5, 5, 5, 4]);
    expect(d(await page('page=2')).items).toHaveLength(3);
    const fives = d(await page('rating_star=5'));
    expect(fives.items.map((r: { content: string }) => r.content)).toEqual(['Review 4', 'Review 9', 'Review 14', 'Review 19']);
    expect((await page('limit=25')).status).toBe(422);
    expect((await call(t.url, 'GET', '/api/markets/partners/999999/reviews', { token: b.owner.token })).status).toBe(404);
  });
});

describe('partner detail tabs', () => {
  it('overview: the market profile with statistics, shares and achievement', async () => {
    await t.db.query(
      `UPDATE partners SET trophies = '{"gold": 2, "silver": 1}', reputation = 77, partner_score = 910,
         vertical_traffic = '[{"id": 1, "share": 100}]', min_cpa = 3 WHERE id = $1`,
      [ids.a],
    );
    await t.db.query(
      `INSERT INTO partner_traffic_daily (partner_id, day, visits, clicks, conversions, approved, revenue)
       VALUES ($1, current_date, 1000, 200, 10, 8, 50), ($1, current_date - 1, 500, 100, 5, 5, 25), ($1, current_date - 40, 9, 9, 9, 9, 9)`,
      [ids.a],
    );
    const res = await call(t.url, 'GET', `/api/markets/partners/${ids.a}`, { token: b.owner.token });
    expect(res.status).toBe(200);
    expect(d(res)).toMatchObject({
      display_name: 'Zeta Lan Review',
      badge: 'gold',
      has_social: true,
      has_website: false,
      min_cpa: '3.0000',
      // approved 13 of 15 conversions in the window: the acceptance the featured board ranks by
      statistics: { clicks: 300, conversions: 15, approved: 13, visits: 1500, cr: '5.00', acceptance: '86.67', epc: '0.2500', score: 910 },
      vertical_traffic: [{ id: 1, share: 100 }],
      achievement: { trophies: { gold: 2, silver: 1, bronze: 0 }, reputation: 77, partner_score: 910 },
    });
    expect((await call(t.url, 'GET', '/api/markets/partners/999999', { token: b.owner.token })).status).toBe(404);
  });

  it('performance: this brand’s tracked figures, the platform’s, and daily visits', async () => {
    const offer = await create(t.url, b.owner.token, { name: 'Perf offer' } as never);
    await t.db.query(
      `INSERT INTO rollup_hourly (brand_id, hour, offer_id, partner_id, clicks, conversions, approved, payout, revenue)
       VALUES ($1, date_trunc('hour', now()), $2, $3, 40, 4, 3, 12, 20), ($1, date_trunc('hour', now()) - interval '40 days', $2, $3, 99, 9, 9, 9, 9)`,
      [b.brandId, offer.id, ids.a],
    );
    const res = await call(t.url, 'GET', `/api/markets/partners/${ids.a}/performance`, { token: b.owner.token });
    // the reports' figures (decision 067): EPC is the payout per click, as the performance report reads it
    expect(d(res).brand).toEqual({
      clicks: 40,
      conversions: 4,
      approved: 3,
      payout: '12.0000',
      revenue: '20.0000',
      cr: '10.00',
      epc: '0.3000',
    });
    expect(d(res).platform.clicks).toBe(300);
    expect(d(res).visits.map((d: { visits: number }) => d.visits)).toEqual([9, 500, 1000]);
  });

  it('offers: the brand’s active offers, working where a contract is approved', async () => {
    const o = await brand(t.db);
    const one = await create(t.url, o.owner.token, { name: 'Worked offer' } as never);
    const two = await create(t.url, o.owner.token, { name: 'Open offer' } as never);
    await joinBrand(t.db, o.brandId, ids.b);
    await approvedContract(t.db, o.brandId, one.id, ids.b);
    const res = await call(t.url, 'GET', `/api/markets/partners/${ids.b}/offers`, { token: o.owner.token });
    const items = d(res).items as { id: number; working: boolean; contract_status: string | null }[];
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(byId[one.id]).toMatchObject({ working: true, contract_status: 'approved' });
    expect(byId[two.id]).toMatchObject({ working: false, contract_status: null });
    expect(items[0]!.id).toBe(one.id);
  });
});

describe('agencies and the brand profile', () => {
  it('lists agencies newest first with search and filters; a profile carries its reviews', async () => {
    const ag = await t.db.query<{ id: number }>(
      `INSERT INTO agencies (name, email, vertical_ids, country_ids, created_at) VALUES
         ('Sài Gòn Growth', 'sg@ag.test', '{1}', '{704}', now() - interval '1 day'), ('London Reach', 'ldn@ag.test', '{2}', '{826}', now())
       RETURNING id`,
    );
    const [sg, ldn] = ag.rows.map((r) => r.id);
    const get = (q: string) => call(t.url, 'GET', `/api/markets/agencies?${q}`, { token: b.owner.token });
    expect(d(await get('')).items.map((a: { id: number }) => a.id)).toEqual([ldn, sg]);
    expect(d(await get('search=s%C3%A0i')).items.map((a: { id: number }) => a.id)).toEqual([sg]);
    expect(d(await get('vertical=2')).items.map((a: { id: number }) => a.id)).toEqual([ldn]);
    expect(d(await get('geo=704')).items.map((a: { id: number }) => a.id)).toEqual([sg]);
    await t.db.query(
      `INSERT INTO market_reviews (subject, agency_id, rating, content, genuine) VALUES ('agency', $1, 5, 'Great agency', true)`,
      [sg],
    );
    const profile = await call(t.url, 'GET', `/api/markets/agencies/${sg}`, { token: b.owner.token });
    expect(d(profile)).toMatchObject({ name: 'Sài Gòn Growth', email: 'sg@ag.test' });
    expect(d(profile).reviews.items.map((r: { content: string }) => r.content)).toEqual(['Great agency']);
    expect((await call(t.url, 'GET', '/api/markets/agencies/999999', { token: b.owner.token })).status).toBe(404);
  });

  it('the brand’s own profile and what its partners wrote about it', async () => {
    await t.db.query(
      `INSERT INTO market_reviews (subject, brand_id, partner_id, rating, content, genuine) VALUES
         ('brand', $1, $2, 5, 'Pays on time', true), ('brand', $1, $3, 2, 'Slow approvals', true)`,
      [b.brandId, ids.a, ids.b],
    );
    const p = await call(t.url, 'GET', '/api/markets/profile', { token: b.owner.token });
    expect(d(p)).toMatchObject({ id: b.brandId, rating: '3.50', total_reviews: 2 });
    const r = await call(t.url, 'GET', '/api/markets/profile/reviews?rating_star=2', { token: b.owner.token });
    expect(d(r).items.map((x: { content: string }) => x.content)).toEqual(['Slow approvals']);
    expect(d(r).stars).toEqual([0, 1, 0, 0, 1]);
  });
});

describe('featured', () => {
  it('computes every board from the daily statistics and profiles', async () => {
    // A already has 300 clicks / 15 conversions (13 approved) in the window; B and C get theirs here
    await t.db.query(
      `INSERT INTO partner_traffic_daily (partner_id, day, visits, clicks, conversions, approved, revenue) VALUES
         ($1, current_date, 5000, 1000, 40, 20, 900), ($2, current_date, 100, 600, 25, 25, 30)`,
      [ids.b, ids.c],
    );
    await t.db.query(
      `UPDATE partners SET vertical_traffic = '[{"id": 2, "share": 100}]', country_traffic = '[{"id": 764, "share": 100}]' WHERE id = $1`,
      [ids.b],
    );
    const f = d(await call(t.url, 'GET', '/api/markets/featured', { token: b.owner.token })) as Featured;
    expect(f.top_publishers.map((x: { partner_id: number; value: number }) => [x.partner_id, x.value])).toEqual([
      [ids.b, 40],
      [ids.c, 25],
      [ids.a, 15],
    ]);
    expect(f.top_verticals[0]).toEqual({ id: 2, value: 1000 });
    expect(f.top_geolocations[0]).toEqual({ id: 764, value: 1000 });
    expect(f.conversion_board.at(-1)).toMatchObject({ clicks: 1000 + 600 + 200, conversions: 40 + 25 + 10 });
    // acceptance needs ≥ 20 conversions: C 100 %, B 50 %
    expect(f.top_conversion_acceptance.map((x: { partner_id: number; value: number }) => [x.partner_id, x.value])).toEqual([
      [ids.c, 100],
      [ids.b, 50],
    ]);
    // EPC needs ≥ 500 clicks: B 0.9, C 0.05
    expect(f.top_high_performance.map((x: { partner_id: number }) => x.partner_id)).toEqual([ids.b, ids.c]);
    expect(f.top_paid_traffic.map((x: { partner_id: number }) => x.partner_id)).toEqual([ids.b, ids.c]);
    expect(f.top_properties[0]).toMatchObject({ partner_id: ids.b, name: 'bkkmoney.com', value: 200_000 });
    expect(f.top_talent.map((x: { partner_id: number }) => x.partner_id)).toContain(ids.a);
    expect(f.top_talent.map((x: { partner_id: number }) => x.partner_id)).not.toContain(ids.c);
    expect(f.banners.find((x: { key: string }) => x.key === 'top_publisher')).toEqual({
      key: 'top_publisher',
      partner_id: ids.b,
      value: 40,
    });
    expect(f.banners.find((x: { key: string }) => x.key === 'brand_clicks_30d')?.value).toBe(40);
  });
});
