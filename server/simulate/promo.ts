import type { Db } from '../db/pool.ts';
import type { TrafficPlan } from './model.ts';

/**
 * Promo codes in the simulated traffic (decision 085), so the discount-program report of a brand with
 * a running program is not empty: a few S2S postbacks of the program's offer, inside its period,
 * carry a public code of it as the brand's checkout would send it. A brand without one sends none.
 */
export interface PlanPromo {
  code: string;
  offerId: number;
  startAt: number;
  endAt: number;
}

/** The first active, unlimited public code of an active program of the brand, or null. */
export async function simulationPromo(db: Db, brandId: number): Promise<PlanPromo | null> {
  const { rows } = await db.query<{ code: string; offer_id: string; start_at: Date; end_at: Date }>(
    `SELECT c.code, p.offer_id, p.start_at, p.end_at FROM promo_codes c JOIN discount_programs p ON p.id = c.program_id
      WHERE c.brand_id = $1 AND c.access_method = 'public' AND c.status = 'active' AND c.usage_limit IS NULL AND p.status = 'active'
      ORDER BY c.id LIMIT 1`,
    [brandId],
  );
  const r = rows[0];
  return r ? { code: r.code, offerId: Number(r.offer_id), startAt: r.start_at.getTime(), endAt: r.end_at.getTime() } : null;
}

/** Marks every `every`-th eligible postback (and its retries: the same transaction) with the code, at most `max`. */
export function withPromoCode(plan: TrafficPlan, promo: PlanPromo | null, every = 4, max = 40): number {
  if (!promo) return 0;
  const chosen = new Set<string>();
  let seen = 0;
  for (const p of plan.postbacks) {
    if (p.retry || p.method !== 'postback' || p.offerId !== promo.offerId || p.at < promo.startAt || p.at >= promo.endAt) continue;
    if (seen++ % every === 0 && chosen.size < max) chosen.add(p.transactionId);
  }
  for (const p of plan.postbacks) if (chosen.has(p.transactionId) && p.method === 'postback') p.promoCode = promo.code;
  return chosen.size;
}
