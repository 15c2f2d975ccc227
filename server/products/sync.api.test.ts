import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVEL } from '../../src/domain/permissions.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { agencySessionFor } from '../../tests/support/api/agency-inside.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { brand, call, codes, type Brand } from '../../tests/support/api/offers.ts';
import { addProduct } from '../../tests/support/api/products.ts';
import {
  createSyncApp,
  FEED_ALLOW,
  saveSyncConfig,
  startFeed,
  syncConfigBody,
  syncHistory,
  type Feed,
} from '../../tests/support/api/product-sync.ts';
import { hostileUrlsBeside } from '../../tests/support/fixtures/hostile-urls.ts';
import { testConfig } from '../config.ts';
import { productSyncJob } from './sync-job.ts';

/** The product API sync through real HTTP on the real database, against a real local feed (issue 26 item 3; decision 084). */
let t: TestApp;
let run: () => Promise<void>;
let feed: Feed;
beforeAll(async () => {
  ({ t, run } = await createSyncApp());
  feed = await startFeed();
});
afterAll(async () => {
  await feed?.close();
  await t?.close();
});

const SECRET = 'sk_live_Zq81-secret-9f3c';
const getConfig = async (token: string) =>
  (await call(t.url, 'GET', '/api/products/sync/config', { token })).body.data as { config: Record<string, unknown> | null };
const skus = async (b: Brand) =>
  (await t.db.query<{ sku: string }>('SELECT sku FROM products WHERE brand_id = $1 ORDER BY sku', [b.brandId])).rows.map((r) => r.sku);
const item = (sku: string, over: Record<string, unknown> = {}) => ({
  sku,
  product_name: `Product ${sku}`,
  original_price: 20,
  sale_price: '15.5',
  inventory_quantity: 3,
  category_id: 1,
  status: 'in_stock',
  product_link: 'https://shop.example.com/p',
  product_images: ['https://shop.example.com/i/1.jpg', 'https://shop.example.com/i/2.jpg'],
  tag_names: ['Synced'],
  ...over,
});
async function syncNow(b: Brand) {
  const started = await call(t.url, 'POST', '/api/products/sync/run', { token: b.owner.token });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(started.body.data).toMatchObject({ status: 'running', trigger: 'manual' });
  await run();
  return (await syncHistory(t.url, b.owner.token))[0]!;
}

describe('the config', () => {
  it('is created, read masked, kept without a new secret, replaced and removed — the secret never answered nor stored in clear', async () => {
    const b = await brand(t.db);
    expect((await getConfig(b.owner.token)).config).toBeNull();
    const first = await saveSyncConfig(t.url, b.owner.token, { secret: undefined });
    expect([first.status, codes(first)]).toEqual([422, ['secret:required']]);
    const made = await saveSyncConfig(t.url, b.owner.token, { secret: SECRET, sync_time: '06:15' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      endpoint_url: 'https://feed.example.com/products',
      auth_method: 'api_key',
      secret_masked: '••••9f3c',
      sync_time: '06:15',
      last_sync_at: null,
      products_synced: 0,
      connection: 'disconnected',
      running: false,
    });
    expect(JSON.stringify(made.body)).not.toContain('Zq81');
    expect(JSON.stringify(await getConfig(b.owner.token))).not.toContain('Zq81');
    const stored = await t.db.query<{ secret_sealed: string }>('SELECT secret_sealed FROM product_sync_configs WHERE brand_id = $1', [
      b.brandId,
    ]);
    expect(stored.rows[0]!.secret_sealed).not.toContain('Zq81');
    expect(Buffer.from(stored.rows[0]!.secret_sealed, 'base64').toString('latin1')).not.toContain('Zq81');

    // a later save without a secret keeps the stored one
    const kept = await saveSyncConfig(t.url, b.owner.token, { secret: '', auth_method: 'bearer', sync_time: '07:00' });
    expect(kept.body.data).toMatchObject({ auth_method: 'bearer', secret_masked: '••••9f3c', sync_time: '07:00' });
    const bad = await call(t.url, 'PUT', '/api/products/sync/config', {
      token: b.owner.token,
      body: { ...syncConfigBody(), auth_method: 'basic', sync_time: '24:00', endpoint_url: '' },
    });
    expect([bad.status, codes(bad).sort()]).toEqual([422, ['auth_method:invalid_value', 'endpoint_url:required', 'sync_time:time_format']]);

    const removed = await call(t.url, 'DELETE', '/api/products/sync/config', { token: b.owner.token });
    expect(removed.body.data).toEqual({ deleted: true });
    expect((await getConfig(b.owner.token)).config).toBeNull();
    const audit = await t.db.query<{ action: string; changes: unknown }>(
      "SELECT action, changes FROM audit_log WHERE brand_id = $1 AND object_type = 'product_sync_config' ORDER BY id",
      [b.brandId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'products.sync.config.create',
      'products.sync.config.update',
      'products.sync.config.delete',
    ]);
    expect(audit.rows[0]!.changes).toMatchObject({ secret: [null, '••••9f3c'], sync_time: [null, '06:15'] });
    expect(JSON.stringify(audit.rows)).not.toContain('Zq81');
  });

  it('refuses every hostile URL of the shared list with url_refused on endpoint_url', async () => {
    const b = await brand(t.db);
    const hostile = hostileUrlsBeside(FEED_ALLOW);
    expect(hostile.length).toBeGreaterThan(30);
    for (const url of hostile) {
      const res = await saveSyncConfig(t.url, b.owner.token, { endpoint_url: url });
      expect([res.status, codes(res)], url).toEqual([422, ['endpoint_url:url_refused']]);
    }
    expect((await getConfig(b.owner.token)).config).toBeNull();
  });

  it('a server without the explicit test setting refuses the local feed itself', async () => {
    const plain = await createTestApp();
    try {
      const b = await brand(plain.db);
      const res = await call(plain.url, 'PUT', '/api/products/sync/config', {
        token: b.owner.token,
        body: syncConfigBody({ endpoint_url: `${feed.base}/feed` }),
      });
      expect([res.status, codes(res)]).toEqual([422, ['endpoint_url:url_refused']]);
    } finally {
      await plain.close();
    }
  });
});

describe('a sync', () => {
  it('writes the valid items in one go, lists the others by item and field with the import’s codes, and reports it', async () => {
    const b = await brand(t.db);
    await t.db.query(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example/s', 'whsec_d2Fsaw==', $2)`,
      [b.brandId, [WEBHOOK_EVENT.productSyncChanged, WEBHOOK_EVENT.productChanged]],
    );
    await addProduct(t.url, b.owner.token, { sku: 'OLD-1', product_name: 'Old name', tag_names: ['Keep'] });
    await saveSyncConfig(t.url, b.owner.token, { endpoint_url: `${feed.base}/feed`, secret: SECRET });
    feed.items = [
      item('NEW-1'),
      item('OLD-1', { product_name: 'New name', tag_names: 'Fresh, Sale' }),
      item('BAD-1', { original_price: 'abc', product_name: 'Shirt 😀' }),
      item('NEW-1', { product_name: 'Twice' }),
      'not an object',
      item('NEW-2', { category_id: 9999 }),
    ];
    const sync = await syncNow(b);
    expect(sync).toMatchObject({ status: 'succeeded', total_items: 6, added: 1, updated: 1, errored: 4, failure: null });
    expect(sync.errors.map((e) => `${e.row}:${e.column}:${e.code}`).sort()).toEqual([
      '3:original_price:number',
      '3:product_name:no_emoji',
      '4:sku:duplicate_sku',
      '5:null:invalid_type',
      '6:category_id:invalid_category',
    ]);
    expect(await skus(b)).toEqual(['NEW-1', 'OLD-1']);
    const old = await t.db.query<{ product_name: string; images: string[] }>(
      'SELECT product_name, product_images AS images FROM products WHERE brand_id = $1 AND sku = $2',
      [b.brandId, 'NEW-1'],
    );
    expect(old.rows[0]).toEqual({
      product_name: 'Product NEW-1',
      images: ['https://shop.example.com/i/1.jpg', 'https://shop.example.com/i/2.jpg'],
    });
    expect(feed.requests.at(-1)!.headers['x-api-key']).toBe(SECRET);
    expect((await getConfig(b.owner.token)).config).toMatchObject({ connection: 'connected', products_synced: 2, running: false });
    expect((await getConfig(b.owner.token)).config!.last_sync_at).toEqual(expect.any(String));

    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE brand_id = $1 AND object_type = 'product_sync'",
      [b.brandId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['products.sync.run']);
    const events = await t.db.query<{ event_type: string; payload: { data: Record<string, unknown> } }>(
      'SELECT event_type, payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = ANY($2) ORDER BY id',
      [b.brandId, [WEBHOOK_EVENT.productSyncChanged, 'product.changed']],
    );
    const tail = events.rows.slice(-2);
    expect(tail.map((r) => r.event_type)).toEqual([WEBHOOK_EVENT.productSyncChanged, WEBHOOK_EVENT.productChanged]);
    expect(JSON.stringify(tail[0]!.payload)).toContain('"status":"succeeded"');
    expect(JSON.stringify(tail[1]!.payload)).toContain('"action":"synced"');
  });

  it('sends a bearer token, and reads a { products: [...] } answer', async () => {
    const b = await brand(t.db);
    await saveSyncConfig(t.url, b.owner.token, { endpoint_url: `${feed.base}/wrapped`, auth_method: 'bearer', secret: SECRET });
    feed.items = [item('WRAP-1')];
    expect(await syncNow(b)).toMatchObject({ status: 'succeeded', added: 1 });
    expect(feed.requests.at(-1)!.headers.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('a failed fetch records why and leaves the catalogue untouched: too large, too slow, bad JSON, no list, redirect, error, nobody there', async () => {
    const b = await brand(t.db);
    await addProduct(t.url, b.owner.token, { sku: 'STAY-1' });
    feed.items = [item('NEVER-1')];
    const cases: [string, string, number | null][] = [
      [`${feed.base}/big`, 'too_large', 200],
      [`${feed.base}/slow`, 'timeout', null],
      [`${feed.base}/bad-json`, 'bad_json', null],
      [`${feed.base}/object`, 'not_a_list', null],
      [`${feed.base}/redirect`, 'redirect', 302],
      [`${feed.base}/missing`, 'http_status', 500],
      ['http://127.0.0.1:9/feed', 'unreachable', null],
    ];
    for (const [url, failure, status] of cases) {
      await saveSyncConfig(t.url, b.owner.token, { endpoint_url: url });
      const sync = await syncNow(b);
      expect([sync.status, sync.failure, sync.http_status], url).toEqual(['failed', failure, status]);
      expect(await skus(b)).toEqual(['STAY-1']);
    }
    expect((await getConfig(b.owner.token)).config).toMatchObject({ connection: 'disconnected', products_synced: 0 });
  });

  it('refuses to start without a config, while an upload is open or a sync runs; an upload waits for a running sync', async () => {
    const b = await brand(t.db);
    const none = await call(t.url, 'POST', '/api/products/sync/run', { token: b.owner.token });
    expect([none.status, none.body.code]).toEqual([409, 'sync_not_configured']);
    await saveSyncConfig(t.url, b.owner.token, { endpoint_url: `${feed.base}/feed` });
    const file = await t.db.query<{ id: number }>(
      `INSERT INTO files (brand_id, key, original_name, shortened_name, type, content_type, size, use)
       VALUES ($1, $2, 'p.csv', 'p.csv', 'text', 'text/csv', 1, 'product_import') RETURNING id::int AS id`,
      [b.brandId, `files/${b.brandId}/sync.csv`],
    );
    const upload = await t.db.query<{ id: number }>(
      "INSERT INTO product_uploads (brand_id, file_id, file_name, status) VALUES ($1, $2, 'p.csv', 'succeeded') RETURNING id::int AS id",
      [b.brandId, file.rows[0]!.id],
    );
    const busy = await call(t.url, 'POST', '/api/products/sync/run', { token: b.owner.token });
    expect([busy.status, busy.body.code]).toEqual([409, 'upload_running']);
    await t.db.query("UPDATE product_uploads SET status = 'discarded' WHERE id = $1", [upload.rows[0]!.id]);

    feed.items = [item('LATER-1')];
    const started = await call(t.url, 'POST', '/api/products/sync/run', { token: b.owner.token });
    expect(started.status).toBe(200);
    expect((await getConfig(b.owner.token)).config).toMatchObject({ running: true });
    const twice = await call(t.url, 'POST', '/api/products/sync/run', { token: b.owner.token });
    expect([twice.status, twice.body.code]).toEqual([409, 'sync_running']);
    const uploadNow = await call(t.url, 'POST', '/api/products/upload/validate', {
      token: b.owner.token,
      body: { file_id: file.rows[0]!.id },
    });
    expect([uploadNow.status, uploadNow.body.code]).toEqual([409, 'sync_running']);
    const remove = await call(t.url, 'DELETE', '/api/products/sync/config', { token: b.owner.token });
    expect([remove.status, remove.body.code]).toEqual([409, 'sync_running']);
    await run();
    expect(await skus(b)).toEqual(['LATER-1']);
    // a sync whose process stopped long ago no longer holds the brand
    await t.db.query(
      "INSERT INTO product_syncs (brand_id, trigger, status, started_at) VALUES ($1, 'manual', 'running', now() - interval '1 hour')",
      [b.brandId],
    );
    expect((await call(t.url, 'POST', '/api/products/sync/run', { token: b.owner.token })).status).toBe(200);
    await run();
    const history = await syncHistory(t.url, b.owner.token);
    expect(history.map((s) => [s.status, s.failure])).toEqual([
      ['succeeded', null],
      ['failed', 'interrupted'],
      ['succeeded', null],
    ]);
  });
});

describe('who may', () => {
  it('offers read sees the config and history, full access changes and runs, no access nothing; an agency acts as its contract allows', async () => {
    const b = await brand(t.db);
    await saveSyncConfig(t.url, b.owner.token, { endpoint_url: `${feed.base}/feed` });
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { offers: LEVEL.read } });
    expect((await call(t.url, 'GET', '/api/products/sync/config', { token: reader.token })).status).toBe(200);
    expect((await call(t.url, 'GET', '/api/products/sync/history', { token: reader.token })).status).toBe(200);
    expect((await saveSyncConfig(t.url, reader.token)).status).toBe(403);
    expect((await call(t.url, 'POST', '/api/products/sync/run', { token: reader.token })).status).toBe(403);
    expect((await call(t.url, 'DELETE', '/api/products/sync/config', { token: reader.token })).status).toBe(403);
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: { offers: LEVEL.none } });
    expect((await call(t.url, 'GET', '/api/products/sync/config', { token: none.token })).status).toBe(403);

    const readingAgency = await agencySessionFor(t.db, b.brandId, { offers: LEVEL.read });
    expect((await call(t.url, 'POST', '/api/products/sync/run', { token: readingAgency.token })).status).toBe(403);
    const agency = await agencySessionFor(t.db, b.brandId, { offers: LEVEL.full });
    feed.items = [item('AGENCY-1')];
    const started = await call(t.url, 'POST', '/api/products/sync/run', { token: agency.token });
    expect(started.status).toBe(200);
    await run();
    const row = await t.db.query<{ agency_id: number | null; brand_user_id: number }>(
      "SELECT agency_id::int, brand_user_id::int FROM audit_log WHERE brand_id = $1 AND action = 'products.sync.run'",
      [b.brandId],
    );
    expect(row.rows).toEqual([{ agency_id: agency.agencyId, brand_user_id: agency.standInId }]);
    // another brand sees nothing of it
    const other = await brand(t.db);
    expect((await getConfig(other.owner.token)).config).toBeNull();
    expect(await syncHistory(t.url, other.owner.token)).toEqual([]);
  });
});

describe('the daily schedule', () => {
  it('syncs each config once a day after its time (UTC), and tries again later when an upload holds the brand', async () => {
    const b = await brand(t.db);
    await saveSyncConfig(t.url, b.owner.token, { endpoint_url: `${feed.base}/feed`, sync_time: '02:00' });
    feed.items = [item('DAILY-1')];
    const job = productSyncJob(t.db, testConfig({ webhookAllowAddresses: FEED_ALLOW }));
    const mine = async () => (await syncHistory(t.url, b.owner.token)).map((s) => `${s.trigger}:${s.status}`);
    await job.run(new Date('2030-03-01T01:59:00Z'));
    expect(await mine()).toEqual([]);
    await job.run(new Date('2030-03-01T02:03:00Z'));
    expect(await mine()).toEqual(['schedule:succeeded']);
    expect(await skus(b)).toEqual(['DAILY-1']);
    await job.run(new Date('2030-03-01T09:00:00Z'));
    expect(await mine()).toHaveLength(1);
    // the next day an open upload holds the brand: the tick lets it go and the next one syncs
    const file = await t.db.query<{ id: number }>(
      `INSERT INTO files (brand_id, key, original_name, shortened_name, type, content_type, size, use)
       VALUES ($1, $2, 'p.csv', 'p.csv', 'text', 'text/csv', 1, 'product_import') RETURNING id::int AS id`,
      [b.brandId, `files/${b.brandId}/daily.csv`],
    );
    const upload = await t.db.query<{ id: number }>(
      "INSERT INTO product_uploads (brand_id, file_id, file_name, status) VALUES ($1, $2, 'p.csv', 'validating') RETURNING id::int AS id",
      [b.brandId, file.rows[0]!.id],
    );
    await job.run(new Date('2030-03-02T02:05:00Z'));
    expect(await mine()).toHaveLength(1);
    await t.db.query("UPDATE product_uploads SET status = 'failed' WHERE id = $1", [upload.rows[0]!.id]);
    await job.run(new Date('2030-03-02T02:10:00Z'));
    expect(await mine()).toEqual(['schedule:succeeded', 'schedule:succeeded']);
  });
});
