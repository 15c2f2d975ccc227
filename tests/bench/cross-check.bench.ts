import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { detail, overview } from '../../server/cross-check/list.ts';
import { lockCrossChecks } from '../../server/cross-check/lock.ts';
import { createCrossCheck, type Actor } from '../../server/cross-check/service.ts';
import type { Db } from '../../server/db/pool.ts';
import { openBenchDatabase } from './bench-db.ts';
import { pct } from './stats.ts';

/**
 * `npm run bench:crosscheck [-- --conversions N --partners P --runs R]`: the cross-check overview
 * for a year of monthly periods (issue 27 target: p95 ≤ 50 ms at 1M conversions), server time
 * without HTTP, beside `SELECT 1` in the same run. A year of conversions (default 1,000,000 over
 * 365 days, 200 partners) is written with SQL, each month's cross-check is created and the eleven
 * ended months are locked through the real services (decision 090: a locked period answers its
 * frozen figures; the open month is summed from its conversions). Prints p50 / p95 beside the load
 * average, then the detail of the open month. Not part of `npm test`.
 */
const { values: flags } = parseArgs({
  options: {
    conversions: { type: 'string', default: '1000000' },
    partners: { type: 'string', default: '200' },
    runs: { type: 'string', default: '40' },
  },
});
const CONVERSIONS = Number(flags.conversions);
const PARTNERS = Number(flags.partners);
const RUNS = Number(flags.runs);
// a fixed year: January to December 2025, "now" in mid-December (December is the open month)
const NOW = new Date('2025-12-20T00:00:00Z');
const month = (m: number) => {
  const start = new Date(Date.UTC(2025, m, 1));
  const end = new Date(Date.UTC(2025, m + 1, 0));
  return { period_start: start.toISOString().slice(0, 10), period_end: end.toISOString().slice(0, 10) };
};

async function generate(db: Db): Promise<Actor> {
  const brandId = (await db.query<{ id: number }>("INSERT INTO brands (company_name) VALUES ('Bench cross-check') RETURNING id")).rows[0]!
    .id;
  const userId = (
    await db.query<{ id: number }>(
      "INSERT INTO brand_users (brand_id, email, password_hash, first_name, last_name, role_id) VALUES ($1, 'bench@cross-check.test', 'x', 'B', 'U', 1) RETURNING id",
      [brandId],
    )
  ).rows[0]!.id;
  const offers = await db.query<{ id: number }>(
    "INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id) SELECT $1, 'Offer ' || g, 1, 1, 2, 2 FROM generate_series(1, 12) g RETURNING id",
    [brandId],
  );
  const partners = await db.query<{ id: number }>(
    `INSERT INTO partners (email, display_name) SELECT 'cc-bench-' || g || '@partners.test', 'Partner ' || g FROM generate_series(1, ${PARTNERS}) g RETURNING id`,
  );
  // two in three approved, one in six pending, the rest rejected; payout 1.0000–10.9999, bonus on every tenth
  await db.query(
    `INSERT INTO conversions (brand_id, offer_id, partner_id, event_id, click_id, click_uuid, click_at, created_at, status, payout, bonus, revenue, dedupe_key, method)
     SELECT $1, ($2::bigint[])[1 + g % 12], ($3::bigint[])[1 + (g * 7) % ${PARTNERS}], 1, g, gen_random_uuid(), t, t,
            CASE WHEN g % 6 < 4 THEN 'approved' WHEN g % 6 = 4 THEN 'pending' ELSE 'rejected' END,
            1 + (g % 100000) / 10000.0, CASE WHEN g % 10 = 0 THEN 0.5 ELSE 0 END, 12, 'bench:' || g, 'postback'
       FROM (SELECT g, timestamptz '2025-01-01' + ((g::bigint * 2654435761) % (365 * 86400)) * interval '1 second' AS t
               FROM generate_series(1, $4::int) g) s`,
    [brandId, offers.rows.map((r) => r.id), partners.rows.map((r) => r.id), CONVERSIONS],
  );
  await db.query('ANALYZE conversions');
  return { brandId, userId, role: 'owner', isAllPartner: true };
}

async function time(work: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95) };
}

const bench = await openBenchDatabase('cross-check-bench-');
try {
  const t0 = performance.now();
  const user = await generate(bench.db);
  console.log(
    `${CONVERSIONS.toLocaleString('en-US')} conversions, ${PARTNERS} partners: written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const t1 = performance.now();
  for (let m = 0; m < 12; m++) {
    const created = await createCrossCheck(bench.db, user, month(m), NOW);
    // the eleven ended months are locked; December stays open
    if (m < 11)
      await lockCrossChecks(
        bench.db,
        user,
        created.items.map((r) => r.id),
        NOW,
      );
  }
  console.log(`12 periods created, 11 locked in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  const december = month(11);
  const cases: [string, () => Promise<unknown>][] = [
    ['baseline: SELECT 1', () => bench.db.query('SELECT 1')],
    ['overview: a year of periods (11 locked, 1 open)', () => overview(bench.db, user, 1, 25)],
    [
      'detail: the open month, sorted by partner',
      () =>
        detail(bench.db, user, {
          periodStart: december.period_start,
          periodEnd: december.period_end,
          sort: 'asc',
          sortBy: 'partner_id',
          page: 1,
          limit: 25,
        }),
    ],
    [
      'detail: a locked month, sorted by total',
      () =>
        detail(bench.db, user, {
          ...{ periodStart: month(5).period_start, periodEnd: month(5).period_end },
          sort: 'desc',
          sortBy: 'total',
          page: 1,
          limit: 25,
        }),
    ],
  ];
  const results: Record<string, { p50: number; p95: number }> = {};
  for (const [name, work] of cases) {
    const before = loadavg()[0]!.toFixed(2);
    const r = await time(work);
    results[name] = r;
    console.log(
      `${name.padEnd(50)} p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  (load ${before} → ${loadavg()[0]!.toFixed(2)})`,
    );
  }
  const p95 = results['overview: a year of periods (11 locked, 1 open)']!.p95;
  console.log(`target: overview p95 ≤ 50 ms — ${p95 <= 50 ? 'met' : 'not met'} (${p95.toFixed(1)} ms)`);
  console.log(`BENCH_JSON ${JSON.stringify({ bench: 'crosscheck', conversions: CONVERSIONS, results })}`);
} finally {
  await bench.close();
}
