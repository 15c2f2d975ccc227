import { isbot } from 'isbot';
import { beforeAll, describe, expect, it } from 'vitest';
import { countryByCode } from '../../src/domain/reference/data/countries.ts';
import { isDataCenterIp, locate, parseAgent, preloadEnrichment } from '../tracking/enrich/index.ts';
import { headerReasons } from '../tracking/fraud/headers.ts';
import { HOUR_CURVES, share, WEEKDAY_CURVES } from './curves.ts';
import { BOT_AGENTS, COUNTRIES, DATACENTER_BLOCKS, drawVisitor, ipInBlock } from './mixes.ts';
import { centsToDecimal, drawTime, planTraffic, type PlanOptions } from './model.ts';
import { Random } from './random.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const DAY = 86_400_000;
const opts = (over: Partial<PlanOptions> = {}): PlanOptions => ({
  seed: 7,
  days: 30,
  clicks: 20_000,
  now: NOW,
  offers: [
    {
      id: 1,
      events: [
        { id: 10, rate: 0.05, sale: [20, 300] },
        { id: 11, rate: 0.02, sale: null },
      ],
    },
    { id: 2, events: [{ id: 12, rate: 0.04, sale: null }] },
  ],
  partners: [
    { id: 100, weight: 6, profile: 'evening', botShare: 0.02, fraud: false },
    { id: 101, weight: 3, profile: 'office', botShare: 0.02, fraud: false },
    { id: 102, weight: 1, profile: 'night', botShare: 0.4, fraud: true },
  ],
  ...over,
});

/** The engine's own enrichment (server/tracking/enrich): the plan must resolve the way the engine sees it. */
const country = (ip: string) => locate(ip).countryId;
// a fresh installation builds the GeoIP range tables first (seconds of CPU; decision 070)
beforeAll(() => preloadEnrichment(), 180_000);
const code = (c: string) => countryByCode(c)?.id ?? -1;
const inDc = (ip: string) => isDataCenterIp(ip);

describe('traffic model', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const a = planTraffic(opts({ clicks: 2_000 }));
    expect(planTraffic(opts({ clicks: 2_000 }))).toEqual(a);
    expect(planTraffic(opts({ clicks: 2_000, seed: 8 })).clicks.map((c) => c.ip)).not.toEqual(a.clicks.map((c) => c.ip));
  });

  it('keeps every click and postback inside the window, postbacks after their click', () => {
    const plan = planTraffic(opts());
    expect(plan.clicks).toHaveLength(20_000);
    for (const c of plan.clicks) expect(c.at >= NOW - 30 * DAY && c.at < NOW).toBe(true);
    for (const p of plan.postbacks) {
      expect(p.at).toBeLessThan(NOW);
      expect(p.at).toBeGreaterThanOrEqual(plan.clicks[p.click]!.at);
    }
  });

  it('follows the hour-of-day curve in local time', () => {
    const rng = new Random(3);
    const hours = new Array<number>(24).fill(0);
    const n = 40_000;
    for (let i = 0; i < n; i++) hours[new Date(drawTime(rng, 'office', 7, NOW, 30) + 7 * 3_600_000).getUTCHours()]!++;
    for (let h = 0; h < 24; h++) expect(Math.abs(hours[h]! / n - share(HOUR_CURVES.office, h))).toBeLessThan(0.01);
    expect(hours[10]!).toBeGreaterThan(hours[3]! * 8);
  });

  it('follows the weekday curve: a weekend profile doubles Saturday over Tuesday', () => {
    const rng = new Random(4);
    const days = new Array<number>(7).fill(0);
    for (let i = 0; i < 30_000; i++) days[new Date(drawTime(rng, 'weekend', 0, NOW, 28)).getUTCDay()]!++;
    expect(days[6]! / days[2]!).toBeGreaterThan(2.2);
    expect(days[6]! / 30_000).toBeCloseTo(share(WEEKDAY_CURVES.weekend, 6), 1);
  });

  it('grows over the window: the demo’s 90 days put ~12 % more in the last 30 days than in the 30 before, with the weekly rhythm kept', () => {
    const rng = new Random(6);
    const DAY = 86_400_000;
    const count = (growth: number) => {
      const month = [0, 0, 0]; // oldest, middle, last 30 days
      const weekday = new Array<number>(7).fill(0);
      for (let i = 0; i < 60_000; i++) {
        const at = drawTime(rng, 'office', 0, NOW, 90, growth);
        month[Math.min(2, Math.floor((at - (NOW - 90 * DAY)) / (30 * DAY)))]!++;
        weekday[new Date(at).getUTCDay()]!++;
      }
      return { month, weekday };
    };
    const grown = count(0.45);
    const delta = grown.month[2]! / grown.month[1]! - 1;
    expect(delta).toBeGreaterThan(0.05);
    expect(delta).toBeLessThan(0.2);
    expect(grown.month[1]! / grown.month[0]!).toBeGreaterThan(1.05);
    expect(grown.weekday[2]! / grown.weekday[0]!).toBeGreaterThan(2); // office: Tuesday over Sunday
    const flat = count(0);
    expect(Math.abs(flat.month[2]! / flat.month[1]! - 1)).toBeLessThan(0.04);
  });

  it('mixes devices and countries by their weights; every human IP resolves to its country and is not a data centre', () => {
    const rng = new Random(5);
    const seen: Record<string, number> = {};
    for (let i = 0; i < 4_000; i++) {
      const v = drawVisitor(rng);
      seen[v.device] = (seen[v.device] ?? 0) + 1;
      const ip = ipInBlock(rng, rng.pick(v.country.blocks));
      expect(country(ip)).toBe(code(v.country.code));
      expect(inDc(ip)).toBe(false);
      expect(isbot(v.userAgent)).toBe(false);
      // a human's headers raise no forgery reason in the engine's own check
      expect(headerReasons(v.userAgent, parseAgent(v.userAgent), v.headers)).toEqual([]);
      expect(parseAgent(v.userAgent)).toMatchObject({ isBot: false, deviceId: { desktop: 1, mobile: 2, tablet: 3 }[v.device] });
    }
    expect(seen.mobile! / 4_000).toBeCloseTo(0.62, 1);
    expect(COUNTRIES.every((c) => c.blocks.length > 0)).toBe(true);
  });

  it('bots: declared crawlers are recognised by isbot, data-centre IPs are in the data-centre list', () => {
    for (const ua of BOT_AGENTS) expect(isbot(ua)).toBe(true);
    const rng = new Random(6);
    for (let i = 0; i < 200; i++) expect(inDc(ipInBlock(rng, rng.pick(DATACENTER_BLOCKS)))).toBe(true);
    const plan = planTraffic(opts());
    const botShare = (id: number) => {
      // per visit drawn: a burst is one visit repeated
      const all = plan.clicks.filter((c) => c.partnerId === id && c.kind !== 'burst');
      return all.filter((c) => c.kind === 'bot' || c.kind === 'datacenter').length / all.length;
    };
    expect(botShare(100)).toBeGreaterThan(0.01);
    expect(botShare(100)).toBeLessThan(0.03);
    expect(botShare(102)).toBeGreaterThan(botShare(100) * 3);
    expect(plan.clicks.filter((c) => c.kind === 'bot').every((c) => isbot(c.userAgent))).toBe(true);
    // bots never convert
    expect(plan.postbacks.every((p) => ['human', 'burst'].includes(plan.clicks[p.click]!.kind))).toBe(true);
  });

  it('fraud: IP bursts and conversions seconds after the click come only from the fraud partner', () => {
    const plan = planTraffic(opts());
    const bursts = plan.clicks.filter((c) => c.kind === 'burst');
    expect(bursts.length).toBeGreaterThan(100);
    expect(bursts.every((c) => c.partnerId === 102)).toBe(true);
    const fast = plan.postbacks.filter((p) => !p.retry && p.at - plan.clicks[p.click]!.at < 10_000);
    expect(fast.length).toBeGreaterThan(0);
    expect(fast.every((p) => plan.clicks[p.click]!.partnerId === 102)).toBe(true);
  });

  it('about a fifth of conversions fire the image pixel; clicks use the invite link only when the offer has a short code', () => {
    const plan = planTraffic(
      opts({
        offers: [
          { id: 1, shortCode: 'SUMMER', events: [{ id: 10, rate: 0.1, sale: null }] },
          { id: 2, events: [{ id: 12, rate: 0.1, sale: null }] },
        ],
      }),
    );
    const first = plan.postbacks.filter((p) => !p.retry);
    const pixels = first.filter((p) => p.method === 'pixel').length / first.length;
    expect(pixels).toBeGreaterThan(0.15);
    expect(pixels).toBeLessThan(0.25);
    const viaGo = (id: number) =>
      plan.clicks.filter((c) => c.offerId === id && c.via === 'go').length / plan.clicks.filter((c) => c.offerId === id).length;
    expect(viaGo(1)).toBeGreaterThan(0.15);
    expect(viaGo(2)).toBe(0);
  });

  it('about 10 % of postbacks are retries carrying the transaction id of an earlier one; amounts are decimal strings', () => {
    const plan = planTraffic(opts());
    const originals = plan.postbacks.filter((p) => !p.retry);
    const retries = plan.postbacks.filter((p) => p.retry);
    expect(retries.length / originals.length).toBeGreaterThan(0.07);
    expect(retries.length / originals.length).toBeLessThan(0.13);
    const byTx = new Map(originals.map((p) => [p.transactionId, p]));
    expect(byTx.size).toBe(originals.length);
    for (const r of retries) expect(byTx.get(r.transactionId)).toMatchObject({ click: r.click, eventId: r.eventId, amount: r.amount });
    for (const p of plan.postbacks) if (p.amount !== null) expect(p.amount).toMatch(/^\d+\.\d{2}$/);
    expect(plan.postbacks.some((p) => p.eventId === 11 && p.amount === null)).toBe(true);
    expect(centsToDecimal(12_305)).toBe('123.05');
  });
});
