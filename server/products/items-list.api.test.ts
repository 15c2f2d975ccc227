import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { addEvent, brand, call, codes, create, type Brand } from '../../tests/support/api/offers.ts';
import { addProduct } from '../../tests/support/api/products.ts';

/**
 * An offer's items list and unlinking (spec 2 §7 `items-list`, `validate-items-list`; decision 086)
 * through real HTTP on the real database.
 */
let t: TestApp;
let b: Brand;
let offerId: number;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  b = await brand(t.db);
  offerId = (await create(t.url, b.owner.token)).id;
  await addEvent(t.db, b.brandId, offerId);
  eventId = (await t.db.query<{ id: number }>('SELECT event_id::int AS id FROM offer_events WHERE offer_id = $1', [offerId])).rows[0]!.id;
});
afterAll(async () => t?.close());

const get = (id = offerId, token = b.owner.token) => call(t.url, 'GET', `/api/offers/items-list?offer_id=${id}`, { token });
const put = (items: unknown[], id = offerId, token = b.owner.token) =>
  call(t.url, 'PUT', '/api/offers/items-list', { token, body: { offer_id: id, items } });
const validate = (items: unknown[], id = offerId, token = b.owner.token) =>
  call(t.url, 'POST', '/api/offers/validate-items-list', { token, body: { offer_id: id, items } });
const skusOf = async () => ((await get()).body.data as { items: { sku: string; event_id: number | null }[] }).items;
const auditRows = async () =>
  (
    await t.db.query<{ object_id: string; changes: Record<string, [unknown, unknown]> }>(
      "SELECT object_id, changes FROM audit_log WHERE brand_id = $1 AND action = 'products.update' ORDER BY id",
      [b.brandId],
    )
  ).rows;

describe('items list', () => {
  it('validates without saving: SKU characters, duplicates, unknown SKUs, foreign events, and counts moves', async () => {
    await addProduct(t.url, b.owner.token, { sku: 'IL-A' });
    await addProduct(t.url, b.owner.token, { sku: 'IL-C' });
    const elsewhere = await addProduct(t.url, b.owner.token, { sku: 'IL-B' });
    const other = await create(t.url, b.owner.token);
    await call(t.url, 'POST', '/api/offers/add-product-event', {
      token: b.owner.token,
      body: { offer_id: other.id, product_ids: [elsewhere] },
    });
    const res = await validate([
      { sku: 'IL-A', event_id: eventId },
      { sku: 'bad sku!' },
      { sku: 'IL-A' },
      { sku: 'IL-NONE' },
      { sku: 'IL-C', event_id: eventId + 100_000 },
      { sku: ' IL-C ' },
      { sku: 'IL-B' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      total: 7,
      valid: 2,
      moved: 1,
      errors: [
        { row: 2, sku: 'bad sku!', field: 'sku', code: 'sku' },
        { row: 3, sku: 'IL-A', field: 'sku', code: 'duplicate_sku' },
        { row: 4, sku: 'IL-NONE', field: 'sku', code: 'unknown_sku' },
        { row: 5, sku: 'IL-C', field: 'event_id', code: 'unknown_event' },
        { row: 6, sku: 'IL-C', field: 'sku', code: 'duplicate_sku' },
      ],
    });
    // nothing was saved, and a validation writes no audit row
    expect(await skusOf()).toEqual([]);
    expect(await auditRows()).toHaveLength(1); // the add-product-event above
    expect(codes(await validate([{ sku: 'IL-A' }], 999_999_999))).toEqual(['offer_id:unknown_offer']);
  });

  it('saves a list: links, moves and unlinks, each change an audit row; refuses a list with errors whole', async () => {
    const refused = await put([{ sku: 'IL-A' }, { sku: 'IL-NONE' }]);
    expect([refused.status, codes(refused)]).toEqual([422, ['items.1.sku:unknown_sku']]);
    expect(await skusOf()).toEqual([]);

    const before = (await auditRows()).length;
    expect((await put([{ sku: 'IL-A', event_id: eventId }, { sku: 'IL-B' }])).body.data).toEqual({ linked: 2, unlinked: 0, unchanged: 0 });
    expect((await skusOf()).map((i) => [i.sku, i.event_id])).toEqual([
      ['IL-A', eventId],
      ['IL-B', null],
    ]);
    // IL-B moved here from the other offer
    const ilb = await t.db.query<{ offer_id: number }>(
      "SELECT offer_id::int AS offer_id FROM products WHERE brand_id = $1 AND sku = 'IL-B'",
      [b.brandId],
    );
    expect(ilb.rows[0]!.offer_id).toBe(offerId);
    // the same list again changes nothing; dropping IL-A unlinks it, IL-B stays
    expect((await put([{ sku: 'IL-A', event_id: eventId }, { sku: 'IL-B' }])).body.data).toEqual({ linked: 0, unlinked: 0, unchanged: 2 });
    expect((await put([{ sku: 'IL-B' }])).body.data).toEqual({ linked: 0, unlinked: 1, unchanged: 1 });
    const rows = (await auditRows()).slice(before).map((r) => r.changes);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toEqual({ offer_id: [offerId, null], event_id: [eventId, null] });
    expect((await get(999_999_999)).status).toBe(404);
  });

  it('unlinks only this offer’s products', async () => {
    const shop = await brand(t.db);
    const mine = (await create(t.url, shop.owner.token)).id;
    const theirs = (await create(t.url, shop.owner.token)).id;
    const a = await addProduct(t.url, shop.owner.token, { sku: 'UL-A' });
    const c = await addProduct(t.url, shop.owner.token, { sku: 'UL-C' });
    const link = (offer: number, ids: number[]) =>
      call(t.url, 'POST', '/api/offers/add-product-event', { token: shop.owner.token, body: { offer_id: offer, product_ids: ids } });
    await link(mine, [a]);
    await link(theirs, [c]);
    const unlink = await call(t.url, 'POST', '/api/offers/remove-product-event', {
      token: shop.owner.token,
      body: { offer_id: mine, product_ids: [a, c] },
    });
    expect(unlink.body.data).toEqual({ unlinked: 1 });
    const offers = await t.db.query<{ sku: string; offer_id: number | null }>(
      'SELECT sku, offer_id::int AS offer_id FROM products WHERE brand_id = $1 ORDER BY sku',
      [shop.brandId],
    );
    expect(offers.rows).toEqual([
      { sku: 'UL-A', offer_id: null },
      { sku: 'UL-C', offer_id: theirs },
    ]);
    // another brand's offer is unknown to this brand
    const foreign = await call(t.url, 'POST', '/api/offers/remove-product-event', {
      token: b.owner.token,
      body: { offer_id: mine, product_ids: [a] },
    });
    expect(codes(foreign)).toEqual(['offer_id:unknown_offer']);
  });

  it('reads need offers ≥ 2, writes and validation 15; everything waits while an upload is open', async () => {
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { offers: LEVEL.read } });
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: { offers: LEVEL.none } });
    expect((await get(offerId, reader.token)).status).toBe(200);
    expect((await get(offerId, none.token)).status).toBe(403);
    expect((await put([], offerId, reader.token)).status).toBe(403);
    expect((await validate([], offerId, reader.token)).status).toBe(403);
    const other = await brand(t.db);
    expect((await get(offerId, other.owner.token)).status).toBe(404);
    expect(codes(await put([], offerId, other.owner.token))).toEqual(['offer_id:unknown_offer']);

    const file = await t.db.query<{ id: number }>(
      `INSERT INTO files (brand_id, key, original_name, shortened_name, type, content_type, size, use) VALUES ($1, $2, 'p.csv', 'p.csv', 'text', 'text/csv', 1, 'product_import') RETURNING id`,
      [b.brandId, `files/${b.brandId}/items.csv`],
    );
    await t.db.query("INSERT INTO product_uploads (brand_id, file_id, file_name, status) VALUES ($1, $2, 'p.csv', 'validating')", [
      b.brandId,
      file.rows[0]!.id,
    ]);
    const busy = [
      await put([]),
      await call(t.url, 'POST', '/api/offers/remove-product-event', {
        token: b.owner.token,
        body: { offer_id: offerId, product_ids: [1] },
      }),
    ];
    expect(busy.map((r) => `${r.status}:${r.body.code}`)).toEqual(['409:upload_running', '409:upload_running']);
    // reading and checking go on
    expect((await get()).status).toBe(200);
    expect((await validate([{ sku: 'IL-B' }])).body.data).toMatchObject({ valid: 1, errors: [] });
  });
});
