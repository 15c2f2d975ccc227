import type { Db } from '../db/pool.ts';
import { planTraffic } from './model.ts';
import { sendPlan, type SendReport } from './sender.ts';
import { prepareSimulation } from './setup.ts';
import { simulationPromo, withPromoCode } from './promo.ts';

/**
 * One call for the CLI and the demo seed: prepare the brand, plan the traffic, send it.
 * The server at `url` must run with TRACK_ALLOW_BACKDATE=1 (so X-Track-Time spreads the traffic
 * over the past days) and trust the sender's address as a proxy (TRUST_PROXY=127.0.0.1).
 */
export interface SimulateOptions {
  url: string;
  days: number;
  clicks: number;
  seed?: number;
  brandId?: number;
  /** without brandId: the brand of this company name (the demo's), else the first brand */
  brandName?: string;
  partners?: number;
  /** share of postbacks sent twice (a brand server retrying); the plan's default when absent */
  retryShare?: number;
  /** traffic growth over the window (PlanOptions.growth); flat when absent */
  growth?: number;
  concurrency?: number;
  now?: number;
  progress?: (done: number, total: number, phase: string) => void;
}

export async function simulate(
  db: Db,
  o: SimulateOptions,
): Promise<SendReport & { brandId: number; planned: { clicks: number; postbacks: number } }> {
  const world = await prepareSimulation(db, { brandId: o.brandId, brandName: o.brandName, partners: o.partners });
  const plan = planTraffic({
    seed: o.seed ?? 1,
    days: o.days,
    clicks: o.clicks,
    now: o.now ?? Date.now(),
    offers: world.offers,
    partners: world.partners,
    retryShare: o.retryShare,
    growth: o.growth,
  });
  withPromoCode(plan, await simulationPromo(db, world.brandId));
  const shortCodes = new Map(world.offers.flatMap((x) => (x.shortCode ? [[x.id, x.shortCode] as const] : [])));
  const report = await sendPlan(plan, { url: o.url, token: world.token, shortCodes, concurrency: o.concurrency, progress: o.progress });
  return { ...report, brandId: world.brandId, planned: { clicks: plan.clicks.length, postbacks: plan.postbacks.length } };
}
