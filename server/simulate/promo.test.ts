import { describe, expect, it } from 'vitest';
import type { PlannedPostback, TrafficPlan } from './model.ts';
import { withPromoCode } from './promo.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22);
const pb = (i: number, over: Partial<PlannedPostback> = {}): PlannedPostback => ({
  click: i,
  method: 'postback',
  at: NOW - i * 3_600_000,
  offerId: 1,
  eventId: 10,
  transactionId: `tx-${i}`,
  amount: '10.00',
  retry: false,
  ...over,
});

describe('promo codes in the simulated traffic', () => {
  it('marks every n-th S2S postback of the program’s offer inside its period, and its retries, up to the maximum', () => {
    const plan: TrafficPlan = {
      clicks: [],
      postbacks: [
        ...Array.from({ length: 20 }, (_, i) => pb(i)),
        pb(100, { transactionId: 'tx-0', retry: true }),
        pb(101, { method: 'pixel' }),
        pb(102, { offerId: 2 }),
        pb(103, { at: NOW - 30 * DAY }),
      ],
    };
    const n = withPromoCode(plan, { code: 'TET15', offerId: 1, startAt: NOW - 10 * DAY, endAt: NOW + DAY }, 4, 3);
    expect(n).toBe(3);
    expect(plan.postbacks.filter((p) => p.promoCode === 'TET15').map((p) => p.transactionId)).toEqual(['tx-0', 'tx-4', 'tx-8', 'tx-0']);
    expect(plan.postbacks.slice(21).every((p) => p.promoCode === undefined)).toBe(true);
  });

  it('a brand without a running public code sends none', () => {
    const plan: TrafficPlan = { clicks: [], postbacks: [pb(0)] };
    expect(withPromoCode(plan, null)).toBe(0);
    expect(plan.postbacks[0]!.promoCode).toBeUndefined();
  });
});
