import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser, createBrand, levels, type TestUser } from '../../tests/support/api/employees.ts';
import { insertOffer } from '../../tests/support/api/offer-assets.ts';
import { EXPORT_BATCH } from './export.ts';
import { insertClicks, insertConversions, insertPartner, insertServerLog } from '../../tests/support/api/tracking-logs.ts';
import { LEVEL } from '../../src/domain/permissions.ts';
import { csvFields } from '../../tests/support/api/csv.ts';

/**
 * Log exports (issue 6): the whole filtered event log / server log as CSV or XLSX, walked in keyset
 * batches (more rows than one batch here), formula-escaped, with the reads' access and partner scope.
 */
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
const CLICKS = 1200;
const CONVERSIONS = 400;
const LOGS = 1100;
const EVIL = '=HYPERLINK("http://evil.test","x")';

beforeAll(async () => {
  t = await createTestApp();
  brandId = await createBrand(t.db, 'Export Logs Brand');
  const otherBrand = await createBrand(t.db, 'Other Export Brand');
  owner = await addUser(t.db, brandId, { role: 'owner' });
  reader = await addUser(t.db, brandId, { role: 'custom', permissions: levels({ report: LEVEL.read }) });
  noReport = await addUser(t.db, brandId, { role: 'custom', permissions: levels({ report: LEVEL.none }) });
  assignedOnly = await addUser(t.db, brandId, { role: 'custom', permissions: levels({}), isAllPartner: false });
  other = await addUser(t.db, otherBrand, { role: 'owner' });
  offers = [await insertOffer(t.db, brandId, EVIL), await insertOffer(t.db, brandId, 'Plain offer')];
  partners = [await insertPartner(t.db, 'Partner One'), await insertPartner(t.db, 'Partner Two')];
  await t.db.query('INSERT INTO brand_partners (brand_id, partner_id) VALUES ($1, $2), ($1, $3)', [brandId, partners[0], partners[1]]);
  await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
    assignedOnly.id,
    brandId,
    partners[0],
  ]);
  const fill = { brandId, offerIds: offers, partnerIds: partners, base: BASE };
  await insertClicks(t.db, { ...fill, count: CLICKS });
  await insertConversions(t.db, { ...fill, count: CONVERSIONS });
  await insertServerLog(t.db, { ...fill, count: LOGS });
  const foreign = {
    brandId: otherBrand,
    offerIds: [await insertOffer(t.db, otherBrand, 'Foreign offer')],
    partnerIds: partners,
    base: BASE,
    count: 30,
  };
  await insertClicks(t.db, foreign);
  await insertServerLog(t.db, foreign);
}, 60_000);
afterAll(() => t?.close());

const download = (path: string, user?: TestUser) =>
  fetch(`${t.url}${path}`, { headers: user ? { authorization: `Bearer ${user.token}` } : {} });
async function csv(path: string, user: TestUser): Promise<{ header: string[]; rows: string[][]; lines: string[] }> {
  const res = await download(path, user);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  const lines = (await res.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { header: csvFields(lines[0]!), rows: lines.slice(1).map(csvFields), lines: lines.slice(1) };
}
const column = (c: { header: string[]; rows: string[][] }, title: string) => {
  const i = c.header.indexOf(title);
  expect(i).toBeGreaterThanOrEqual(0);
  return c.rows.map((r) => r[i]!);
};
const count = async (table: string, where = 'true', args: unknown[] = []) =>
  Number((await t.db.query(`SELECT count(*) AS n FROM ${table} WHERE brand_id = $1 AND ${where}`, [brandId, ...args])).rows[0].n);

describe('event log export', () => {
  it('every click and conversion once, across more than one keyset batch, newest first', async () => {
    expect(CLICKS + CONVERSIONS).toBeGreaterThan(EXPORT_BATCH);
    const file = await csv('/api/reports/event-log/export?format=csv', reader);
    expect(file.lines).toHaveLength(CLICKS + CONVERSIONS);
    expect(file.header.slice(0, 3)).toEqual(['Time (UTC)', 'Kind', 'Offer ID']);
    const times = column(file, 'Time (UTC)');
    for (let i = 1; i < times.length; i++) expect(times[i - 1]! >= times[i]!).toBe(true);
    // click ids are unique per row (random uuids): no row repeated or lost at a batch edge
    expect(new Set(column(file, 'Click ID')).size).toBe(CLICKS + CONVERSIONS);
    expect(column(file, 'Kind').filter((k) => k === 'Click')).toHaveLength(CLICKS);
  });

  it("takes the reads' filters and escapes formulas", async () => {
    const clicks = await csv(`/api/reports/event-log/export?kind=click&partner_id=${partners[1]}`, owner);
    expect(clicks.lines).toHaveLength(await count('clicks', 'partner_id = $2', [partners[1]]));
    const refused = await csv('/api/reports/event-log/export?refusal=partner_stopped', owner);
    expect(refused.lines).toHaveLength(CLICKS / 10);
    expect(refused.lines[0]).toContain('The partner is stopped for this brand.');
    const text = await (await download(`/api/reports/event-log/export?offer_id=${offers[0]}`, owner)).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(new Set(column(await csv(`/api/reports/event-log/export?offer_id=${offers[0]}`, owner), 'Offer'))).toEqual(
      new Set([`'${EVIL}`]),
    );
  });

  it('XLSX in Vietnamese: headers and words of the language, money as numbers, the formula as text', async () => {
    const res = await download(`/api/reports/event-log/export?format=xlsx&lang=vi&kind=conversion&offer_id=${offers[0]}`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="event-log-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Nhật ký sự kiện');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 2)).toEqual(['Thời gian (UTC)', 'Loại']);
    expect(sheet.rowCount - 1).toBe(await count('conversions', 'offer_id = $2', [offers[0]]));
    const row = sheet.getRow(2);
    expect(row.getCell(header.indexOf('Loại') + 1).value).toBe('Chuyển đổi');
    expect(row.getCell(header.indexOf('Chiến dịch') + 1).value).toBe(`'${EVIL}`);
    expect(row.getCell(header.indexOf('Hoa hồng') + 1).value).toBe(1.25);
  });
});

describe('server log export', () => {
  it('every row once; outcome and reason in words; the request as JSON text', async () => {
    const file = await csv('/api/reports/server-log/export', reader);
    expect(file.lines).toHaveLength(LOGS);
    const refused = await csv('/api/reports/server-log/export?outcome=refused', reader);
    expect(refused.lines).toHaveLength(LOGS / 5);
    expect(
      refused.rows.every(
        (r) => r[refused.header.indexOf('Outcome')] === 'Refused' && r[refused.header.indexOf('Reason')] === 'Unknown click id.',
      ),
    ).toBe(true);
    const xlsx = await download('/api/reports/server-log/export?format=xlsx&outcome=refused', reader);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheet.rowCount - 1).toBe(LOGS / 5);
    const request = JSON.parse(String(sheet.getRow(2).getCell(header.indexOf('Request') + 1).value)) as { query: { n: number } };
    expect(request.query.n % 5).toBe(0);
    expect(sheet.getRow(2).getCell(header.indexOf('HTTP status') + 1).value).toBe(404);
  });
});

describe('authorization: the same as the log reads', () => {
  const paths = ['/api/reports/event-log/export', '/api/reports/server-log/export'];
  it('401 signed out, 403 without report access, 422 on a bad format or filter', async () => {
    for (const p of paths) {
      expect((await download(p)).status).toBe(401);
      expect((await download(p, noReport)).status).toBe(403);
      expect((await download(`${p}?format=pdf`, reader)).status).toBe(422);
      expect((await download(`${p}?click_id=nope`, reader)).status).toBe(422);
    }
  });

  it('another brand exports only its own rows; an assigned-partner user only the assigned partner', async () => {
    const foreign = await csv('/api/reports/event-log/export', other);
    expect(foreign.lines).toHaveLength(30);
    expect(column(foreign, 'Offer ID').some((id) => offers.includes(Number(id)))).toBe(false);
    const mine = await csv('/api/reports/event-log/export', assignedOnly);
    expect(mine.lines).toHaveLength(
      (await count('clicks', 'partner_id = $2', [partners[0]])) + (await count('conversions', 'partner_id = $2', [partners[0]])),
    );
    expect(new Set(column(mine, 'Partner ID'))).toEqual(new Set([String(partners[0])]));
    const logs = await csv('/api/reports/server-log/export', assignedOnly);
    expect(logs.lines).toHaveLength(LOGS / 2);
    expect(new Set(column(logs, 'Partner ID'))).toEqual(new Set([String(partners[0])]));
  });
});
