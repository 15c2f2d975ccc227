import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import type { TestApp } from '../../tests/support/api/app.ts';
import { brand, call, type Brand } from '../../tests/support/api/offers.ts';
import { addProduct, productBody } from '../../tests/support/api/products.ts';
import {
  createImportApp,
  held,
  IMPORT_HEADER,
  importLine,
  productFile,
  settled,
  startImport,
  uploadAction,
  uploadOf,
  uploadStatus,
} from '../../tests/support/api/product-import.ts';

/** Product imports through the file service, the real server and PostgreSQL (issue 26 item 2; decision 080). */
let t: TestApp;
beforeAll(async () => {
  t = await createImportApp();
});
afterAll(async () => t?.close());

const csv = (...lines: string[]) => [IMPORT_HEADER, ...lines].join('\r\n') + '\r\n';
const skus = async (b: Brand, db = t.db) =>
  (await db.query<{ sku: string }>('SELECT sku FROM products WHERE brand_id = $1 ORDER BY sku', [b.brandId])).rows.map((r) => r.sku);
async function imported(b: Brand, text: string | Uint8Array, name = 'products.csv') {
  const res = await startImport(t.url, b.owner.token, await productFile(t.url, b.owner.token, text, name));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(uploadOf(res).status).toBe('validating');
  return settled(t.url, b.owner.token, uploadOf(res).id);
}

describe('a good file: review, save, undo', () => {
  it('adds new SKUs, updates known ones, and undo puts the catalogue back as it was', async () => {
    const b = await brand(t.db);
    await t.db.query(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example/i', 'whsec_d2Fsaw==', $2)`,
      [b.brandId, [WEBHOOK_EVENT.productImportChanged, WEBHOOK_EVENT.productChanged]],
    );
    const kept = await addProduct(t.url, b.owner.token, { sku: 'OLD-1', product_name: 'Old name', tag_names: ['Keep'] });
    const u = await imported(
      b,
      csv(importLine('OLD-1', { product_name: 'New name', tag_names: 'Fresh, Sale' }), importLine('NEW-1'), '', importLine('NEW-2')),
    );
    expect(u).toMatchObject({
      status: 'succeeded',
      phase: 'review',
      progress: 100,
      total_rows: 3,
      added: 2,
      updated: 1,
      errored: 0,
      errors: [],
    });
    // waiting for review: nothing is written yet, and the catalogue waits
    expect(await skus(b)).toEqual(['OLD-1']);
    const busy = await call(t.url, 'POST', '/api/products/create', { token: b.owner.token, body: productBody() });
    expect([busy.status, busy.body.code]).toEqual([409, 'upload_running']);

    const accepting = await uploadAction(t.url, b.owner.token, 'accept', u.id);
    expect(uploadOf(accepting).status).toBe('accepting');
    const saved = await settled(t.url, b.owner.token, u.id);
    expect(saved, JSON.stringify(saved.errors)).toMatchObject({ status: 'accepted', phase: 'saved', added: 2, updated: 1 });
    expect(await skus(b)).toEqual(['NEW-1', 'NEW-2', 'OLD-1']);
    const old = (await call(t.url, 'GET', `/api/products/${kept}`, { token: b.owner.token })).body.data as {
      product_name: string;
      tags: { name: string }[];
    };
    expect([old.product_name, old.tags.map((x) => x.name)]).toEqual(['New name', ['Fresh', 'Sale']]);

    const undone = await uploadAction(t.url, b.owner.token, 'undo', u.id);
    expect(uploadOf(undone).status).toBe('undone');
    expect(await skus(b)).toEqual(['OLD-1']);
    const back = (await call(t.url, 'GET', `/api/products/${kept}`, { token: b.owner.token })).body.data as typeof old;
    expect([back.product_name, back.tags.map((x) => x.name)]).toEqual(['Old name', ['Keep']]);
    // undone is final
    expect((await uploadAction(t.url, b.owner.token, 'undo', u.id)).status).toBe(409);

    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE brand_id = $1 AND object_type = 'product_upload' ORDER BY id",
      [b.brandId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['products.upload.validate', 'products.upload.accept', 'products.upload.undo']);
    const hooks = await t.db.query<{ event_type: string; payload: { data: { status?: string; action?: string } } }>(
      'SELECT event_type, payload FROM webhook_deliveries WHERE brand_id = $1 ORDER BY id',
      [b.brandId],
    );
    expect(hooks.rows.map((r) => `${r.event_type}:${r.payload.data.status ?? r.payload.data.action}`)).toEqual([
      'product.changed:created',
      'product_import.changed:validating',
      'product_import.changed:succeeded',
      'product_import.changed:accepting',
      'product_import.changed:accepted',
      'product.changed:imported',
      'product_import.changed:undone',
      'product.changed:import_undone',
    ]);
  });

  it('reads XLSX too', async () => {
    const b = await brand(t.db);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    sheet.addRow(IMPORT_HEADER.split(','));
    sheet.addRow(['X-1', 'Sheet product', 12.5, null, 3, 2, 'out_of_stock', '', '', '', '', 'A,B']);
    const u = await imported(b, new Uint8Array(await book.xlsx.writeBuffer()), 'products.xlsx');
    expect(u).toMatchObject({ status: 'succeeded', added: 1 });
    await uploadAction(t.url, b.owner.token, 'accept', u.id);
    await settled(t.url, b.owner.token, u.id);
    const list = await call(t.url, 'POST', '/api/products', { token: b.owner.token, body: {} });
    expect((list.body.data as { items: unknown[] }).items).toMatchObject([
      { sku: 'X-1', original_price: '12.5', sale_price: null, status: 'out_of_stock', tags: [{ name: 'A' }, { name: 'B' }] },
    ]);
  });
});

describe('a file with errors', () => {
  it('names every error kind of spec 2 §5 by code with its row and column, and writes nothing', async () => {
    const b = await brand(t.db);
    const lines = [
      importLine('OK-1'),
      importLine('', {}), // required
      importLine('E-2', { product_name: 'Shirt 😀' }), // emoji
      importLine('E-3', { description: 'x'.repeat(256) }), // length
      importLine('E-4', { product_link: 'not a link' }), // format
      importLine('E-5', { inventory_quantity: '1.5' }), // number only
      importLine('E 6'), // SKU characters
      importLine('E-7', { original_price: '2000000' }), // range (USD)
      importLine('E-8', { sale_price: '1.23456' }), // decimals
      importLine('OK-1'), // duplicate SKU
      importLine('E-10', { tag_names: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }), // max items
      importLine('E-11', { category_id: '999' }), // invalid category
    ];
    const u = await imported(b, csv(...lines));
    expect(u).toMatchObject({ status: 'failed', phase: 'closed', total_rows: 12, errored: 11, file_error: null });
    expect(u.errors.map((e) => `${e.row}:${e.column}:${e.code}`)).toEqual([
      '3:sku:c_c01',
      '4:product_name:no_emoji',
      '5:description:max_length',
      '6:product_link:url',
      '7:inventory_quantity:number_only',
      '8:sku:sku',
      '9:original_price:number_range',
      '10:sale_price:decimal_places',
      '11:sku:duplicate_sku',
      '12:tag_names:max_tags',
      '13:category_id:invalid_category',
    ]);
    expect(u.errors.find((e) => e.code === 'duplicate_sku')).toMatchObject({ value: 'OK-1', max: 2 });
    expect(await skus(b)).toEqual([]);
    // a failed upload is complete: the catalogue takes writes again, and a corrected file is a new upload
    expect((await call(t.url, 'POST', '/api/products/create', { token: b.owner.token, body: productBody() })).status).toBe(200);
    const fixed = await imported(b, csv(importLine('OK-1')));
    expect(fixed.status).toBe('succeeded');
  });

  it('refuses a wrong header, an empty file, a broken quote and a file of another use', async () => {
    const b = await brand(t.db);
    expect(await imported(b, 'sku,name\nA,B\n')).toMatchObject({ status: 'failed', file_error: 'header' });
    expect(await imported(b, `${IMPORT_HEADER}\n\n`)).toMatchObject({ status: 'failed', file_error: 'empty' });
    expect(await imported(b, `${IMPORT_HEADER}\n"A-1,open`)).toMatchObject({ status: 'failed', file_error: 'malformed' });
    const { confirmed } = await (
      await import('../../tests/support/api/files.ts')
    ).uploadFile(t.url, b.owner.token, 'p.csv', new TextEncoder().encode('a\n'), 'csv');
    const other = await startImport(t.url, b.owner.token, (confirmed.body.data as { id: number }).id);
    expect([other.status, other.body.errors]).toEqual([422, [{ field: 'file_id', code: 'file_invalid' }]]);
  });

  it('refuses 10,000 data rows (under 10,000 is the limit)', async () => {
    const b = await brand(t.db);
    const rows = Array.from({ length: 10_000 }, (_, i) => importLine(`R-${i}`));
    expect(await imported(b, csv(...rows))).toMatchObject({ status: 'failed', file_error: 'too_many_rows', added: 0 });
    expect(await skus(b)).toEqual([]);
  }, 60_000);
});

describe('one upload at a time, accept failures and interruptions', () => {
  const tasks = held();
  let h: TestApp;
  beforeAll(async () => {
    h = await createImportApp(tasks.schedule);
  });
  afterAll(async () => h?.close());

  it('a second upload waits; an accept whose rows no longer fit fails and leaves the catalogue untouched; it may be tried again', async () => {
    const b = await brand(h.db);
    await h.db.query("UPDATE brands SET currency = 'VND' WHERE id = $1", [b.brandId]);
    const file = await productFile(h.url, b.owner.token, csv(importLine('V-1', { original_price: '5000000' }), importLine('V-2')));
    const first = uploadOf(await startImport(h.url, b.owner.token, file));
    const second = await startImport(h.url, b.owner.token, file);
    expect([second.status, second.body.code, second.body.message]).toEqual([
      409,
      'upload_running',
      'Please wait for the product upload to complete.',
    ]);
    expect((await uploadStatus(h.url, b.owner.token))?.status).toBe('validating');
    await tasks.run();
    expect((await uploadStatus(h.url, b.owner.token, first.id))?.status).toBe('succeeded');

    // the brand's currency changes to USD before the accept runs: 5,000,000 is out of range now
    expect(uploadOf(await uploadAction(h.url, b.owner.token, 'accept', first.id)).status).toBe('accepting');
    await h.db.query("UPDATE brands SET currency = 'USD' WHERE id = $1", [b.brandId]);
    await tasks.run();
    const failed = await uploadStatus(h.url, b.owner.token, first.id);
    expect(failed).toMatchObject({
      status: 'accept_failed',
      phase: 'review',
      errors: [{ row: 2, column: 'original_price', code: 'number_range' }],
    });
    expect(await skus(b, h.db)).toEqual([]);
    // still open: the catalogue waits; back to VND the accept goes through
    expect((await call(h.url, 'POST', '/api/products/bulk-delete', { token: b.owner.token, body: { ids: [1] } })).body.code).toBe(
      'upload_running',
    );
    await h.db.query("UPDATE brands SET currency = 'VND' WHERE id = $1", [b.brandId]);
    await uploadAction(h.url, b.owner.token, 'accept', first.id);
    await tasks.run();
    expect((await uploadStatus(h.url, b.owner.token, first.id))?.status).toBe('accepted');
    expect(await skus(b, h.db)).toEqual(['V-1', 'V-2']);
  });

  it('discard drops a validated upload; a stopped process is found interrupted when read', async () => {
    const b = await brand(h.db);
    const u = uploadOf(await startImport(h.url, b.owner.token, await productFile(h.url, b.owner.token, csv(importLine('D-1')))));
    await tasks.run();
    expect(uploadOf(await uploadAction(h.url, b.owner.token, 'discard', u.id)).status).toBe('discarded');
    expect((await h.db.query('SELECT count(*)::int AS n FROM product_upload_rows WHERE upload_id = $1', [u.id])).rows[0]).toEqual({ n: 0 });

    const stuck = uploadOf(await startImport(h.url, b.owner.token, await productFile(h.url, b.owner.token, csv(importLine('S-1')))));
    await h.db.query("UPDATE product_uploads SET updated_at = now() - interval '20 minutes' WHERE id = $1", [stuck.id]);
    expect(await uploadStatus(h.url, b.owner.token, stuck.id)).toMatchObject({ status: 'failed', errors: [{ code: 'interrupted' }] });
    // the held reading finds the upload moved on and changes nothing
    await tasks.run();
    expect((await uploadStatus(h.url, b.owner.token, stuck.id))?.status).toBe('failed');
    expect(await skus(b, h.db)).toEqual([]);
  });
});
