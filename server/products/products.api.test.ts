import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL } from '../../src/domain/permissions.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { addEvent, brand, call, codes, create, type Brand } from '../../tests/support/api/offers.ts';
import { addProduct, productBody } from '../../tests/support/api/products.ts';

/** The product catalogue through real HTTP on the real database (issue 26 item 1; decision 080). */
let t: TestApp;
let b: Brand;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  b = await brand(t.db);
});
afterAll(async () => t?.close());

type Row = { id: number; product_name: string; sku: string; tags: { id: number; name: string }[]; [k: string]: unknown };
const list = async (body: Record<string, unknown> = {}, token = b.owner.token) => {
  const res = await call(t.url, 'POST', '/api/products', { token, body });
  expect(res.status).toBe(200);
  return res.body.data as { items: Row[]; paging: { total_row: number; total_page: number } };
};

describe('create and read', () => {
  it('stores every field; prices come back as plain decimals, tags by name', async () => {
    const offer = await create(t.url, b.owner.token);
    const res = await call(t.url, 'POST', '/api/products/create', {
      token: b.owner.token,
      body: productBody({
        sku: 'SHIRT-1',
        original_price: '100.50',
        sale_price: '80',
        tag_names: ['Summer', 'summer ', 'Linen'],
        offer_id: offer.id,
      }),
    });
    expect(res.status).toBe(200);
    const p = res.body.data as Row;
    expect(p).toMatchObject({
      sku: 'SHIRT-1',
      original_price: '100.5',
      sale_price: '80',
      inventory_quantity: 12,
      status: 'in_stock',
      offer: { id: offer.id },
      event: null,
    });
    // one tag per name whatever its case
    expect(p.tags.map((x) => x.name)).toEqual(['Linen', 'Summer']);
    const got = await call(t.url, 'GET', `/api/products/${p.id}`, { token: b.owner.token });
    expect(got.body.data).toEqual(p);
  });

  it('refuses a taken SKU, bad SKU characters, emoji, an unknown category and a price above the currency’s range', async () => {
    await addProduct(t.url, b.owner.token, { sku: 'TAKEN' });
    const taken = await call(t.url, 'POST', '/api/products/create', { token: b.owner.token, body: productBody({ sku: 'TAKEN' }) });
    expect([taken.status, codes(taken)]).toEqual([422, ['sku:duplicate_sku']]);
    const shape = await call(t.url, 'POST', '/api/products/create', {
      token: b.owner.token,
      body: productBody({ sku: 'A B', product_name: 'Shirt 😀', original_price: '1.12345' }),
    });
    expect(shape.status).toBe(422);
    expect(codes(shape).sort()).toEqual(['original_price:decimal_places', 'product_name:no_emoji', 'sku:sku']);
    // USD (the default currency): at most 1,000,000; VND: 10,000,000,000
    const usd = await call(t.url, 'POST', '/api/products/create', {
      token: b.owner.token,
      body: productBody({ original_price: '1000001', category_id: 99 }),
    });
    expect(codes(usd).sort()).toEqual(['category_id:invalid_category', 'original_price:number_range']);
    const vnd = await brand(t.db);
    await t.db.query("UPDATE brands SET currency = 'VND' WHERE id = $1", [vnd.brandId]);
    const big = await call(t.url, 'POST', '/api/products/create', {
      token: vnd.owner.token,
      body: productBody({ original_price: '9000000000' }),
    });
    expect(big.status).toBe(200);
  });

  it('an offer and event must be the brand’s, and the event the offer’s', async () => {
    const other = await brand(t.db);
    const foreign = await create(t.url, other.owner.token);
    const res = await call(t.url, 'POST', '/api/products/create', { token: b.owner.token, body: productBody({ offer_id: foreign.id }) });
    expect([res.status, codes(res)]).toEqual([422, ['offer_id:unknown_offer']]);
    const offer = await create(t.url, b.owner.token);
    await addEvent(t.db, b.brandId, offer.id);
    const ev = await t.db.query<{ id: number }>('SELECT event_id::int AS id FROM offer_events WHERE offer_id = $1', [offer.id]);
    const wrong = await call(t.url, 'POST', '/api/products/create', {
      token: b.owner.token,
      body: productBody({ offer_id: offer.id, event_id: ev.rows[0]!.id + 100000 }),
    });
    expect(codes(wrong)).toEqual(['event_id:unknown_event']);
    const ok = await call(t.url, 'POST', '/api/products/create', {
      token: b.owner.token,
      body: productBody({ offer_id: offer.id, event_id: ev.rows[0]!.id }),
    });
    expect((ok.body.data as Row).event).toEqual({ id: ev.rows[0]!.id, name: 'Sale' });
  });

  it('at most 10 tags and 10 images', async () => {
    const tags = Array.from({ length: 11 }, (_, i) => `t${i}`);
    const res = await call(t.url, 'POST', '/api/products/create', { token: b.owner.token, body: productBody({ tag_names: tags }) });
    expect(res.status).toBe(422);
    expect(codes(res)[0]).toMatch(/^tag_names/);
  });
});

describe('the list', () => {
  let shop: Brand;
  beforeAll(async () => {
    shop = await brand(t.db);
    await addProduct(t.url, shop.owner.token, {
      product_name: 'banana',
      sku: 'B-1',
      original_price: '2',
      tag_names: ['Fruit'],
      category_id: 16,
    });
    await addProduct(t.url, shop.owner.token, {
      product_name: 'Apple',
      sku: 'A-1',
      original_price: '3',
      tag_names: ['Fruit', 'Red'],
      category_id: 16,
    });
    await addProduct(t.url, shop.owner.token, {
      product_name: 'Cherry 50%',
      sku: 'C_1',
      original_price: '1',
      status: 'out_of_stock',
      tag_names: [],
    });
  });

  it('sorts by name ascending by default, case-insensitive; other keys and directions', async () => {
    expect((await list({}, shop.owner.token)).items.map((p) => p.product_name)).toEqual(['Apple', 'banana', 'Cherry 50%']);
    const byPrice = await list({ sort_by: 'original_price', sort: 'desc' }, shop.owner.token);
    expect(byPrice.items.map((p) => p.sku)).toEqual(['A-1', 'B-1', 'C_1']);
  });

  it('searches name or SKU literally; filters by stock, category and tag', async () => {
    expect((await list({ search: '50%' }, shop.owner.token)).items.map((p) => p.sku)).toEqual(['C_1']);
    expect((await list({ search: 'a-1' }, shop.owner.token)).items.map((p) => p.sku)).toEqual(['A-1']);
    expect((await list({ status: 'out_of_stock' }, shop.owner.token)).items.map((p) => p.sku)).toEqual(['C_1']);
    expect((await list({ category_ids: [16] }, shop.owner.token)).paging.total_row).toBe(2);
    const tags = await call(t.url, 'GET', '/api/products/tags?page=1&limit=10000', { token: shop.owner.token });
    const items = (tags.body.data as { items: { id: number; name: string; product_count: number }[] }).items;
    expect(items.map((x) => `${x.name}:${x.product_count}`)).toEqual(['Fruit:2', 'Red:1']);
    const red = items.find((x) => x.name === 'Red')!.id;
    expect((await list({ tag_ids: [red] }, shop.owner.token)).items.map((p) => p.sku)).toEqual(['A-1']);
  });

  it('pages by 25 by default and takes only 25, 50 or 100', async () => {
    expect((await list({}, shop.owner.token)).paging).toMatchObject({ total_row: 3, total_page: 1 });
    const bad = await call(t.url, 'POST', '/api/products', { token: shop.owner.token, body: { limit: 30 } });
    expect(bad.status).toBe(422);
  });

  it('exports the filtered list as CSV in the import’s columns, and as XLSX', async () => {
    const csv = await fetch(`${t.url}/api/products/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shop.owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'csv', tag_ids: [] }),
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'sku,product_name,original_price,sale_price,inventory_quantity,category_id,status,external_id,description,product_link,product_images,tag_names',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['A-1', 'B-1', 'C_1']);
    const xlsx = await fetch(`${t.url}/api/products/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shop.owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ format: 'xlsx', status: 'out_of_stock' }),
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('another brand sees none of them; the palette index lists [id, name, sku]', async () => {
    expect((await list({ search: 'Apple' })).items.filter((p) => p.sku === 'A-1')).toEqual([]);
    const index = await call(t.url, 'GET', '/api/search/products', { token: shop.owner.token });
    expect((index.body.data as { items: unknown[][] }).items.map((r) => r.slice(1))).toEqual([
      ['Apple', 'A-1'],
      ['banana', 'B-1'],
      ['Cherry 50%', 'C_1'],
    ]);
  });
});

describe('edit, delete, permissions, audit and webhooks', () => {
  it('every write is audited and reported as product.changed; a delete keeps the product in the log', async () => {
    const hooked = await brand(t.db);
    await t.db.query(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example/p', 'whsec_d2Fsaw==', $2)`,
      [hooked.brandId, [WEBHOOK_EVENT.productChanged]],
    );
    const id = await addProduct(t.url, hooked.owner.token, { sku: 'EDIT-1', tag_names: ['Old'] });
    const edited = await call(t.url, 'PUT', `/api/products/${id}`, {
      token: hooked.owner.token,
      body: productBody({ sku: 'EDIT-1', product_name: 'Renamed', tag_names: ['New'] }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ product_name: 'Renamed', tags: [{ name: 'New' }] });
    const second = await addProduct(t.url, hooked.owner.token, { sku: 'EDIT-2' });
    const other = await brand(t.db);
    const foreign = await addProduct(t.url, other.owner.token, { sku: 'THEIRS' });
    const del = await call(t.url, 'POST', '/api/products/bulk-delete', { token: hooked.owner.token, body: { ids: [id, second, foreign] } });
    expect(del.body.data).toEqual({ deleted: 2 });
    expect((await call(t.url, 'GET', `/api/products/${foreign}`, { token: other.owner.token })).status).toBe(200);
    expect((await call(t.url, 'GET', `/api/products/${id}`, { token: hooked.owner.token })).status).toBe(404);

    const audit = await t.db.query<{ action: string; changes: Record<string, [unknown, unknown]> }>(
      "SELECT action, changes FROM audit_log WHERE brand_id = $1 AND object_type = 'product' ORDER BY id",
      [hooked.brandId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'products.create',
      'products.update',
      'products.create',
      'products.delete',
      'products.delete',
    ]);
    expect(audit.rows[1]!.changes).toMatchObject({ product_name: ['Linen shirt', 'Renamed'], tag_names: [['Old'], ['New']] });
    expect(audit.rows[3]!.changes.sku).toEqual(['EDIT-1', null]);
    const hooks = await t.db.query<{ payload: { data: { action: string; products: { sku: string }[] } } }>(
      'SELECT payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = $2 ORDER BY id',
      [hooked.brandId, WEBHOOK_EVENT.productChanged],
    );
    expect(hooks.rows.map((r) => `${r.payload.data.action}:${r.payload.data.products.map((p) => p.sku).join('+')}`)).toEqual([
      'created:EDIT-1',
      'updated:EDIT-1',
      'created:EDIT-2',
      'deleted:EDIT-1+EDIT-2',
    ]);
  });

  it('read-only on offers lists but may not write; no access is refused', async () => {
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { offers: LEVEL.read } });
    expect((await call(t.url, 'POST', '/api/products', { token: reader.token, body: {} })).status).toBe(200);
    expect((await call(t.url, 'POST', '/api/products/create', { token: reader.token, body: productBody() })).status).toBe(403);
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: { offers: LEVEL.none } });
    expect((await call(t.url, 'POST', '/api/products', { token: none.token, body: {} })).status).toBe(403);
  });

  it('an open upload refuses every other catalogue write with upload_running', async () => {
    const busy = await brand(t.db);
    const id = await addProduct(t.url, busy.owner.token, { sku: 'BUSY-1' });
    const file = await t.db.query<{ id: number }>(
      `INSERT INTO files (brand_id, key, original_name, shortened_name, type, content_type, size, use) VALUES ($1, $2, 'p.csv', 'p.csv', 'text', 'text/csv', 1, 'product_import') RETURNING id`,
      [busy.brandId, `files/${busy.brandId}/busy.csv`],
    );
    await t.db.query("INSERT INTO product_uploads (brand_id, file_id, file_name, status) VALUES ($1, $2, 'p.csv', 'succeeded')", [
      busy.brandId,
      file.rows[0]!.id,
    ]);
    const refused = [
      await call(t.url, 'POST', '/api/products/create', { token: busy.owner.token, body: productBody() }),
      await call(t.url, 'PUT', `/api/products/${id}`, { token: busy.owner.token, body: productBody({ sku: 'BUSY-1' }) }),
      await call(t.url, 'POST', '/api/products/bulk-delete', { token: busy.owner.token, body: { ids: [id] } }),
    ];
    expect(refused.map((r) => `${r.status}:${r.body.code}`)).toEqual(Array(3).fill('409:upload_running'));
    expect(refused[0]!.body.message).toBe('Please wait for the product upload to complete.');
    // reads go on
    expect((await list({}, busy.owner.token)).paging.total_row).toBe(1);
  });
});

describe('products on the offer side', () => {
  it('links products to an offer and its event, lists them by offer, refuses foreign offers and events', async () => {
    const shop = await brand(t.db);
    const offer = await create(t.url, shop.owner.token);
    await addEvent(t.db, shop.brandId, offer.id);
    const eventId = (await t.db.query<{ id: number }>('SELECT event_id::int AS id FROM offer_events WHERE offer_id = $1', [offer.id]))
      .rows[0]!.id;
    const a = await addProduct(t.url, shop.owner.token, { product_name: 'Bravo', sku: 'OF-1' });
    const c = await addProduct(t.url, shop.owner.token, { product_name: 'Alpha', sku: 'OF-2' });
    await addProduct(t.url, shop.owner.token, { product_name: 'Unlinked', sku: 'OF-3' });
    const other = await brand(t.db);
    const theirs = await addProduct(t.url, other.owner.token, { sku: 'OF-X' });
    const link = (body: unknown, token = shop.owner.token) => call(t.url, 'POST', '/api/offers/add-product-event', { token, body });

    expect((await link({ offer_id: offer.id, event_id: eventId, product_ids: [a, c, theirs] })).body.data).toEqual({ linked: 2 });
    const listed = await call(t.url, 'GET', `/api/offers/product-list?offer_id=${offer.id}`, { token: shop.owner.token });
    expect((listed.body.data as { items: Row[] }).items.map((p) => [p.product_name, p.event])).toEqual([
      ['Alpha', { id: eventId, name: 'Sale' }],
      ['Bravo', { id: eventId, name: 'Sale' }],
    ]);
    const foreignOffer = await create(t.url, other.owner.token);
    expect(codes(await link({ offer_id: foreignOffer.id, product_ids: [a] }))).toEqual(['offer_id:unknown_offer']);
    expect(codes(await link({ offer_id: offer.id, event_id: eventId + 100000, product_ids: [a] }))).toEqual(['event_id:unknown_event']);
    expect((await call(t.url, 'GET', `/api/offers/product-list?offer_id=${foreignOffer.id}`, { token: shop.owner.token })).status).toBe(
      404,
    );
    const audit = await t.db.query<{ changes: Record<string, [unknown, unknown]> }>(
      "SELECT changes FROM audit_log WHERE brand_id = $1 AND action = 'products.update' ORDER BY id",
      [shop.brandId],
    );
    expect(audit.rows.map((r) => r.changes)).toEqual([
      { offer_id: [null, offer.id], event_id: [null, eventId] },
      { offer_id: [null, offer.id], event_id: [null, eventId] },
    ]);
  });
});
