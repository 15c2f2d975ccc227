import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { brand, call, create, type Brand } from '../../tests/support/api/offers.ts';
import { addPartner, joinedPartner } from '../../tests/support/api/partners.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

/** The palette's entity indexes through real HTTP: scope by brand, deleted offers, the assigned-partner rule, module levels. */
let t: TestApp;
let a: Brand;
let b: Brand;
beforeAll(async () => {
  t = await createTestApp();
  a = await brand(t.db);
  b = await brand(t.db);
});
afterAll(async () => t?.close());

const get = (path: string, token?: string) => call(t.url, 'GET', path, { token });
type Index = { items: [number, string, ...(string | number)[]][]; truncated: boolean };
const data = (res: { body: { data?: unknown } }) => res.body.data as Index;

describe('GET /api/search/offers', () => {
  it('lists every offer of the brand but deleted ones, newest first, as [id, name, status]', async () => {
    const first = await create(t.url, a.owner.token, { name: 'Winter Boots CPA' });
    const gone = await create(t.url, a.owner.token, { name: 'Deleted One' });
    const last = await create(t.url, a.owner.token, { name: 'Spring Tea CPS' });
    const foreign = await create(t.url, b.owner.token, { name: 'Other Brand Offer' });
    await t.db.query('UPDATE offers SET status = 4 WHERE id = $1', [gone.id]);
    const res = await get('/api/search/offers', a.owner.token);
    expect(res.status).toBe(200);
    const { items } = data(res);
    expect(items.map((i) => i[0])).toEqual([last.id, first.id]);
    expect(items[0]).toEqual([last.id, 'Spring Tea CPS', last.status]);
    expect(items.some((i) => i[0] === foreign.id)).toBe(false);
    expect(data(res).truncated).toBe(false);
  });

  it('needs offers ≥ 2: 401 signed out, 403 at level 0, 200 at level 2', async () => {
    expect((await get('/api/search/offers')).status).toBe(401);
    const none = await addUser(t.db, a.brandId, { role: 'custom', permissions: { offers: LEVEL.none } });
    expect((await get('/api/search/offers', none.token)).status).toBe(403);
    const reader = await addUser(t.db, a.brandId, { role: 'custom', permissions: { offers: LEVEL.read } });
    expect((await get('/api/search/offers', reader.token)).status).toBe(200);
  });
});

describe('GET /api/search/partners', () => {
  it('lists the joined partners; an employee who does not manage all partners gets only the assigned ones', async () => {
    const p1 = await joinedPartner(t.db, a.brandId, {}, { display_name: 'Lan Review Blog' });
    const p2 = await joinedPartner(t.db, a.brandId, {}, { display_name: 'Coupon Hub' });
    const other = await joinedPartner(t.db, b.brandId, {}, { display_name: 'Elsewhere Media' });
    const all = await get('/api/search/partners', a.owner.token);
    expect(all.status).toBe(200);
    const ids = data(all).items.map((i) => i[0]);
    expect(ids).toContain(p1.id);
    expect(ids).toContain(p2.id);
    expect(ids).not.toContain(other.id);
    const row = data(all).items.find((i) => i[0] === p1.id)!;
    expect(row[1]).toBe('Lan Review Blog');
    expect(row[2]).toMatch(/@partners\.test$/);

    const assigned = await addUser(t.db, a.brandId, { role: 'custom', permissions: { management: LEVEL.read }, isAllPartner: false });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      assigned.id,
      a.brandId,
      p2.id,
    ]);
    const mine = await get('/api/search/partners', assigned.token);
    expect(mine.status).toBe(200);
    expect(data(mine).items.map((i) => i[0])).toEqual([p2.id]);
  });

  it('needs management ≥ 2: 401 signed out, 403 at level 0', async () => {
    expect((await get('/api/search/partners')).status).toBe(401);
    const none = await addUser(t.db, a.brandId, { role: 'custom', permissions: { management: LEVEL.none } });
    expect((await get('/api/search/partners', none.token)).status).toBe(403);
  });
});

describe('GET /api/search/market-partners', () => {
  it("lists marketplace partners as [id, name, rank]; a scoped employee does not get the brand's unassigned partners", async () => {
    const open = await addPartner(t.db, { display_name: 'Ví Điện Tử Review' });
    const mine = await joinedPartner(t.db, a.brandId, {}, { display_name: 'Assigned Deals' });
    const unassigned = await joinedPartner(t.db, a.brandId, {}, { display_name: 'Unassigned Media' });
    const owner = await get('/api/search/market-partners', a.owner.token);
    expect(owner.status).toBe(200);
    const ids = data(owner).items.map((i) => i[0]);
    // the owner sees all partners: the marketplace's and the brand's own
    expect(ids).toEqual(expect.arrayContaining([open.id, mine.id, unassigned.id]));
    const row = data(owner).items.find((i) => i[0] === open.id)!;
    expect(row[1]).toBe('Ví Điện Tử Review');
    expect(row[2]).toBeGreaterThanOrEqual(1);
    expect(row[2]).toBeLessThanOrEqual(25);
    // newest first
    expect(ids.indexOf(unassigned.id)).toBeLessThan(ids.indexOf(open.id));

    const scoped = await addUser(t.db, a.brandId, { role: 'custom', permissions: { market: LEVEL.read }, isAllPartner: false });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      scoped.id,
      a.brandId,
      mine.id,
    ]);
    const seen = data(await get('/api/search/market-partners', scoped.token)).items.map((i) => i[0]);
    expect(seen).toContain(open.id);
    expect(seen).toContain(mine.id);
    expect(seen).not.toContain(unassigned.id);
    // another brand's partners are still marketplace partners for brand b
    const other = data(await get('/api/search/market-partners', b.owner.token)).items.map((i) => i[0]);
    expect(other).toContain(unassigned.id);
  });

  it('needs market ≥ 2: 401 signed out, 403 at level 0', async () => {
    expect((await get('/api/search/market-partners')).status).toBe(401);
    const none = await addUser(t.db, a.brandId, { role: 'custom', permissions: { market: LEVEL.none } });
    expect((await get('/api/search/market-partners', none.token)).status).toBe(403);
  });
});

describe('GET /api/search/agencies', () => {
  it('lists agencies as [id, name], newest first; market ≥ 2', async () => {
    const ag = await t.db.query<{ id: number }>(
      `INSERT INTO agencies (name, email, vertical_ids, country_ids, created_at) VALUES
         ('Hà Nội Reach', 'hn@search.test', '{1}', '{704}', now() - interval '1 day'), ('Palette Growth', 'pg@search.test', '{2}', '{826}', now() + interval '1 minute')
       RETURNING id`,
    );
    const [older, newer] = ag.rows.map((r) => r.id);
    const res = await get('/api/search/agencies', a.owner.token);
    expect(res.status).toBe(200);
    const items = data(res).items;
    expect(items[0]).toEqual([newer, 'Palette Growth']);
    expect(items.map((i) => i[0]).indexOf(older!)).toBeGreaterThan(0);
    const none = await addUser(t.db, a.brandId, { role: 'custom', permissions: { market: LEVEL.none } });
    expect((await get('/api/search/agencies', none.token)).status).toBe(403);
  });
});
