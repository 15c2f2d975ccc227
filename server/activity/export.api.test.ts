import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser, type TestUser } from '../../tests/support/api/employees.ts';
import { brand, type Brand } from '../../tests/support/api/offers.ts';
import { EXPORT_BATCH } from './export.ts';
import { csvFields } from '../../tests/support/api/csv.ts';

/**
 * GET /api/audit/export (the Activity view's CSV / XLSX): every row the read would list, walked in
 * keyset batches (more rows than one batch here), changes in words, formula-escaped, and the read's
 * rule of who sees what. Rows are appended with SQL: the log's trigger refuses only UPDATE / DELETE.
 */
let t: TestApp;
let b: Brand;
let other: Brand;
let admin: TestUser;
let staff: TestUser;
let sly: TestUser;
const BULK = EXPORT_BATCH + 150;
const EVIL = '=HYPERLINK("http://evil.test","x")';

const append = (brandId: number, userId: number, action: string, changes: object, objectId = '7', count = 1) =>
  t.db.query(
    `INSERT INTO audit_log (brand_id, brand_user_id, action, object_type, object_id, changes, request_id, ip)
     SELECT $1, $2, $3, 'offer', $4, $5::jsonb, 'req-' || n, '203.0.113.9' FROM generate_series(1, $6) AS n`,
    [brandId, userId, action, objectId, JSON.stringify(changes), count],
  );

beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
  other = await brand(t.db);
  admin = await addUser(t.db, b.brandId, { role: 'admin', firstName: 'Ada' });
  staff = await addUser(t.db, b.brandId, { role: 'custom', permissions: {} });
  sly = await addUser(t.db, b.brandId, { role: 'custom', permissions: {}, firstName: '@SUM(1+1)' });
  await append(b.brandId, b.owner.id, 'offers.status.pause', { status: [1, 2] }, '7', BULK);
  await append(b.brandId, admin.id, 'offers.update.general', {
    name: ['Old', EVIL],
    default_payout: ['1.00', '2.50'],
    tags: [[], ['a', 'b']],
  });
  await append(b.brandId, staff.id, 'offers.update.payout', { default_payout: ['2.50', null] }, '8');
  await append(b.brandId, sly.id, 'profile.update', {}, '9');
  await append(other.brandId, other.owner.id, 'offers.create', {}, '99');
}, 60_000);
afterAll(async () => t?.close());

const download = (path: string, user?: TestUser) =>
  fetch(`${t.url}${path}`, { headers: user ? { authorization: `Bearer ${user.token}` } : {} });

async function csv(path: string, user: TestUser) {
  const res = await download(path, user);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"/);
  const text = await res.text();
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  const header = csvFields(lines[0]!);
  const rows = lines.slice(1).map(csvFields);
  const col = (title: string) => {
    const i = header.indexOf(title);
    expect(i, title).toBeGreaterThanOrEqual(0);
    return rows.map((r) => r[i]!);
  };
  return { text, header, rows, col };
}

describe('GET /api/audit/export', () => {
  it('the owner gets every row of the brand once, across more than one batch, newest first', async () => {
    const file = await csv('/api/audit/export', b.owner);
    expect(file.header).toEqual([
      'Time (UTC)',
      'User ID',
      'User',
      'Action',
      'Object type',
      'Object ID',
      'Changes',
      'Request ID',
      'IP',
      'On behalf of',
    ]);
    expect(file.rows).toHaveLength(BULK + 3);
    expect(file.col('Action').slice(0, 3)).toEqual(['profile.update', 'offers.update.payout', 'offers.update.general']);
    expect(new Set(file.col('Request ID').slice(3)).size).toBe(BULK);
    expect(file.col('Object ID')).not.toContain('99');
  });

  it('writes changes as field: before → after, names the user and object, and escapes formulas', async () => {
    const file = await csv(`/api/audit/export?user_id=${admin.id}`, b.owner);
    expect(file.rows).toHaveLength(1);
    expect(file.col('User')).toEqual(['Ada Tester']);
    expect(file.col('Object type')).toEqual(['Offer']);
    // jsonb keeps its own key order, so the fields are compared as a set
    expect(file.col('Changes')[0]!.split('; ').sort()).toEqual(['default_payout: 1.00 → 2.50', `name: Old → ${EVIL}`, 'tags: — → a, b']);
    // a cell that starts a formula (a user's own first name) is written as text
    expect((await csv('/api/audit/export?object_id=9', b.owner)).col('User')).toEqual(["'@SUM(1+1) Tester"]);
    const staffRow = await csv('/api/audit/export?object_id=8', b.owner);
    expect(staffRow.col('Changes')).toEqual(['default_payout: 2.50 → —']);
  });

  it("takes the read's filters", async () => {
    expect((await csv('/api/audit/export?action=offers.status.pause', b.owner)).rows).toHaveLength(BULK);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await csv(`/api/audit/export?from=${encodeURIComponent(future)}`, b.owner)).rows).toHaveLength(0);
  });

  it('XLSX in Vietnamese: headers, sheet and object names of the language', async () => {
    const res = await download(`/api/audit/export?format=xlsx&lang=vi&user_id=${admin.id}`, b.owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="activity-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Hoạt động');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['Thời gian (UTC)', 'ID người dùng', 'Người dùng', 'Hành động']);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(header.indexOf('Loại đối tượng') + 1).value).toBe('Chiến dịch');
  });
});

describe('authorization: the same as the read', () => {
  it('401 signed out; 422 on a bad format or filter', async () => {
    expect((await download('/api/audit/export')).status).toBe(401);
    expect((await download('/api/audit/export?format=pdf', b.owner)).status).toBe(422);
    const bad = await download('/api/audit/export?object_type=no%20spaces', b.owner);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['object_type']);
  });

  it('an admin exports everyone; anyone else only their own actions, even when asking for another user', async () => {
    expect((await csv('/api/audit/export', admin)).rows).toHaveLength(BULK + 3);
    const own = await csv('/api/audit/export', staff);
    expect(own.col('User ID')).toEqual([String(staff.id)]);
    expect((await csv(`/api/audit/export?user_id=${admin.id}`, staff)).rows).toHaveLength(0);
  });

  it('another brand exports only its own rows', async () => {
    const foreign = await csv('/api/audit/export', other.owner);
    expect(foreign.col('Object ID')).toEqual(['99']);
  });

  it('exporting appends nothing to the log', async () => {
    const count = async () => Number((await t.db.query('SELECT count(*) AS n FROM audit_log WHERE brand_id = $1', [b.brandId])).rows[0].n);
    const before = await count();
    await csv('/api/audit/export', b.owner);
    expect(await count()).toBe(before);
  });
});
