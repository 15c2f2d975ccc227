import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../src/domain/contract.ts';
import type * as api from '../../src/domain/reports/contract.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser, levels } from '../../tests/support/api/employees.ts';
import { ago, BASE, get, seed, world, type ClickSpec, type ConversionSpec, type World } from '../../tests/support/api/reports.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

/**
 * The home dashboard: last 30 days by default (UTC here: the users have no zone), compared with the
 * 30 days before; expectations are counted from the raw rows with SQL over the same instants.
 */
let t: TestApp;
let w: World;
const D = `${BASE}/dashboard`;

beforeAll(async () => {
  t = await createTestApp();
  w = await world(t.db);
  const clicks: ClickSpec[] = [];
  const conversions: ConversionSpec[] = [];
  const days = [0, 1, 2, 5, 9, 15, 28, 31, 40, 55, 70];
  days.forEach((d, i) => {
    for (let k = 0; k <= i % 4; k++) clicks.push({ offer: w.offers[k % 2]!, partner: w.partners[(i + k) % 3]!, at: ago(d, k) });
    conversions.push({
      offer: w.offers[i % 2]!,
      partner: w.partners[i % 3]!,
      at: ago(d, 1),
      status: (['approved', 'pending', 'rejected', 'organic'] as const)[i % 4]!,
      payout: `${i + 1}.5000`,
      revenue: `${i + 3}.0000`,
    });
  });
  // an hour-zero click today so "today so far" is never empty
  clicks.push({
    offer: w.offers[0]!,
    partner: w.partners[0]!,
    at: new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000).toISOString(),
  });
  await seed(t.db, w, clicks, conversions);
}, 60_000);
afterAll(async () => t?.close());

/** Raw figures between two SQL instant expressions (UTC days). */
async function raw(lo: string, hi: string, where = 'TRUE', args: unknown[] = []) {
  const { rows } = await t.db.query<{ clicks: number; conversions: number; payout: string }>(
    `WITH b AS (SELECT ${lo} AS lo, ${hi} AS hi)
     SELECT (SELECT count(*)::int FROM clicks c, b WHERE c.brand_id = $1 AND c.created_at >= b.lo AND c.created_at < b.hi AND ${where}) AS clicks,
            (SELECT count(*)::int FROM conversions c, b WHERE c.brand_id = $1 AND c.created_at >= b.lo AND c.created_at < b.hi AND ${where}) AS conversions,
            (SELECT COALESCE(sum(payout), 0)::numeric(24,4)::text FROM conversions c, b WHERE c.brand_id = $1 AND status <> 'rejected' AND c.created_at >= b.lo AND c.created_at < b.hi AND ${where}) AS payout`,
    [w.brandId, ...args],
  );
  return rows[0]!;
}
const TODAY = `(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;
const days = (n: number) => `(${TODAY} + interval '${n} days')`;
type R<E> = ResponseOf<E>;

describe('dashboard', () => {
  it('overview: the last 30 days against the 30 before, with the change in percent', async () => {
    const res = await get(t.url, w.owner.token, `${D}/overview-statistic`);
    expect(res.status).toBe(200);
    const d = res.body.data as R<typeof api.overviewStatistic>;
    const cur = await raw(days(-29), days(1));
    const prev = await raw(days(-59), days(-29));
    expect([d.current.clicks, d.current.conversions, d.current.payout]).toEqual([cur.clicks, cur.conversions, cur.payout]);
    expect([d.previous.clicks, d.previous.conversions]).toEqual([prev.clicks, prev.conversions]);
    expect(d.meta).toMatchObject({ days: 30, delay_minutes: 0 });
    expect(d.delta_percent.clicks).toBe((((cur.clicks - prev.clicks) / prev.clicks) * 100).toFixed(2));
  });

  it('performance: one row per day, zero days included, summing to the overview', async () => {
    const series = (await get(t.url, w.owner.token, `${D}/performance`)).body.data as R<typeof api.dailyPerformance>;
    const overview = (await get(t.url, w.owner.token, `${D}/overview-statistic`)).body.data as R<typeof api.overviewStatistic>;
    expect(series.items).toHaveLength(30);
    expect(series.items.some((r) => r.clicks === 0)).toBe(true);
    expect(series.items.reduce((a, r) => a + r.clicks, 0)).toBe(overview.current.clicks);
    const dates = series.items.map((r) => r.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('hour of date: 24 buckets summing to the period; conversions by status summing to the total', async () => {
    const hours = (await get(t.url, w.owner.token, `${D}/hour-of-date`)).body.data as R<typeof api.hourOfDate>;
    expect(hours.items.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    const cur = await raw(days(-29), days(1));
    expect(hours.items.reduce((a, h) => a + h.clicks, 0)).toBe(cur.clicks);
    const status = (await get(t.url, w.owner.token, `${D}/conversions-status`)).body.data as R<typeof api.conversionsStatus>;
    expect(status.total).toBe(cur.conversions);
    expect(status.items.reduce((a, s) => a + s.count, 0)).toBe(status.total);
    const rejected = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM conversions WHERE brand_id = $1 AND status = 'rejected' AND created_at >= ${days(-29)} AND created_at < ${days(1)}`,
      [w.brandId],
    );
    expect(status.items.find((s) => s.status === 'rejected')!.count).toBe(rejected.rows[0]!.n);
  });

  it('top statistic: offers or partners ordered by the metric', async () => {
    const top = (await get(t.url, w.owner.token, `${D}/top-statistic`, { by: 'partner', metric: 'clicks', limit: 2 })).body.data as R<
      typeof api.topStatistic
    >;
    expect(top.items).toHaveLength(2);
    expect(top.items[0]!.clicks).toBeGreaterThanOrEqual(top.items[1]!.clicks);
    const best = await t.db.query<{ partner_id: number; n: number }>(
      `SELECT partner_id, count(*)::int AS n FROM clicks WHERE brand_id = $1 AND created_at >= ${days(-29)} GROUP BY 1 ORDER BY 2 DESC, 1 DESC LIMIT 1`,
      [w.brandId],
    );
    expect(top.items[0]!.clicks).toBe(best.rows[0]!.n);
    const bad = await get(t.url, w.owner.token, `${D}/top-statistic`, { metric: 'nonsense' });
    expect(bad.status).toBe(422);
  });

  it('snapshot: today so far against yesterday', async () => {
    const s = (await get(t.url, w.owner.token, `${D}/snapshot`)).body.data as R<typeof api.snapshot>;
    const today = await raw(TODAY, days(1));
    const yesterday = await raw(days(-1), TODAY);
    expect(s.today.clicks).toBe(today.clicks);
    expect(s.yesterday.clicks).toBe(yesterday.clicks);
    expect(s.yesterday_same_time.clicks).toBeLessThanOrEqual(s.yesterday.clicks);
    expect(s).toMatchObject({ time_zone: 'UTC', delay_minutes: 0 });
  });

  it('scoped to assigned partners; refused without the report module', async () => {
    const limited = await addUser(t.db, w.brandId, { role: 'custom', permissions: levels({ report: LEVEL.read }), isAllPartner: false });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      limited.id,
      w.brandId,
      w.partners[2],
    ]);
    const d = (await get(t.url, limited.token, `${D}/overview-statistic`)).body.data as R<typeof api.overviewStatistic>;
    expect(d.current.clicks).toBe((await raw(days(-29), days(1), 'c.partner_id = $2', [w.partners[2]])).clicks);
    const none = await addUser(t.db, w.brandId, { role: 'custom', permissions: levels({ report: LEVEL.none }) });
    expect((await get(t.url, none.token, `${D}/snapshot`)).status).toBe(403);
  });
});
