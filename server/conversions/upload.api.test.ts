import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_ROWS } from '../../src/domain/reports/upload-contract.ts';
import { call } from '../../tests/support/api/auth.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { presign } from '../../tests/support/api/files.ts';
import { makeBrand, type Brand, type TrackingApp } from '../../tests/support/api/tracking.ts';
import { act, expectRollupsConsistent, lockSql, setPartnerMode, tracked, type Tracked } from '../../tests/support/api/conversions.ts';
import {
  csvFile,
  createUploadApp,
  errorsCsv,
  held,
  HISTORY_PATH,
  postUpload,
  readUpload,
  validateFile,
} from '../../tests/support/api/conversion-upload.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

const tasks = held();
let t: TrackingApp;
let b: Brand;
let token: string;
beforeAll(async () => {
  t = await createUploadApp(tasks.schedule);
  b = await makeBrand(t.db, 'Upload Brand');
  token = b.owner.token;
}, 60_000);
afterAll(() => t?.close());

const statusOf = async (id: number) =>
  (await t.db.query<{ status: string }>('SELECT status FROM conversions WHERE id = $1', [id])).rows[0]!.status;
const notes = async () =>
  (
    await t.db.query<{ case_id: number; data: { file_id: number; number_issue?: number } }>(
      'SELECT case_id, data FROM notifications WHERE brand_id = $1 ORDER BY id',
      [b.brandId],
    )
  ).rows;

/** Uploads, validates and runs the validation; the upload after it. */
async function validated(text: string, who = token) {
  const file = await csvFile(t, who, text);
  expect(file.status).toBe(200);
  const started = await validateFile(t, who, file.id!);
  expect(started.status).toBe(200);
  expect(started.body.data.status).toBe('validating');
  await tasks.run();
  return (await readUpload(t, who, file.id!)).body.data;
}

describe('whole-file checks: "File could not be uploaded (empty or over limit size, rows or header)."', () => {
  const refused = async (text: string) => {
    const file = await csvFile(t, token, text);
    const res = await validateFile(t, token, file.id!);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file_id', code: 'file_invalid' }]);
    expect(tasks.pending()).toBe(0);
    expect((await readUpload(t, token, file.id!)).status).toBe(404);
  };
  it('a header without rows, blank lines only, a wrong header, an unclosed quote', async () => {
    await refused('conversion_id,status,reason\r\n');
    await refused('conversion_id,status,reason\n\n \n');
    await refused('id,state\n1,approved\n');
    await refused('transaction_id,status\nT1,approved\n');
    await refused('conversion_id,status\n"abc,approved\n');
  });
  it(`more than ${MAX_UPLOAD_ROWS} rows`, async () => {
    const row = '00000000-0000-4000-8000-000000000000,approved,\n';
    await refused(`conversion_id,status,reason\n${row.repeat(MAX_UPLOAD_ROWS + 1)}`);
  });
  it('the file flow refuses an empty file, 2 MB and more, and anything but .csv; a file of another use is refused here', async () => {
    const empty = await csvFile(t, token, '');
    expect(empty.status).toBe(422);
    await expect(csvFile(t, token, `conversion_id,status\n${'x'.repeat(2 * 1024 * 1024)}`)).rejects.toThrow(/upload 413/);
    await expect(presign(t.url, token, 'conversions.txt', 'csv')).rejects.toThrow(/presign 422/);
    const general = await csvFile(t, token, 'x');
    await t.db.query(`UPDATE files SET use = 'general' WHERE id = $1`, [general.id]);
    expect((await validateFile(t, token, general.id!)).body.errors).toEqual([{ field: 'file_id', code: 'file_invalid' }]);
  });
});

describe('validation', () => {
  it('a good file succeeds with its counts, notifies, and is the first of the history; the same file answers the same upload', async () => {
    const a = await tracked(t, b);
    const c = await tracked(t, b);
    const done = await tracked(t, b, { approved: true });
    const upload = await validated(
      `\uFEFFConversion_ID,Status,Reason\n${a.uuid},approved,\n${c.uuid},REJECTED,"Refund, order 7"\n${done.uuid},approved,\n`,
    );
    expect(upload).toMatchObject({
      status: 'succeeded',
      total_rows: 3,
      valid_rows: 2,
      unchanged_rows: 1,
      error_rows: 0,
      errors: [],
      errors_truncated: false,
    });
    expect((await notes()).at(-1)).toEqual({ case_id: 7, data: { file_name: 'conversions.csv', file_id: upload.id } });
    expect(await statusOf(a.id)).toBe('pending');
    const again = await validateFile(t, token, upload.id);
    expect(again.body.data).toMatchObject({ id: upload.id, status: 'succeeded' });
    expect(tasks.pending()).toBe(0);
    const list = await call(t.url, 'GET', `${HISTORY_PATH}?search=${upload.id}&status=5&page=1&limit=50&sort=desc&sortBy=updated_at`, {
      token,
    });
    expect(list.body.data).toMatchObject({
      items: [{ id: upload.id }],
      paging: { current_page: 1, limit: 50, total_row: 1, total_page: 1 },
    });
  });

  it('lists every row error, fails, notifies with the count, and changes nothing', async () => {
    const ok = await tracked(t, b);
    const rejected = await tracked(t, b);
    await act(t, token, [rejected.id], 'reject', 'Fraud');
    const locked = await tracked(t, b);
    await lockSql(t.db, locked.id);
    const blocked = await tracked(t, b);
    await setPartnerMode(t.db, b.brandId, blocked.partnerId, 3);
    const other = await tracked(t, await makeBrand(t.db, 'Someone else'));
    const unknown = '00000000-0000-4000-8000-000000000001';
    const text = [
      'conversion_id,status,reason',
      `${ok.uuid},approved,`,
      `${unknown},approved,`,
      `${ok.uuid},rejected,Dup`,
      `${rejected.uuid},organic,`,
      `${locked.uuid},approved,`,
      `${blocked.uuid},approved,`,
      `${other.uuid},approved,`,
      `${(await tracked(t, b)).uuid},rejected,`,
      `${(await tracked(t, b)).uuid},paid,`,
      ',approved,',
    ].join('\n');
    const before = await t.db.query('SELECT id, status FROM conversions ORDER BY id');
    const upload = await validated(text);
    expect(upload).toMatchObject({ status: 'failed', total_rows: 10, valid_rows: 1, error_rows: 9 });
    expect(upload.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'conversion_id', 'unknown'],
      [4, 'conversion_id', 'duplicate'],
      [5, 'status', 'not_allowed'],
      [6, 'status', 'locked'],
      [7, 'status', 'partner_blocked'],
      [8, 'conversion_id', 'unknown'],
      [9, 'reason', 'reason_required'],
      [10, 'status', 'status_invalid'],
      [11, 'conversion_id', 'required'],
    ]);
    expect((await notes()).at(-1)).toEqual({ case_id: 8, data: { file_name: 'conversions.csv', file_id: upload.id, number_issue: 9 } });
    expect((await t.db.query('SELECT id, status FROM conversions ORDER BY id')).rows).toEqual(before.rows);
    expect((await postUpload(t, token, upload.id, 'apply')).status).toBe(409);

    const csv = await errorsCsv(t, token, upload.id);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Row,Column,Code,Error,Value');
    expect(lines).toHaveLength(10);
    expect(lines[1]).toBe(`3,conversion_id,unknown,No such conversion,${unknown}`);
    expect((await errorsCsv(t, token, upload.id, 'vi')).text).toContain('Không có chuyển đổi này');
  });

  it('finds a conversion by transaction id and offer id', async () => {
    const c = await tracked(t, b);
    await t.db.query(`UPDATE conversions SET transaction_id = 'ORDER-9' WHERE id = $1`, [c.id]);
    const upload = await validated(`transaction_id,offer_id,status\nORDER-9,${c.offerId},approved\nORDER-9,${c.offerId + 1000},approved\n`);
    expect(upload.errors.map((e) => [e.row, e.code])).toEqual([[3, 'unknown']]);
  });
});

describe('apply', () => {
  let rows: Tracked[];
  const file = (r: Tracked[]) =>
    `conversion_id,status,reason\n${r[0]!.uuid},approved,\n${r[1]!.uuid},rejected,Refunded\n${r[2]!.uuid},organic,\n`;

  it('changes every status and the rollups in one go, with audit rows; then the upload is applied and final', async () => {
    rows = [await tracked(t, b), await tracked(t, b, { approved: true }), await tracked(t, b)];
    const upload = await validated(file(rows));
    expect(upload.status).toBe('succeeded');
    const started = await postUpload(t, token, upload.id, 'apply');
    expect(started.body.data.status).toBe('applying');
    expect((await errorsCsv(t, token, upload.id)).status).toBe(409);
    expect((await errorsCsv(t, token, upload.id)).text).toContain('file_processing');
    expect((await postUpload(t, token, upload.id, 'apply')).status).toBe(409);
    await tasks.run();
    const after = (await readUpload(t, token, upload.id)).body.data;
    expect(after).toMatchObject({ status: 'applied', valid_rows: 3 });
    expect(after.applied_at).not.toBeNull();
    expect([await statusOf(rows[0]!.id), await statusOf(rows[1]!.id), await statusOf(rows[2]!.id)]).toEqual([
      'approved',
      'rejected',
      'organic',
    ]);
    const audit = await t.db.query(
      'SELECT conversion_id, to_status, reason FROM conversion_changes WHERE conversion_id = ANY($1) ORDER BY conversion_id',
      [rows.map((r) => r.id)],
    );
    expect(audit.rows).toEqual([
      { conversion_id: rows[0]!.id, to_status: 'approved', reason: '' },
      { conversion_id: rows[1]!.id, to_status: 'rejected', reason: 'Refunded' },
      { conversion_id: rows[2]!.id, to_status: 'organic', reason: '' },
    ]);
    await expectRollupsConsistent(t.db, b.brandId);
    expect((await postUpload(t, token, upload.id, 'discard')).status).toBe(409);
  });

  it('fails with the errors found at apply time and changes nothing when a conversion was locked in between', async () => {
    const r = [await tracked(t, b), await tracked(t, b, { approved: true }), await tracked(t, b)];
    const upload = await validated(file(r));
    await postUpload(t, token, upload.id, 'apply');
    await lockSql(t.db, r[2]!.id);
    await tasks.run();
    const after = (await readUpload(t, token, upload.id)).body.data;
    expect(after).toMatchObject({
      status: 'failed',
      valid_rows: 0,
      error_rows: 1,
      errors: [{ row: 4, column: 'status', code: 'locked', value: 'organic' }],
    });
    expect([await statusOf(r[0]!.id), await statusOf(r[1]!.id)]).toEqual(['pending', 'approved']);
    expect((await notes()).at(-1)).toEqual({ case_id: 8, data: { file_name: 'conversions.csv', file_id: upload.id, number_issue: 1 } });
    await expectRollupsConsistent(t.db, b.brandId);
  });

  it('a discarded upload is final', async () => {
    const upload = await validated(`conversion_id,status\n${(await tracked(t, b)).uuid},approved\n`);
    expect((await postUpload(t, token, upload.id, 'discard')).body.data.status).toBe('discarded');
    expect((await postUpload(t, token, upload.id, 'apply')).status).toBe(409);
    // the audit log: the validation's start and the discard, before → after; the refused apply nothing
    const { rows } = await t.db.query<{ action: string; object_type: string; changes: object }>(
      'SELECT action, object_type, changes FROM audit_log WHERE object_id = $1 AND brand_id = $2 ORDER BY id',
      [String(upload.id), b.brandId],
    );
    expect(rows).toEqual([
      {
        action: 'conversionUploads.validate',
        object_type: 'conversion_upload',
        changes: { file_name: [null, 'conversions.csv'], status: [null, 'validating'], total_rows: [null, 1] },
      },
      { action: 'conversionUploads.discard', object_type: 'conversion_upload', changes: { status: ['succeeded', 'discarded'] } },
    ]);
  });

  it('an upload stuck processing (its process stopped) is failed as interrupted when read; its late task changes nothing', async () => {
    const c = await tracked(t, b);
    const upload = await validated(`conversion_id,status\n${c.uuid},approved\n`);
    await postUpload(t, token, upload.id, 'apply');
    await t.db.query(`UPDATE conversion_uploads SET updated_at = now() - interval '1 hour' WHERE id = $1`, [upload.id]);
    expect((await readUpload(t, token, upload.id)).body.data).toMatchObject({
      status: 'failed',
      errors: [{ row: 0, code: 'interrupted' }],
    });
    await tasks.run();
    expect((await readUpload(t, token, upload.id)).body.data.status).toBe('failed');
    expect(await statusOf(c.id)).toBe('pending');
  });
});

describe('who may see and do what', () => {
  it("another brand's upload and file answer 404; a read-only user reads but cannot validate or apply", async () => {
    const upload = await validated(`conversion_id,status\n${(await tracked(t, b)).uuid},approved\n`);
    const other = await makeBrand(t.db, 'Nosy brand');
    expect((await readUpload(t, other.owner.token, upload.id)).status).toBe(404);
    expect((await postUpload(t, other.owner.token, upload.id, 'apply')).status).toBe(404);
    expect((await errorsCsv(t, other.owner.token, upload.id)).status).toBe(404);
    expect((await validateFile(t, other.owner.token, upload.id)).status).toBe(404);
    const list = await call(t.url, 'GET', HISTORY_PATH, { token: other.owner.token });
    expect(list.body.data).toMatchObject({ items: [], paging: { total_row: 0 } });

    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { report: LEVEL.read } });
    expect((await readUpload(t, reader.token, upload.id)).status).toBe(200);
    expect((await postUpload(t, reader.token, upload.id, 'apply')).status).toBe(403);
    expect((await validateFile(t, reader.token, upload.id)).status).toBe(403);
    expect((await readUpload(t, token, upload.id)).body.data.status).toBe('succeeded');
  });

  it('an employee limited to assigned partners sees only their own uploads', async () => {
    const limited = await addUser(t.db, b.brandId, { role: 'custom', isAllPartner: false });
    const list = await call(t.url, 'GET', `${HISTORY_PATH}?status=all`, { token: limited.token });
    expect(list.body.data).toMatchObject({ items: [], paging: { total_row: 0 } });
  });

  it('history: 50 a page by default, last changed first, status filter by name or code', async () => {
    const res = await call(t.url, 'GET', HISTORY_PATH, { token });
    const data = res.body.data as { items: { updated_at: string; status: string }[]; paging: { limit: number } };
    expect(data.paging.limit).toBe(50);
    const times = data.items.map((i) => i.updated_at);
    expect(times).toEqual([...times].sort().reverse());
    const failed = await call(t.url, 'GET', `${HISTORY_PATH}?status=3`, { token });
    const items = (failed.body.data as { items: { status: string }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.status === 'failed')).toBe(true);
    expect((await call(t.url, 'GET', `${HISTORY_PATH}?limit=7`, { token })).status).toBe(422);
  });
});
