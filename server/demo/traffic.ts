import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { simulate } from '../simulate/simulate.ts';
import { DEMO_BRAND } from './seed.ts';
import { createTrackingFeature } from '../tracking/routes.ts';

/**
 * The demo's 90 days of traffic (architecture: made through the real tracking endpoints, not inserted
 * report rows). Ninety days, so the dashboard's "previous period" of every preset holds traffic, and
 * a mild growth over them (decision 055), so period deltas read like a business (about +10 % month on
 * month, with the weekly rhythm of the partners' curves) instead of ▲ 6,000 %. The same number of
 * clicks as before is spread over the longer window: the seed sends no more requests than it did.
 */
export const DEMO_TRAFFIC_DAYS = 90;
export const DEMO_TRAFFIC_GROWTH = 0.45;

/**
 * Sends simulated traffic for the demo brand through a private instance of the tracking endpoints:
 * the same engine and writer as the public server, on a loopback port of its own that trusts the
 * simulator as a proxy (so each visitor has its own address and country) and lets `X-Track-Time`
 * spread the traffic over the past month. The public server never accepts backdated traffic.
 */
export async function seedDemoTraffic(db: Db, config: Config, o: { clicks: number; logger?: FastifyBaseLogger; seed?: number }) {
  const app = await buildApp({
    db,
    config: { ...config, trustProxy: '127.0.0.1', webDir: '' },
    logger: o.logger,
    features: [createTrackingFeature({ options: { allowBackdate: true, rateLimit: 0 } })],
  });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the demo traffic server has no port');
    return await simulate(db, {
      url: `http://127.0.0.1:${address.port}`,
      brandName: DEMO_BRAND,
      days: DEMO_TRAFFIC_DAYS,
      growth: DEMO_TRAFFIC_GROWTH,
      clicks: o.clicks,
      seed: o.seed ?? 2026,
      concurrency: 32,
    });
  } finally {
    await app.close();
  }
}
