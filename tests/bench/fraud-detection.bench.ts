import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { fraudQuery, fraudReportQuery } from '../../src/domain/fraud-detection/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import type { Db } from '../../server/db/pool.ts';
import { detectionAreas, fraudReportPage, fraudStatistic } from '../../server/fraud-detection/queries.ts';
import { reportWindow } from '../../server/reports/window.ts';
import { openBenchDatabase } from './bench-db.ts';
import { pct } from './stats.ts';

/**
 * `npx tsx tests/bench/fraud-detection.bench.ts [-- --clicks N --days D --runs R]`: the four
 * fraud-detection reads on the raw labels (docs/decisions/089-fraud-detection.md), last 30 days,
 * server time without HTTP. Default: the demo's scale (20,000 clicks over 90 days, 10 offers × 12
 * partners, ≈5 % flagged with the engine's factor sets); `--clicks 2000000` shows where raw reads
 * stop being enough. Prints p50 / p95 beside the load average. Not part of `npm test`.
 */
const { values: flags } = parseArgs({
  options: {
    clicks: { type: 'string', default: '20000' },
    days: { type: 'string', default: '90' },
    runs: { type: 'string', default: '40' },
  },
});
const CLICKS = Number(flags.clicks);
const DAYS = Number(flags.days);
const RUNS = Number(flags.runs);

async function generate(db: Db): Promise<Principal> {
  const brandId = (
    await db.query<{ id: number }>("INSERT INTO brands (company_name, fraud_detector) VALUES ('Bench fraud', true) RETURNING id")
  ).rows[0]!.id;
  const userId = (
    await db.query<{ id: number }>(
      "INSERT INTO brand_users (brand_id, email, password_hash, first_name, last_name, role_id) VALUES ($1, 'bench@fraud.test', 'x', 'B', 'U', 1) RETURNING id",
      [brandId],
    )
  ).rows[0]!.id;
  const offers = await db.query<{ id: number }>(
    "INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id) SELECT $1, 'Offer ' || g, 1, 1, 2, 2 FROM generate_series(1, 10) g RETURNING id",
    [brandId],
  );
  const partners = await db.query<{ id: number }>(
    "INSERT INTO partners (email, display_name) SELECT 'fraud-bench-' || g || '@partners.test', 'Partner ' || g FROM generate_series(1, 12) g RETURNING id",
  );
  await db.query(
    `INSERT INTO clicks (click_uuid, brand_id, offer_id, partner_id, created_at, fraud_level, fraud_kind, fraud_factors)
     SELECT gen_random_uuid(), $1, ($2::bigint[])[1 + (g * 31) % 10], ($3::bigint[])[1 + (g * 7) % 12],
            now() - ((g::bigint * 2654435761) % ${DAYS * 86_400}) * interval '1 second',
            CASE WHEN g % 40 = 0 THEN 'bad' WHEN g % 40 = 1 THEN 'warning' ELSE 'good' END,
            CASE WHEN g % 40 = 0 THEN 'givt' WHEN g % 40 = 1 THEN 'sivt' END,
            CASE WHEN g % 40 = 0 THEN '{web_crawler}'::text[] WHEN g % 40 = 1 THEN '{spoofing,data_integrity}'::text[] ELSE '{}'::text[] END
       FROM generate_series(1, $4::int) g`,
    [brandId, offers.rows.map((r) => r.id), partners.rows.map((r) => r.id), CLICKS],
  );
  await db.query('ANALYZE clicks');
  return { userId, brandId, role: 'owner', permissions: {}, isAllPartner: true };
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

const bench = await openBenchDatabase('fraud-bench-');
try {
  const user = await generate(bench.db);
  const q = fraudQuery.parse({});
  const w = await reportWindow(bench.db, user, q);
  const cases: [string, () => Promise<unknown>][] = [
    // the baseline in the same run: one round trip to the same PostgreSQL under the same load
    ['baseline: SELECT 1', () => bench.db.query('SELECT 1')],
    ['statistic', () => fraudStatistic(bench.db, user, w, q)],
    ['chart-detection-area', () => detectionAreas(bench.db, user, w, q)],
    [
      'report by day, page 1',
      () => fraudReportPage(bench.db, user, w, fraudReportQuery.parse({ group_by: 'day' }), { limit: 50, offset: 0 }),
    ],
    [
      'report by partner, sorted by flagged',
      () =>
        fraudReportPage(bench.db, user, w, fraudReportQuery.parse({ group_by: 'partner', sort_by: 'flagged' }), { limit: 50, offset: 0 }),
    ],
  ];
  const counted = (await fraudStatistic(bench.db, user, w, q)).total;
  console.log(`${CLICKS.toLocaleString('en-US')} clicks over ${DAYS} days; the last 30 days hold ${counted.toLocaleString('en-US')}`);
  for (const [name, work] of cases) {
    const before = loadavg()[0]!.toFixed(2);
    const r = await time(work);
    console.log(
      `${name.padEnd(40)} p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  (load ${before} → ${loadavg()[0]!.toFixed(2)})`,
    );
  }
} finally {
  await bench.close();
}
