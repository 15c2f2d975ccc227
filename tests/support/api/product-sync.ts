import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProductSync, ProductSyncConfigBody } from '../../../src/domain/products/sync-contract.ts';
import { createProductSyncFeature, registerProductSyncRoutes } from '../../../server/products/sync-routes.ts';
import { createTestApp, type TestApp } from './app.ts';
import { call } from './offers.ts';

/**
 * Helpers for the product API sync tests (decision 084): a local product feed on 127.0.0.1 — which
 * the SSRF guard lets through only because the test app is configured with the explicit allow
 * setting — and a test app whose sync tasks wait until the test runs them.
 */
export const FEED_ALLOW = ['127.0.0.1'];
/** The limits the test app's sync runs with: small enough to reach quickly. */
export const TEST_SYNC_LIMITS = { maxBytes: 64 * 1024, timeoutMs: 800 };

export interface Feed {
  base: string;
  /** what GET /feed answers (JSON-encoded), changeable per test */
  items: unknown;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startFeed(): Promise<Feed> {
  const timers = new Set<NodeJS.Timeout>();
  const drip = (res: ServerResponse, left: number) => {
    if (left === 0 || res.destroyed) return void res.end(']');
    res.write(left === 1000 ? '[' : ' ');
    const timer = setTimeout(() => drip(res, left - 1), 50);
    timers.add(timer);
  };
  const feed: Feed = {
    base: '',
    items: [],
    requests: [],
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    feed.requests.push({ path: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/feed') return void res.end(JSON.stringify(feed.items));
    if (req.url === '/wrapped') return void res.end(JSON.stringify({ products: feed.items }));
    if (req.url === '/big') {
      res.writeHead(200); // chunked: the size shows only as the bytes come
      for (let i = 0; i < 100; i++) res.write(`[${'"x",'.repeat(250)}"x"]`);
      return void res.end();
    }
    if (req.url === '/slow') return drip(res, 1000);
    if (req.url === '/bad-json') return void res.end('[{"sku": "A-1",');
    if (req.url === '/object') return void res.end('{"items": []}');
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      return void res.end();
    }
    res.writeHead(500);
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feed.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return feed;
}

/** A test app with the feed admitted and sync tasks held until `run()`. */
export async function createSyncApp(): Promise<{ t: TestApp; run: () => Promise<void>; pending: () => number }> {
  let tasks: (() => Promise<void>)[] = [];
  const feature = createProductSyncFeature({ schedule: (task) => void tasks.push(task), ...TEST_SYNC_LIMITS });
  const t = await createTestApp({
    queue: true,
    config: { webhookAllowAddresses: FEED_ALLOW },
    replace: new Map([[registerProductSyncRoutes, feature]]),
  });
  return {
    t,
    pending: () => tasks.length,
    run: async () => {
      const now = tasks;
      tasks = [];
      for (const task of now) await task();
    },
  };
}

export function syncConfigBody(over: Partial<ProductSyncConfigBody> = {}): ProductSyncConfigBody {
  return {
    endpoint_url: 'https://feed.example.com/products',
    auth_method: 'api_key',
    secret: 'sk_test_0123456789abcd',
    sync_time: '23:30',
    ...over,
  };
}

export async function saveSyncConfig(url: string, token: string, over: Partial<ProductSyncConfigBody> = {}) {
  return call(url, 'PUT', '/api/products/sync/config', { token, body: syncConfigBody(over) });
}

export async function syncHistory(url: string, token: string): Promise<ProductSync[]> {
  const res = await call(url, 'GET', '/api/products/sync/history', { token });
  if (res.status !== 200) throw new Error(`history failed ${res.status}`);
  return (res.body.data as { items: ProductSync[] }).items;
}
