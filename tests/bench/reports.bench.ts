import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Principal } from '../../src/domain/permissions.ts';
import { encodeConversionCursor } from '../../src/domain/reports/cursor.ts';
import { conversionQuery, performanceQuery } from '../../src/domain/reports/schema.ts';
import { formatDate, todayIn } from '../../src/domain/validation/dates.ts';
import type { Db } from '../../server/db/pool.ts';
import { conversionPage, conversionTotal, readCursor } from '../../server/reports/conversions.ts';
import { performancePage } from '../../server/reports/performance.ts';
import { rebuildRollups } from '../../server/rollup/rebuild.ts';
import { reportWindow } from '../../server/reports/window.ts';
import { openBenchDatabase } from './bench-db.ts';
import { pct } from './stats.ts';
import { printBenchSummary } from './summary.ts';

/**
 * `npm run bench:reports [-- --clicks N --conversions M --days D --runs R]`: the reports' server
 * time on bulk traffic (default 10,000,000 clicks and 1,000,000 conversions over 60 days, one
 * brand, 10 offers × 12 partners as the simulator sets up; `--offers --partners` widen it),
 * inserted with INSERT … SELECT generate_series in the simulator's proportions (≈10 % of clicks convert, ≈80 % unique, ≈5 % flagged bot / data-centre
 * traffic, ≈1 % refused; conversions ≈40 min after the click; 70 % approved, 20 % pending, 8 %
 * rejected, 2 % organic). Rollups are derived from the raw rows (server/rollup/rebuild.ts).
 * Measures, calling the handlers' own functions (server time, no HTTP):
 *  1. the preset performance report (last 30 days by offer, page 1 of 25, with totals and the
 *     previous period) from rollups, against the same report computed from the raw rows;
 *  2. a conversions page (50 rows) at the first page, after 100k rows and after 900k rows by keyset.
 * Uses BENCH_DATABASE_URL, or an embedded PostgreSQL in a temporary folder. Not part of `npm test`.
 */
const { values: flags } = parseArgs({
  options: {
    clicks: { type: 'string', default: '10000000' },
    conversions: { type: 'string', default: '1000000' },
    days: { type: 'string', default: '60' },
    runs: { type: 'string', default: '30' },
    // the simulator's shape: the demo brand's offers and its 12 partners (server/simulate/setup.ts)
    offers: { type: 'string', default: '10' },
    partners: { type: 'string', default: '12' },
    // measure again on the data a previous run left in BENCH_DATABASE_URL (no generation)
    reuse: { type: 'boolean', default: false },
  },
});
const CLICKS = Number(flags.clicks);
const CONVERSIONS = Math.min(Number(flags.conversions), CLICKS);
const DAYS = Number(flags.days);
const RUNS = Number(flags.runs);
const OFFERS = Number(flags.offers);
const PARTNERS = Number(flags.partners);
const CHUNK = 500_000;

const f = (n: number) => `${n.toFixed(2)} ms`;
const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

async function time<T>(runs: number, work: () => Promise<T>): Promise<{ p50: number; p95: number; last: T }> {
  await work(); // warm-up
  const times: number[] = [];
  let last!: T;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), last };
}

async function generate(db: Db): Promise<{ user: Principal }> {
  const brand = await db.query<{ id: number }>("INSERT INTO brands (company_name) VALUES ('Bench reports') RETURNING id");
  const brandId = brand.rows[0]!.id;
  const u = await db.query<{ id: number }>(
    "INSERT INTO brand_users (brand_id, email, password_hash, first_name, last_name, role_id) VALUES ($1, 'bench@reports.test', 'x', 'B', 'U', 1) RETURNING id",
    [brandId],
  );
  const offers = await db.query<{ id: number }>(
    `INSERT INTO offers (brand_id, name, vertical_id, channel_id, payout_model_id, revenue_model_id) SELECT $1, 'Offer ' || g, 1, 1, 2, 2 FROM generate_series(1, ${OFFERS}) g RETURNING id`,
    [brandId],
  );
  const partners = await db.query<{ id: number }>(
    `INSERT INTO partners (email, display_name) SELECT 'bench-' || g || '@partners.test', 'Partner ' || g FROM generate_series(1, ${PARTNERS}) g RETURNING id`,
  );
  const offerIds = offers.rows.map((r) => r.id);
  const partnerIds = partners.rows.map((r) => r.id);
  await db.query('SET synchronous_commit = off');
  const span = DAYS * 86_400;
  let t0 = performance.now();
  for (let start = 1; start <= CLICKS; start += CHUNK) {
    const end = Math.min(CLICKS, start + CHUNK - 1);
    // (g / 10) keeps the fraud and refusal shares the same among the clicks that convert (every 10th);
    // spread evenly over the span with a multiplicative hash (so consecutive ids do not share an instant);
    // partners skewed: the first tenth of partners gets half the traffic
    await db.query(
      `INSERT INTO clicks (click_uuid, brand_id, offer_id, partner_id, created_at, is_unique, fraud_level, fraud_kind, refusal)
       SELECT gen_random_uuid(), $1, ($2::bigint[])[1 + (g * 31) % ${OFFERS}],
              ($3::bigint[])[CASE WHEN g % 2 = 0 THEN 1 + (g / 2) % ${Math.max(1, Math.floor(PARTNERS / 10))} ELSE 1 + (g * 7) % ${PARTNERS} END],
              now() - ((g::bigint * 2654435761) % ${span}) * interval '1 second',
              g % 5 <> 0,
              CASE WHEN (g / 10) % 40 = 0 THEN 'bad' WHEN (g / 10) % 40 = 1 THEN 'warning' ELSE 'good' END,
              CASE WHEN (g / 10) % 40 = 0 THEN 'givt' WHEN (g / 10) % 40 = 1 THEN 'sivt' END,
              CASE WHEN (g / 10) % 100 = 3 THEN 'partner_stopped' END
         FROM generate_series($4::int, $5::int) g`,
      [brandId, offerIds, partnerIds, start, end],
    );
    log(`clicks ${end.toLocaleString('en-US')} / ${CLICKS.toLocaleString('en-US')}`);
  }
  log(`clicks inserted in ${Math.round((performance.now() - t0) / 1000)} s`);
  t0 = performance.now();
  const every = Math.max(1, Math.floor(CLICKS / CONVERSIONS));
  const first = (await db.query<{ id: number }>('SELECT min(id)::bigint AS id FROM clicks WHERE brand_id = $1', [brandId])).rows[0]!.id;
  for (let start = 0; start < CONVERSIONS; start += CHUNK / 2) {
    const end = Math.min(CONVERSIONS, start + CHUNK / 2) - 1;
    await db.query(
      `INSERT INTO conversions (brand_id, offer_id, partner_id, event_id, click_id, click_uuid, click_at, created_at, status, payout, revenue, sale_amount,
                                transaction_id, dedupe_key, method, fraud_level)
       SELECT k.brand_id, k.offer_id, k.partner_id, 1, k.id, k.click_uuid, k.created_at,
              LEAST(now(), k.created_at + ((k.id % 80) + 1) * interval '1 minute'),
              CASE WHEN k.id % 50 = 0 THEN 'organic' WHEN k.id % 50 < 5 THEN 'rejected' WHEN k.id % 50 < 15 THEN 'pending' ELSE 'approved' END,
              1 + (k.id % 20) * 0.25, 2 + (k.id % 20) * 0.3, 10 + (k.id % 100), 'TX-' || k.id, 'tx:TX-' || k.id, 'postback', k.fraud_level
         FROM clicks k
        WHERE k.id IN (SELECT $1::bigint + g * ${every} FROM generate_series($2::int, $3::int) g) AND k.refusal IS NULL`,
      [first, start, end],
    );
    log(`conversions ${(end + 1).toLocaleString('en-US')} / ${CONVERSIONS.toLocaleString('en-US')}`);
  }
  log(`conversions inserted in ${Math.round((performance.now() - t0) / 1000)} s`);
  t0 = performance.now();
  const cells = await rebuildRollups(db, brandId);
  await db.query('ANALYZE clicks; ANALYZE conversions; ANALYZE rollup_hourly');
  log(`rollups: ${cells.toLocaleString('en-US')} hourly cells from the raw rows in ${Math.round((performance.now() - t0) / 1000)} s`);
  return { user: { userId: u.rows[0]!.id, brandId, role: 'owner', permissions: {}, isAllPartner: true } };
}

async function reuse(db: Db): Promise<{ user: Principal }> {
  const { rows } = await db.query<{ id: number; brand_id: number }>(
    "SELECT u.id, u.brand_id FROM brand_users u JOIN brands b ON b.id = u.brand_id WHERE b.company_name = 'Bench reports' ORDER BY u.id DESC LIMIT 1",
  );
  if (!rows[0]) throw new Error('--reuse: no earlier run in BENCH_DATABASE_URL');
  return { user: { userId: rows[0].id, brandId: rows[0].brand_id, role: 'owner', permissions: {}, isAllPartner: true } };
}

/** The preset report computed from raw rows: the same rows, totals and previous period, by offer. */
async function rawReport(db: Db, brandId: number, lo: Date, hi: Date, prevLo: Date, prevHi: Date) {
  const period = (a: string, b: string) => `
    SELECT offer_id, sum(clicks) AS clicks, sum(unique_clicks) AS unique_clicks, sum(flagged) AS flagged, sum(conversions) AS conversions,
           sum(approved) AS approved, sum(payout) AS payout, sum(revenue) AS revenue
      FROM (SELECT offer_id, count(*) AS clicks, count(*) FILTER (WHERE is_unique) AS unique_clicks,
                   count(*) FILTER (WHERE fraud_level IN ('warning', 'bad', 'drop')) AS flagged, 0 AS conversions, 0 AS approved, 0 AS payout, 0 AS revenue
              FROM clicks WHERE brand_id = $1 AND created_at >= ${a} AND created_at < ${b} AND NOT is_test AND refusal IS NULL AND partner_id IS NOT NULL GROUP BY 1
            UNION ALL
            SELECT offer_id, 0, 0, 0, count(*), count(*) FILTER (WHERE status = 'approved'),
                   sum(payout) FILTER (WHERE status <> 'rejected'), sum(revenue) FILTER (WHERE status <> 'rejected')
              FROM conversions WHERE brand_id = $1 AND created_at >= ${a} AND created_at < ${b} AND NOT is_test GROUP BY 1) x
     GROUP BY offer_id`;
  const { rows } = await db.query(
    `WITH cur AS (${period('$2', '$3')}), prev AS (${period('$4', '$5')})
     SELECT cur.*, prev.clicks AS prev_clicks, prev.conversions AS prev_conversions, sum(cur.clicks) OVER () AS total_clicks,
            (SELECT sum(clicks) FROM prev) AS prev_total_clicks, count(*) OVER () AS total_row
       FROM cur LEFT JOIN prev USING (offer_id) ORDER BY cur.clicks DESC, cur.offer_id DESC LIMIT 25`,
    [brandId, lo, hi, prevLo, prevHi],
  );
  return rows;
}

async function main(): Promise<void> {
  const { db, close } = await openBenchDatabase('bc-bench-reports-');
  try {
    if (!flags.reuse)
      log(
        `generating ${CLICKS.toLocaleString('en-US')} clicks and ${CONVERSIONS.toLocaleString('en-US')} conversions over ${DAYS} days, ${OFFERS} offers × ${PARTNERS} partners`,
      );
    const { user } = flags.reuse ? await reuse(db) : await generate(db);

    // 1. preset performance report: last 30 days by offer
    const query = performanceQuery.parse({});
    const w = await reportWindow(db, user, query);
    const fromRollups = await time(RUNS, async () => {
      const win = await reportWindow(db, user, query);
      return performancePage(db, user, 'offer', win, query, { sortBy: 'clicks', sort: 'desc', limit: 25, offset: 0 });
    });
    const rawRuns = Math.max(3, Math.round(RUNS / 6));
    const fromRaw = await time(rawRuns, () => rawReport(db, user.brandId, w.lo, w.hi, w.prevLo, w.prevHi));
    const rollupClicks = fromRollups.last.totals.current.clicks;
    const rawClicks = Number(fromRaw.last[0]?.total_clicks ?? 0);
    console.log(
      `\npreset performance report (last 30 days by offer, ${w.meta.from}–${w.meta.to}; ${rollupClicks.toLocaleString('en-US')} clicks in the period):`,
    );
    console.log(`  from rollups (${RUNS} runs):   p50 ${f(fromRollups.p50)}  p95 ${f(fromRollups.p95)}`);
    console.log(`  from raw rows (${rawRuns} runs):  p50 ${f(fromRaw.p50)}  p95 ${f(fromRaw.p95)}`);
    console.log(
      `  ratio raw / rollups: p50 ×${(fromRaw.p50 / fromRollups.p50).toFixed(1)}  p95 ×${(fromRaw.p95 / fromRollups.p95).toFixed(1)}  (same totals: ${rollupClicks === rawClicks})`,
    );

    // 2. conversions pages by keyset at several depths, over every conversion (range: the whole span)
    const today = todayIn('UTC');
    const cq = conversionQuery.parse({ from: formatDate(today - Math.min(DAYS, 366) + 1), to: formatDate(today), limit: 50 });
    const cw = await reportWindow(db, user, cq);
    const total = await conversionTotal(db, user, cw, cq);
    const pageP95: Record<string, number> = {};
    console.log(
      `\nconversions page (50 rows, newest first; ${total?.toLocaleString('en-US')} conversions in ${cw.meta.from}–${cw.meta.to}), ${RUNS} runs each:`,
    );
    for (const depth of [0, 100_000, 900_000]) {
      if (total !== null && depth >= total) {
        console.log(`  after ${depth.toLocaleString('en-US')} rows: skipped (only ${total.toLocaleString('en-US')} rows)`);
        continue;
      }
      let cursorText: string | undefined;
      if (depth > 0) {
        // the position after `depth` rows, found once with OFFSET (not measured): the client would hold this cursor
        const { rows } = await db.query<{ ts: string; id: number }>(
          `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS ts, id FROM conversions
            WHERE brand_id = $1 AND NOT is_test AND created_at >= $2 AND created_at < $3 ORDER BY created_at DESC, id DESC OFFSET ${depth - 1} LIMIT 1`,
          [user.brandId, cw.lo, cw.hi],
        );
        cursorText = encodeConversionCursor({ t: rows[0]!.ts, id: rows[0]!.id, dir: 'desc' });
      }
      const measure = (withTotal: boolean) =>
        time(RUNS, async () => {
          const cursor = readCursor(cursorText, 'desc');
          const win = await reportWindow(db, user, cq);
          // the route asks the total with the first page only, in parallel with the page
          const [page] = await Promise.all([
            conversionPage(db, user, win, cq, cursor, 50),
            withTotal ? conversionTotal(db, user, win, cq) : null,
          ]);
          return page;
        });
      const r = await measure(false);
      pageP95[depth === 0 ? 'conversion_page_p95_ms' : `conversion_page_after_${depth / 1000}k_p95_ms`] = r.p95;
      console.log(
        `  ${depth === 0 ? 'first page' : `after ${depth.toLocaleString('en-US')} rows`}: p50 ${f(r.p50)}  p95 ${f(r.p95)}  (${r.last.items.length} rows)`,
      );
      if (depth === 0) {
        const t = await measure(true);
        console.log(`  first page with its total (as the route answers it): p50 ${f(t.p50)}  p95 ${f(t.p95)}`);
      }
    }
    printBenchSummary('reports', {
      preset_report_p95_ms: fromRollups.p95,
      preset_report_raw_p95_ms: fromRaw.p95,
      ...pageP95,
      clicks: flags.reuse ? null : CLICKS,
    });
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
