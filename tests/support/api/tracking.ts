import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { testConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/pool.ts';
import { addUser, createBrand, type TestUser } from './employees.ts';
import { features } from '../../../server/features.ts';
import type { Feature } from '../../../server/http/route.ts';
import { manualClock, type ManualClock } from '../../../server/db/clock.ts';
import { brandToken } from '../../../server/offer-assets/tracking.ts';
import { openTestDatabase } from './app.ts';
import { servingPool } from './owner-pool.ts';
import { createTrackingFeature, registerTrackingRoutes } from '../../../server/tracking/routes.ts';
import type { TrackerOptions } from '../../../server/tracking/tracker.ts';

/**
 * Helpers for the tracking API tests (not used by the server): an app whose tracker has a manual
 * clock and no facts cache (so a test's SQL change applies at once), and partners, contracts,
 * offers and events written with SQL (the partner service is built in parallel; no dependency).
 */
export interface TrackingApp {
  app: FastifyInstance;
  db: Db;
  url: string;
  clock: ManualClock;
  close(): Promise<void>;
}

/** `replace`: features swapped for test versions of their own (e.g. the upload's held background tasks). */
export async function createTrackingApp(
  options: Partial<TrackerOptions> = {},
  start = new Date('2026-03-02T03:00:00Z'),
  replace: ReadonlyMap<Feature, Feature> = new Map(),
): Promise<TrackingApp> {
  const { db: owner, url: ownerUrl, close: closeDatabase } = await openTestDatabase();
  // the tracking endpoints write as the app role, as under `npm start` (decision 075)
  const { db, end: endServing } = await servingPool(owner, ownerUrl);
  const clock = manualClock(start);
  const app = await buildApp({
    db,
    config: testConfig(),
    features: [
      ...features.filter((f) => f !== registerTrackingRoutes).map((f) => replace.get(f) ?? f),
      createTrackingFeature({ clock, options: { cacheTtlMs: 0, rateLimit: 0, ...options } }),
    ],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    clock,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await endServing();
      await closeDatabase();
    },
  };
}

export interface Brand {
  brandId: number;
  owner: TestUser;
  token: string;
}
export async function makeBrand(db: Db, name = 'Tracking Brand'): Promise<Brand> {
  const brandId = await createBrand(db, name);
  return { brandId, owner: await addUser(db, brandId, { role: 'owner' }), token: await brandToken(db, brandId) };
}

export interface OfferOpts {
  landing?: string;
  redirect?: string;
  /** any offers column → value (targeting arrays, lifetimes, flags, time_segments as JSON text …) */
  columns?: Record<string, unknown>;
}
export async function makeOffer(db: Db, brandId: number, o: OfferOpts = {}): Promise<number> {
  const cols = {
    default_landing_page_url: o.landing ?? 'https://shop.example.com/land?cid={click_id}&s1={sub1}&p={partner_id}',
    redirect_url: o.redirect ?? '',
    ...o.columns,
  };
  const names = Object.keys(cols);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id, short_code, ${names.join(', ')})
     VALUES ($1, 'Tracked offer', 1, 1, 1, 1, 'c' || substr(md5(random()::text), 1, 8), ${names.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING id`,
    [brandId, ...Object.values(cols)],
  );
  return rows[0]!.id;
}

export interface EventOpts {
  payout_type?: 'fixed' | 'percent';
  payout?: string;
  bonus?: string;
  revenue?: string;
  auto_accept?: boolean;
  primary?: boolean;
}
export async function makeEvent(db: Db, brandId: number, offerId: number, e: EventOpts = {}): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO conversion_events (brand_id, name, type, payout_type, payout, bonus, revenue, auto_accept, method)
     VALUES ($1, 'Sale', 'sale', $2, $3, $4, $5, $6, 'server_postback') RETURNING id`,
    [brandId, e.payout_type ?? 'fixed', e.payout ?? '10', e.bonus ?? '0', e.revenue ?? '12', e.auto_accept ?? true],
  );
  await db.query('INSERT INTO offer_events (offer_id, event_id, brand_id, is_primary) VALUES ($1, $2, $3, $4)', [
    offerId,
    rows[0]!.id,
    brandId,
    e.primary ?? true,
  ]);
  return rows[0]!.id;
}

export interface PartnerOpts {
  workingMode?: number;
  tierPct?: string;
  /** undefined = an approved contract; null = none */
  contract?: { status?: string; payout_tier?: string | null; budgets?: unknown[]; end_date?: Date | null } | null;
}
let seq = 0;
export async function makePartner(db: Db, brandId: number, offerId: number, p: PartnerOpts = {}): Promise<number> {
  seq += 1;
  const { rows } = await db.query<{ id: number }>('INSERT INTO partners (email, display_name) VALUES ($1, $2) RETURNING id', [
    `p${seq}-${Date.now()}@partner.test`,
    `Partner ${seq}`,
  ]);
  const partnerId = rows[0]!.id;
  let tier: number | null = null;
  if (p.tierPct) {
    const tg = await db.query<{ id: number }>('INSERT INTO tier_groups (brand_id, name, payout_tier) VALUES ($1, $2, $3) RETURNING id', [
      brandId,
      `Tier ${seq}`,
      p.tierPct,
    ]);
    tier = tg.rows[0]!.id;
  }
  await db.query('INSERT INTO brand_partners (brand_id, partner_id, working_mode, tier_group_id) VALUES ($1, $2, $3, $4)', [
    brandId,
    partnerId,
    p.workingMode ?? 1,
    tier,
  ]);
  if (p.contract !== null) {
    const c = p.contract ?? {};
    await db.query(
      `INSERT INTO partner_contracts (brand_id, offer_id, partner_id, status, contract_date, end_date, payout_tier, budgets)
       VALUES ($1, $2, $3, $4, now() - interval '400 days', $5, $6, $7)`,
      [brandId, offerId, partnerId, c.status ?? 'approved', c.end_date ?? null, c.payout_tier ?? null, JSON.stringify(c.budgets ?? [])],
    );
  }
  return partnerId;
}

/** Addresses in the offline GeoIP data (Vietnam, United Kingdom) and a desktop Chrome agent. */
export const VN_IP = '113.161.1.1';
export const UK_IP = '81.2.69.160';
export const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const BROWSER_HEADERS = {
  'user-agent': CHROME,
  accept: 'text/html,application/xhtml+xml',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
};

export interface ClickAnswer {
  status: number;
  location: string;
  clickId: string | null;
}
export async function click(
  app: FastifyInstance,
  query: Record<string, string | number>,
  ip = VN_IP,
  headers: Record<string, string> = {},
): Promise<ClickAnswer> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await app.inject({
    method: 'GET',
    url: `/track/click?${qs}`,
    headers: { ...BROWSER_HEADERS, 'x-forwarded-for': ip, ...headers },
  });
  const cookie = String(res.headers['set-cookie'] ?? '');
  return {
    status: res.statusCode,
    location: String(res.headers.location ?? ''),
    clickId: /bc_click_\d+=([0-9a-f-]{36})/.exec(cookie)?.[1] ?? null,
  };
}

export async function postback(app: FastifyInstance, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await app.inject({ method: 'GET', url: `/track/postback?${qs}`, headers: { 'x-forwarded-for': '203.0.113.9' } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

export const MINUTE = 60_000;
export const DAY = 86_400_000;

/**
 * A second server process on the first one's database and clock (the same features, its own tracking
 * engine: its own writer, facts and budget state in memory), for what must agree across processes.
 */
export async function secondTrackingApp(first: TrackingApp, options: Partial<TrackerOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    db: first.db,
    config: testConfig(),
    features: [
      ...features.filter((f) => f !== registerTrackingRoutes),
      createTrackingFeature({ clock: first.clock, options: { cacheTtlMs: 0, rateLimit: 0, ...options } }),
    ],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
