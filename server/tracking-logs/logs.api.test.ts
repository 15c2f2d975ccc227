import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventLogItem, ServerLogItem } from '../../src/domain/tracking-logs/contract.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { call } from '../../tests/support/api/auth.ts';
import { addUser, createBrand, levels, type TestUser } from '../../tests/support/api/employees.ts';
import { insertOffer } from '../../tests/support/api/offer-assets.ts';
import { insertClicks, insertConversions, insertPartner, insertServerLog } from '../../tests/support/api/tracking-logs.ts';
import { compareEvents } from './queries.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

let t: TestApp;
let brandId: number;
let owner: TestUser;
let reader: TestUser;
let noReport: TestUser;
let assignedOnly: TestUser;
let other: TestUser;
let offers: number[];
let partners: number[];
const BASE = '2026-03-01T12:00:00.000Z';
const CLICKS = 700;
const CONVERSIONS = 500;
const LOGS = 1100;

beforeAll(async () => {
  t = await createTestApp();
  brandId = await createBrand(t.db, 'Logs Brand');
  const otherBrand = await createBrand(t.db, 'Other Logs Brand');
  owner = await addUser(t.db, brandId, { role: 'owner' });
  reader = await addUser(t.db, brandId, { role: 'custom', permissions: levels({ report: LEVEL.read }) });
  noReport = await addUser(t.db, brandId, { role: 'custom', permissions: levels({ report: LEVEL.none }) });
  assignedOnly = await addUser(t.db, brandId, { role: 'custom', permissions: levels({}), isAllPartner: false });
  other = await addUser(t.db, otherBrand, { role: 'owner' });
  offers = [await insertOffer(t.db, brandId, 'Log offer A'), await insertOffer(t.db, brandId, 'Log offer B')];
  partners = [await insertPartner(t.db, 'Partner One'), await insertPartner(t.db, 'Partner Two')];
  await t.db.query('INSERT INTO brand_partners (brand_id, partner_id) VALUES ($1, $2), ($1, $3)', [brandId, partners[0], partners[1]]);
  // the employee manages partner one only (employee partner assignments, issue 3)
  await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
    assignedOnly.id,
    brandId,
    partners[0],
  ]);
  const fill = { brandId, offerIds: offers, partnerIds: partners, base: BASE };
  await insertClicks(t.db, { ...fill, count: CLICKS });
  await insertConversions(t.db, { ...fill, count: CONVERSIONS });
  await insertServerLog(t.db, { ...fill, count: LOGS });
  const foreignOffer = await insertOffer(t.db, otherBrand, 'Foreign offer');
  const foreign = { brandId: otherBrand, offerIds: [foreignOffer], partnerIds: partners, base: BASE, count: 50 };
  await insertClicks(t.db, foreign);
  await insertConversions(t.db, foreign);
  await insertServerLog(t.db, foreign);
}, 60_000);
afterAll(() => t?.close());

const get = (path: string, user?: TestUser) => call(t.url, 'GET', path, { token: user?.token });
type Page<T> = { items: T[]; paging: { limit: number; next_cursor: string | null } };

/** Walks every page; `between` runs after each page (to insert rows while paging). */
async function walk<T>(path: string, user: TestUser, between?: (page: number) => Promise<void>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await get(`${path}${cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : ''}`, user);
    expect(res.status).toBe(200);
    const data = res.body.data as Page<T>;
    all.push(...data.items);
    cursor = data.paging.next_cursor;
    if (!cursor) return all;
    await between?.(page);
  }
  throw new Error('too many pages');
}
const eventKey = (e: EventLogItem) => `${e.kind}:${e.id}`;

describe('event log', () => {
  it('every click and conversion exactly once across pages, newest first, stable while newer rows arrive', async () => {
    const newer = { brandId, offerIds: offers, partnerIds: partners, base: '2026-03-02T00:00:00.000Z', count: 40, distinct: 5 };
    const items = await walk<EventLogItem>('/api/reports/event-log?limit=100', reader, async (page) => {
      if (page === 2) {
        await insertClicks(t.db, newer);
        await insertConversions(t.db, newer);
      }
    });
    expect(items).toHaveLength(CLICKS + CONVERSIONS);
    expect(new Set(items.map(eventKey)).size).toBe(CLICKS + CONVERSIONS);
    expect(items.filter((i) => i.kind === 'click')).toHaveLength(CLICKS);
    for (let i = 1; i < items.length; i++) expect(compareEvents(items[i - 1]!, items[i]!)).toBeLessThan(0);
    // the rows inserted during the walk are newer: they lead a fresh first page instead of shifting pages
    const first = (await get('/api/reports/event-log?limit=25', reader)).body.data as Page<EventLogItem>;
    expect(first.items[0]!.created_at.startsWith('2026-03-02T00:00:00')).toBe(true);
    await t.db.query("DELETE FROM clicks WHERE created_at > '2026-03-01T13:00:00Z'");
    await t.db.query("DELETE FROM conversions WHERE created_at > '2026-03-01T13:00:00Z'");
  });

  it('a page carries names, money as decimal strings and subs', async () => {
    const page = (await get('/api/reports/event-log?limit=200&kind=conversion', owner)).body.data as Page<EventLogItem>;
    const c = page.items[0]!;
    expect(c).toMatchObject({ kind: 'conversion', conversion_status: 'approved', payout: '1.2500', refusal: null });
    expect(['Log offer A', 'Log offer B']).toContain(c.offer_name);
    const clicks = (await get('/api/reports/event-log?limit=25&kind=click', owner)).body.data as Page<EventLogItem>;
    expect(clicks.items[0]!.subs[0]).toMatch(/^c\d+$/);
    expect(clicks.items[0]!.ip).toMatch(/^10\.0\./);
    expect(['Partner One', 'Partner Two']).toContain(clicks.items[0]!.partner_name);
  });

  it('filters: kind, offer, partner, refusal, time range', async () => {
    const count = async (q: string) => (await walk<EventLogItem>(`/api/reports/event-log?limit=200&${q}`, owner)).length;
    expect(await count('kind=click')).toBe(CLICKS);
    expect(await count('kind=conversion')).toBe(CONVERSIONS);
    expect(await count('refusal=partner_stopped')).toBe(CLICKS / 10);
    expect(await count('refusal=any')).toBe(CLICKS / 10);
    const sql = async (table: string, where: string, args: unknown[]) =>
      Number((await t.db.query(`SELECT count(*) AS n FROM ${table} WHERE brand_id = $1 AND ${where}`, [brandId, ...args])).rows[0].n);
    expect(await count(`offer_id=${offers[1]}`)).toBe(
      (await sql('clicks', 'offer_id = $2', [offers[1]])) + (await sql('conversions', 'offer_id = $2', [offers[1]])),
    );
    expect(await count(`partner_id=${partners[0]}&kind=click`)).toBe(await sql('clicks', 'partner_id = $2', [partners[0]]));
    const from = '2026-03-01T11:58:00Z';
    const to = '2026-03-01T11:59:00Z';
    const range =
      (await sql('clicks', 'created_at >= $2 AND created_at < $3', [from, to])) +
      (await sql('conversions', 'created_at >= $2 AND created_at < $3', [from, to]));
    expect(range).toBeGreaterThan(0);
    expect(await count(`from=${from}&to=${to}`)).toBe(range);
  });
});

describe('server log', () => {
  it('every row exactly once across pages; outcome and reason filters', async () => {
    const items = await walk<ServerLogItem>('/api/reports/server-log?limit=200', reader);
    expect(items).toHaveLength(LOGS);
    expect(new Set(items.map((i) => i.id)).size).toBe(LOGS);
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1]!, items[i]!];
      expect(a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id)).toBe(true);
    }
    expect(items[0]).toMatchObject({ endpoint: 'postback', request: { query: { n: expect.any(Number) } } });
    const refused = await walk<ServerLogItem>('/api/reports/server-log?limit=100&outcome=refused', reader);
    expect(refused).toHaveLength(LOGS / 5);
    expect(refused.every((r) => r.reason === 'unknown_click' && r.http_status === 404)).toBe(true);
    expect(await walk<ServerLogItem>('/api/reports/server-log?limit=100&reason=unknown_click', reader)).toHaveLength(LOGS / 5);
  });
});

describe('authorization and validation', () => {
  it('401 signed out, 403 without report, 422 on bad cursor or page size', async () => {
    for (const p of ['/api/reports/event-log', '/api/reports/server-log']) {
      expect((await get(p)).status).toBe(401);
      expect((await get(p, noReport)).status).toBe(403);
      expect((await get(`${p}?cursor=bm9wZQ`, reader)).status).toBe(422);
      expect((await get(`${p}?limit=30`, reader)).status).toBe(422);
    }
  });

  it('another brand sees only its own rows; an assigned-partner user only the assigned partner', async () => {
    const foreign = await walk<EventLogItem>('/api/reports/event-log?limit=200', other);
    expect(foreign).toHaveLength(100);
    expect(foreign.every((i) => !offers.includes(i.offer_id))).toBe(true);
    const mine = await walk<EventLogItem>('/api/reports/event-log?limit=200', assignedOnly);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((i) => i.partner_id === partners[0])).toBe(true);
    const logs = await walk<ServerLogItem>('/api/reports/server-log?limit=200', assignedOnly);
    expect(logs.length).toBe(LOGS / 2);
    expect(logs.every((i) => i.partner_id === partners[0])).toBe(true);
  });
});
