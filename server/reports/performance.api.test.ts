import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../src/domain/contract.ts';
import type { detailReport, hourOfDate, offerReport } from '../../src/domain/reports/contract.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser, levels } from '../../tests/support/api/employees.ts';
import { BASE, download, get, seed, world, type World } from '../../tests/support/api/reports.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

/**
 * Performance report by offer / by partner / detail, through HTTP on a real database. Traffic is
 * seeded as raw rows and the rollups derived from them; expectations are counted from the raw rows.
 * Period: 03/01/2026–03/10/2026 (UTC: the users have no zone), previous: 02/19–02/28/2026.
 */
let t: TestApp;
let w: World;
const RANGE = { from: '03/01/2026', to: '03/10/2026' };

beforeAll(async () => {
  t = await createTestApp();
  w = await world(t.db, { offerNames: ['Alpha offer', '=HYPERLINK("http://evil.test","x")'] });
  const [o1, o2] = w.offers as [number, number];
  const [p1, p2, p3] = w.partners as [number, number, number];
  const clicks = [];
  for (let i = 0; i < 40; i++) {
    clicks.push({
      offer: i % 3 === 0 ? o2 : o1,
      partner: [p1, p2, p3][i % 3]!,
      at: `2026-03-0${1 + (i % 9)}T0${i % 10}:15:00Z`,
      unique: i % 4 !== 0,
      fraud: i % 7 === 0 ? 'bad' : 'good',
    });
  }
  // previous period, outside the period, test and refused traffic
  for (let i = 0; i < 12; i++) clicks.push({ offer: o1, partner: p1, at: `2026-02-2${i % 8}T10:00:00Z` });
  clicks.push(
    { offer: o1, partner: p1, at: '2026-03-05T10:00:00Z', test: true },
    { offer: o1, partner: p2, at: '2026-03-05T10:00:00Z', refused: true },
  );
  clicks.push({ offer: o1, partner: p1, at: '2026-03-11T00:00:00Z' });
  const conversions = [
    { offer: o1, partner: p1, at: '2026-03-02T10:00:00Z', status: 'approved' as const, payout: '10.1250', revenue: '15.0000' },
    { offer: o1, partner: p2, at: '2026-03-03T10:00:00Z', status: 'pending' as const, payout: '3.3333', revenue: '5.0000' },
    { offer: o1, partner: p2, at: '2026-03-04T10:00:00Z', status: 'rejected' as const, payout: '7.0000', revenue: '9.0000' },
    { offer: o2, partner: p3, at: '2026-03-05T10:00:00Z', status: 'organic' as const, payout: '0.5000', revenue: '1.0000' },
    { offer: o2, partner: p1, at: '2026-03-10T23:30:00Z', status: 'approved' as const, payout: '2.0000', revenue: '4.0000' },
    // pays more than it earns: a negative profit, which an export must not take for a formula
    { offer: o2, partner: p2, at: '2026-03-06T10:00:00Z', status: 'approved' as const, payout: '8.0000', revenue: '1.0000' },
    { offer: o1, partner: p1, at: '2026-02-25T10:00:00Z', status: 'approved' as const, payout: '1.0000', revenue: '2.0000' },
    { offer: o1, partner: p1, at: '2026-03-06T10:00:00Z', status: 'approved' as const, payout: '99.0000', test: true },
  ];
  await seed(t.db, w, clicks, conversions);
}, 60_000);
afterAll(async () => t?.close());

/** Raw counts in [from, to) for a dimension value, straight from the raw tables. */
async function raw(from: string, to: string, where = 'TRUE', args: unknown[] = []) {
  const { rows } = await t.db.query<{ clicks: number; conversions: number; payout: string }>(
    `SELECT (SELECT count(*)::int FROM clicks c WHERE c.brand_id = $1 AND NOT c.is_test AND c.refusal IS NULL AND c.created_at >= $2 AND c.created_at < $3 AND ${where}) AS clicks,
            (SELECT count(*)::int FROM conversions c WHERE c.brand_id = $1 AND NOT c.is_test AND c.created_at >= $2 AND c.created_at < $3 AND ${where}) AS conversions,
            (SELECT COALESCE(sum(payout), 0)::numeric(24,4)::text FROM conversions c WHERE c.brand_id = $1 AND NOT c.is_test AND c.status <> 'rejected' AND c.created_at >= $2 AND c.created_at < $3 AND ${where}) AS payout`,
    [w.brandId, from, to, ...args],
  );
  return rows[0]!;
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const money = (xs: string[]) => (sum(xs.map((x) => Math.round(Number(x) * 10_000))) / 10_000).toFixed(4);
type Data = ResponseOf<typeof offerReport>;
type Detail = ResponseOf<typeof detailReport>;

describe('performance report', () => {
  it('by offer: rows from the raw rows, totals = sum of rows, previous period of equal length', async () => {
    const res = await get(t.url, w.owner.token, `${BASE}/offer`, RANGE);
    expect(res.status).toBe(200);
    const d = res.body.data as Data;
    expect(d.meta).toMatchObject({
      from: '03/01/2026',
      to: '03/10/2026',
      previous_from: '02/19/2026',
      previous_to: '02/28/2026',
      days: 10,
      time_zone: 'UTC',
      delay_minutes: 0,
    });
    for (const row of d.items) {
      const r = await raw('2026-03-01T00:00Z', '2026-03-11T00:00Z', 'c.offer_id = $4', [row.id]);
      expect([row.clicks, row.conversions, row.payout]).toEqual([r.clicks, r.conversions, r.payout]);
      const p = await raw('2026-02-19T00:00Z', '2026-03-01T00:00Z', 'c.offer_id = $4', [row.id]);
      expect([row.previous.clicks, row.previous.conversions]).toEqual([p.clicks, p.conversions]);
    }
    for (const k of ['clicks', 'unique_clicks', 'flagged_clicks', 'conversions', 'pending', 'approved', 'rejected', 'organic'] as const) {
      expect(d.totals.current[k], k).toBe(sum(d.items.map((r) => r[k])));
    }
    for (const k of ['payout', 'revenue', 'sale_amount', 'profit'] as const)
      expect(d.totals.current[k], k).toBe(money(d.items.map((r) => r[k])));
    const all = await raw('2026-03-01T00:00Z', '2026-03-11T00:00Z');
    expect(d.totals.current.clicks).toBe(all.clicks);
    expect(d.totals.previous.clicks).toBe((await raw('2026-02-19T00:00Z', '2026-03-01T00:00Z')).clicks);
    expect(d.totals.previous.clicks).toBeGreaterThan(0);
    // CR and EPC derive from the sums: conversions per 100 clicks, payout per click
    const cr = ((d.totals.current.conversions * 100) / d.totals.current.clicks).toFixed(2);
    expect(d.totals.current.cr).toBe(cr);
  });

  it('by partner: same totals as by offer; search, sort and paging', async () => {
    const byOffer = (await get(t.url, w.owner.token, `${BASE}/offer`, RANGE)).body.data as Data;
    const byPartner = (await get(t.url, w.owner.token, `${BASE}/publisher`, { ...RANGE, sort_by: 'name', sort: 'asc' })).body.data as Data;
    expect(byPartner.totals).toEqual(byOffer.totals);
    expect(byPartner.items.map((r) => r.name)).toEqual(['Partner One', 'Partner Three', 'Partner Two']);
    const searched = (await get(t.url, w.owner.token, `${BASE}/publisher`, { ...RANGE, search: 'two' })).body.data as Data;
    expect(searched.items.map((r) => r.name)).toEqual(['Partner Two']);
    expect(searched.totals.current.clicks).toBe(searched.items[0]!.clicks);
    const paged = (await get(t.url, w.owner.token, `${BASE}/publisher`, { ...RANGE, limit: 25, page: 2 })).body.data as Data;
    expect(paged.items).toEqual([]);
    expect(paged.paging).toMatchObject({ total_row: 3, current_page: 2 });
    const byClicks = (await get(t.url, w.owner.token, `${BASE}/publisher`, { ...RANGE, sort_by: 'clicks', sort: 'desc' })).body
      .data as Data;
    const counts = byClicks.items.map((r) => r.clicks);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('uuid and id filters narrow rows and totals alike', async () => {
    const { rows } = await t.db.query<{ uuid: string }>('SELECT uuid::text FROM offers WHERE id = $1', [w.offers[1]]);
    const d = (await get(t.url, w.owner.token, `${BASE}/offer`, { ...RANGE, uuid: rows[0]!.uuid })).body.data as Data;
    expect(d.items.map((r) => r.id)).toEqual([w.offers[1]]);
    expect(d.totals.current.clicks).toBe(d.items[0]!.clicks);
    const byPartnerIds = (await get(t.url, w.owner.token, `${BASE}/offer`, { ...RANGE, partner_ids: `${w.partners[0]}` })).body
      .data as Data;
    const r = await raw('2026-03-01T00:00Z', '2026-03-11T00:00Z', 'c.partner_id = $4', [w.partners[0]]);
    expect(byPartnerIds.totals.current.clicks).toBe(r.clicks);
  });

  it('range: end before start and more than 366 days answer 422 with the field code', async () => {
    const back = await get(t.url, w.owner.token, `${BASE}/offer`, { from: '03/10/2026', to: '03/01/2026' });
    expect(back.status).toBe(422);
    expect(back.body.errors).toEqual([{ field: 'to', code: 'end_date_before_start' }]);
    const long = await get(t.url, w.owner.token, `${BASE}/offer`, { from: '01/01/2025', to: '01/02/2026' });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([{ field: 'to', code: 'date_range_max', max: 366 }]);
    const max = await get(t.url, w.owner.token, `${BASE}/offer`, { from: '01/01/2025', to: '01/01/2026' });
    expect(max.status).toBe(200);
    const format = await get(t.url, w.owner.token, `${BASE}/offer`, { from: '2026-03-01' });
    expect(format.status).toBe(422);
  });

  it('detail: one partner on one offer per day; a 23:30 UTC conversion lands on the next day in Asia/Ho_Chi_Minh', async () => {
    const q = { from: '03/10/2026', to: '03/11/2026', offer_id: w.offers[1]!, partner_id: w.partners[0]! };
    const utc = (await get(t.url, w.owner.token, `${BASE}/detail`, { ...q, sort: 'asc' })).body.data as Detail;
    expect(utc.items.map((r) => [r.date, r.conversions])).toEqual([
      ['2026-03-10', 1],
      ['2026-03-11', 0],
    ]);
    await t.db.query("UPDATE brand_users SET report_timezone_id = 'Asia/Ho_Chi_Minh' WHERE id = $1", [w.owner.id]);
    try {
      const hcm = (await get(t.url, w.owner.token, `${BASE}/detail`, { ...q, sort: 'asc' })).body.data as Detail;
      expect(hcm.meta.time_zone).toBe('Asia/Ho_Chi_Minh');
      expect(hcm.items.map((r) => [r.date, r.conversions])).toEqual([
        ['2026-03-10', 0],
        ['2026-03-11', 1],
      ]);
      const hours = (await get(t.url, w.owner.token, `${BASE}/dashboard/hour-of-date`, { from: '03/11/2026', to: '03/11/2026' })).body
        .data as ResponseOf<typeof hourOfDate>;
      expect(hours.items.find((h) => h.conversions > 0)?.hour).toBe(6);
    } finally {
      await t.db.query('UPDATE brand_users SET report_timezone_id = NULL WHERE id = $1', [w.owner.id]);
    }
  });

  it('detail: the status filter (name or code) chooses which conversions count', async () => {
    const q = { ...RANGE, offer_id: w.offers[0]!, partner_id: w.partners[1]! };
    const gross = (await get(t.url, w.owner.token, `${BASE}/detail`, { ...q, status: 4 })).body.data as Detail;
    expect(gross.status).toBe('gross');
    expect(gross.totals.current.conversions).toBe(2);
    const rejected = (await get(t.url, w.owner.token, `${BASE}/detail`, { ...q, status: 'rejected' })).body.data as Detail;
    expect(rejected.totals.current.conversions).toBe(1);
    expect(rejected.items).toHaveLength(10);
    const foreign = await get(t.url, w.owner.token, `${BASE}/detail`, { ...q, offer_id: 999_999 });
    expect(foreign.status).toBe(404);
  });

  it('an employee without the all-partner flag sees only assigned partners, totals included', async () => {
    const limited = await addUser(t.db, w.brandId, { role: 'custom', permissions: levels({}), isAllPartner: false });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      limited.id,
      w.brandId,
      w.partners[0],
    ]);
    const d = (await get(t.url, limited.token, `${BASE}/publisher`, RANGE)).body.data as Data;
    expect(d.items.map((r) => r.id)).toEqual([w.partners[0]]);
    const r = await raw('2026-03-01T00:00Z', '2026-03-11T00:00Z', 'c.partner_id = $4', [w.partners[0]]);
    expect(d.totals.current.clicks).toBe(r.clicks);
    const byOffer = (await get(t.url, limited.token, `${BASE}/offer`, RANGE)).body.data as Data;
    expect(byOffer.totals.current.clicks).toBe(r.clicks);
    const other = await get(t.url, limited.token, `${BASE}/detail`, { ...RANGE, offer_id: w.offers[0]!, partner_id: w.partners[1]! });
    expect(other.status).toBe(404);
    const noReport = await addUser(t.db, w.brandId, { role: 'custom', permissions: levels({ report: LEVEL.none }) });
    expect((await get(t.url, noReport.token, `${BASE}/offer`, RANGE)).status).toBe(403);
  });

  it('exports stream every row and the totals, formula-escaped, as CSV and XLSX', async () => {
    const csv = await download(t.url, w.owner.token, `${BASE}/offer/export`, { ...RANGE, format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('Clicks');
    expect(lines).toHaveLength(1 + 2 + 1);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(lines.at(-1)).toMatch(/^,Total,/);
    const header = lines[0]!.replace(/^\uFEFF/, '').split(',');
    const evil = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(evil.slice(evil.lastIndexOf('"') + 2).split(',')[header.indexOf('Profit') - 2]).toMatch(/^-\d+\.\d{4}$/);
    const vi = await (await download(t.url, w.owner.token, `${BASE}/publisher/export`, { ...RANGE, lang: 'vi' })).text();
    expect(vi).toContain('Lượt nhấp');
    const xlsx = await download(t.url, w.owner.token, `${BASE}/offer/export`, { ...RANGE, format: 'xlsx' });
    expect(xlsx.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const names = [2, 3].map((i) => String(sheet.getRow(i).getCell(2).value));
    expect(names).toContain(`'=HYPERLINK("http://evil.test","x")`);
    expect(sheet.getRow(4).getCell(2).value).toBe('Total');
    expect(typeof sheet.getRow(2).getCell(3).value).toBe('number');
  });
});
