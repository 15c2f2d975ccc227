import { HOUR_CURVES, WEEKDAY_CURVES, type Profile } from './curves.ts';
import { BOT_AGENTS, DATACENTER_BLOCKS, drawVisitor, humanIp, ipInBlock, type Device } from './mixes.ts';
import { Random } from './random.ts';

/**
 * The traffic MODEL: a pure, seeded plan of clicks and postbacks over the past N days, sent later
 * by sender.ts. Nothing here does IO, so the rhythms, mixes and shares are unit-tested.
 * Visitor kinds: human; bot (declared crawler UA — GIVT); datacenter (browser UA from a cloud IP
 * — SIVT); burst (a fraud partner's many clicks from one IP within a minute). Fraud partners also
 * convert seconds after the click. About `retryShare` of postbacks are sent twice with the same
 * transaction id (a brand server retrying), which the engine must answer identically.
 */
export interface SimEvent {
  id: number;
  /** probability that a human click converts on this event */
  rate: number;
  /** sale amount range in whole currency units for sale events; null sends no amount */
  sale: readonly [number, number] | null;
}
export interface SimOffer {
  id: number;
  events: readonly SimEvent[];
  /** offers.short_code: a share of clicks then arrive through the invite link /go/{code} */
  shortCode?: string | null;
}
export interface SimPartner {
  id: number;
  /** relative share of clicks */
  weight: number;
  profile: Profile;
  /** share of this partner's clicks from declared bots and data centres */
  botShare: number;
  /** a fraudulent partner: IP bursts and conversions seconds after the click */
  fraud: boolean;
}
export interface PlanOptions {
  seed: number;
  days: number;
  clicks: number;
  /** epoch ms: the plan ends here */
  now: number;
  offers: readonly SimOffer[];
  partners: readonly SimPartner[];
  retryShare?: number;
  /** share of conversions fired by the brand page's image pixel (with the click cookie) instead of S2S */
  pixelShare?: number;
  /**
   * Growth over the window: a day's weight rises linearly from 1 on the first day to 1 + growth on the
   * last (0.45: the last 30 of 90 days carry ~12 % more than the 30 before). 0 (default): flat.
   */
  growth?: number;
}

export type VisitorKind = 'human' | 'bot' | 'datacenter' | 'burst';
export interface PlannedClick {
  n: number;
  /** /track/click, or the invite link /go/{code} */
  via: 'click' | 'go';
  at: number;
  offerId: number;
  partnerId: number;
  kind: VisitorKind;
  country: string;
  device: Device | null;
  ip: string;
  userAgent: string;
  /** further request headers (Accept, Accept-Language, client hints…) */
  headers: Readonly<Record<string, string>>;
  referrer: string;
  subs: readonly [string, string, string, string, string];
}
export interface PlannedPostback {
  /** index of the click in plan.clicks */
  click: number;
  /** S2S /track/postback, or /track/pixel.gif from the visitor's browser (click id from its cookie) */
  method: 'postback' | 'pixel';
  at: number;
  offerId: number;
  eventId: number;
  transactionId: string;
  /** decimal string, never a float */
  amount: string | null;
  /** a resend of an earlier postback (same transaction id) */
  retry: boolean;
  /** the discount program's code the brand's checkout saw (simulate/promo.ts); absent on most */
  promoCode?: string;
}
export interface TrafficPlan {
  clicks: PlannedClick[];
  postbacks: PlannedPostback[];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// more clicks per IP and minute than the engine's velocity warning (30), fewer than its bad line (120)
const BURST = 45;

/** A time in the window whose local weekday and hour follow the profile's curves. */
const dayWeightCache = new Map<string, number[]>();
function dayWeights(profile: Profile, utcOffset: number, start: number, days: number, growth: number): number[] {
  const key = `${profile}|${utcOffset}|${start}|${days}|${growth}`;
  let w = dayWeightCache.get(key);
  if (!w) {
    if (dayWeightCache.size > 256) dayWeightCache.clear();
    const firstLocalMidnight = Math.floor((start + utcOffset * HOUR) / DAY) * DAY;
    w = Array.from(
      { length: days + 1 },
      (_, d) => WEEKDAY_CURVES[profile][new Date(firstLocalMidnight + d * DAY).getUTCDay()]! * (1 + (growth * d) / Math.max(1, days)),
    );
    dayWeightCache.set(key, w);
  }
  return w;
}

export function drawTime(rng: Random, profile: Profile, utcOffset: number, now: number, days: number, growth = 0): number {
  const start = now - days * DAY;
  for (let attempt = 0; attempt < 20; attempt++) {
    const day = rng.weighted(dayWeights(profile, utcOffset, start, days, growth));
    const localMidnight = Math.floor((start + utcOffset * HOUR) / DAY) * DAY + day * DAY;
    const at = localMidnight + rng.weighted(HOUR_CURVES[profile]) * HOUR + Math.floor(rng.next() * HOUR) - utcOffset * HOUR;
    if (at >= start && at < now) return at;
  }
  return start + Math.floor(rng.next() * (now - start));
}

/** Whole cents → "123.45" without touching binary floating point. */
export function centsToDecimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Minutes to hours after the click for humans (log-normal around ~40 min), seconds for fraud. */
function conversionDelay(rng: Random, fraud: boolean): number {
  if (fraud) return rng.int(1_000, 8_000);
  return Math.min(7 * DAY, Math.max(20_000, Math.exp(Math.log(40 * 60_000) + 1.3 * rng.normal())));
}

export function planTraffic(o: PlanOptions): TrafficPlan {
  const rng = new Random(o.seed);
  const retryShare = o.retryShare ?? 0.1;
  const pixelShare = o.pixelShare ?? 0.2;
  const clicks: PlannedClick[] = [];
  const postbacks: PlannedPostback[] = [];
  const partnerWeights = o.partners.map((p) => p.weight);
  while (clicks.length < o.clicks) {
    const partner = o.partners[rng.weighted(partnerWeights)]!;
    const offer = rng.pick(o.offers);
    const visitor = drawVisitor(rng);
    const at = drawTime(rng, partner.profile, visitor.country.utcOffset, o.now, o.days, o.growth ?? 0);
    const campaign = `p${partner.id}-c${rng.int(1, 4)}`;
    const subs = [campaign, `cr${rng.int(1, 12)}`, rng.pick(['feed', 'story', 'search', 'email', 'banner']), '', ''] as const;
    const via = offer.shortCode && rng.chance(0.25) ? ('go' as const) : ('click' as const);
    const base = { via, offerId: offer.id, partnerId: partner.id, referrer: `https://partner${partner.id}.example/${subs[2]}`, subs };
    if (rng.chance(partner.botShare)) {
      const declared = rng.chance(0.5);
      clicks.push({
        ...base,
        n: clicks.length,
        at,
        kind: declared ? 'bot' : 'datacenter',
        country: declared ? visitor.country.code : 'DC',
        device: declared ? null : visitor.device,
        ip: declared ? humanIp(rng, visitor.country) : ipInBlock(rng, rng.pick(DATACENTER_BLOCKS)),
        userAgent: declared ? rng.pick(BOT_AGENTS) : visitor.userAgent,
        // crawlers send little; headless browsers in data centres copy a real browser's headers
        headers: declared ? { accept: '*/*' } : visitor.headers,
      });
      continue;
    }
    const burst = partner.fraud && rng.chance(0.3);
    const ip = humanIp(rng, visitor.country);
    const size = burst ? Math.min(BURST, o.clicks - clicks.length) : 1;
    for (let i = 0; i < size; i++) {
      const n = clicks.length;
      const clickAt = Math.min(o.now - 1, at + i * rng.int(500, 3_000));
      clicks.push({
        ...base,
        n,
        at: clickAt,
        kind: burst ? 'burst' : 'human',
        country: visitor.country.code,
        device: visitor.device,
        ip,
        userAgent: visitor.userAgent,
        headers: visitor.headers,
      });
      for (const event of offer.events) {
        const rate = partner.fraud ? Math.min(1, event.rate * 3) : event.rate;
        if (!rng.chance(rate)) continue;
        const pbAt = clickAt + conversionDelay(rng, partner.fraud);
        if (pbAt >= o.now) continue;
        const amount = event.sale ? centsToDecimal(rng.int(event.sale[0] * 100, event.sale[1] * 100)) : null;
        const method = rng.chance(pixelShare) ? ('pixel' as const) : ('postback' as const);
        const pb: PlannedPostback = {
          click: n,
          method,
          at: pbAt,
          offerId: offer.id,
          eventId: event.id,
          transactionId: `sim${o.seed}-${n}-${event.id}-${rng.hex(6)}`,
          amount,
          retry: false,
        };
        postbacks.push(pb);
        if (rng.chance(retryShare)) postbacks.push({ ...pb, at: Math.min(o.now - 1, pb.at + rng.int(2_000, 120_000)), retry: true });
      }
    }
  }
  postbacks.sort((a, b) => a.at - b.at);
  return { clicks, postbacks };
}
