import { performance } from 'node:perf_hooks';
import { listOffers } from '../../server/offers/list.ts';
import { openBenchDatabase } from './bench-db.ts';
import { pct } from './stats.ts';
import { printBenchSummary } from './summary.ts';

/**
 * `npm run bench:offers`: the offer list's server time on 10,000 offers of one brand (beside 40,000
 * of other brands, as in a shared database), with and without the list indexes, in one run.
 * The measured call is the list handler's own query pair (count + page): status 1, a name search,
 * sorted by created_at, page 3 of 25. Uses BENCH_DATABASE_URL, or an embedded PostgreSQL in a
 * temporary folder. Not part of `npm test`.
 */
const BRAND_OFFERS = 10_000;
const OTHER_OFFERS = 40_000;
const RUNS = 50;
const LIST_INDEXES = ['offers_list_idx', 'offers_created_idx', 'offers_payout_idx'];

async function main(): Promise<void> {
  const { db, close } = await openBenchDatabase('bc-bench-pg-');
  try {
    const brands = await db.query<{ id: number }>(
      "INSERT INTO brands (company_name) SELECT 'Bench ' || g FROM generate_series(1, 5) g RETURNING id",
    );
    const [brandId, ...others] = brands.rows.map((r) => r.id);
    let t0 = performance.now();
    // one bulk INSERT … SELECT per brand: statuses 1–5 round robin, creation spread over a year
    const insert = (brand: number, n: number) =>
      db.query(
        `INSERT INTO offers (brand_id, name, status, vertical_id, channel_id, payout_model_id, revenue_model_id, default_payout, created_at)
         SELECT $1, (ARRAY['Summer sale','Credit card','Travel deal','Food delivery','Game install'])[1 + g % 5] || ' offer ' || g,
                1 + g % 5, 1 + g % 8, 1 + g % 7, 1 + g % 5, 1 + g % 5, (g % 1000) / 10.0, now() - (g % 365) * interval '1 day' - g * interval '1 second'
           FROM generate_series(1, $2) g`,
        [brand, n],
      );
    await insert(brandId!, BRAND_OFFERS);
    for (const other of others) await insert(other, OTHER_OFFERS / others.length);
    await db.query('ANALYZE offers');
    console.log(
      `inserted ${BRAND_OFFERS + OTHER_OFFERS} offers (${BRAND_OFFERS} for the measured brand) in ${Math.round(performance.now() - t0)} ms`,
    );

    const page = { status: 1, search_value: 'sale', sort_by: 'created_at' as const, sort: 'desc' as const, page: 3, limit: 25 };
    const measure = async () => {
      for (let i = 0; i < 5; i++) await listOffers(db, { brandId: brandId!, userId: 0, role: 'owner', isAllPartner: true }, page, {}); // warm-up
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < RUNS; i++) {
        t0 = performance.now();
        const r = await listOffers(db, { brandId: brandId!, userId: 0, role: 'owner', isAllPartner: true }, page, {});
        times.push(performance.now() - t0);
        rows = r.paging.total_row;
      }
      times.sort((a, b) => a - b);
      return { p50: pct(times, 50), p95: pct(times, 95), rows };
    };
    const withIdx = await measure();
    for (const name of LIST_INDEXES) await db.query(`DROP INDEX IF EXISTS ${name}`);
    await db.query('ANALYZE offers');
    const without = await measure();
    const f = (n: number) => `${n.toFixed(2)} ms`;
    console.log(`list page (status 1, search "sale", sort created_at desc, page 3 of 25; ${withIdx.rows} matching rows), ${RUNS} runs:`);
    console.log(`  with list indexes:    p50 ${f(withIdx.p50)}  p95 ${f(withIdx.p95)}`);
    console.log(`  without list indexes: p50 ${f(without.p50)}  p95 ${f(without.p95)}`);
    console.log(`  ratio (without / with): p50 ×${(without.p50 / withIdx.p50).toFixed(1)}  p95 ×${(without.p95 / withIdx.p95).toFixed(1)}`);
    printBenchSummary('offers', { p50_ms: withIdx.p50, p95_ms: withIdx.p95, p95_without_indexes_ms: without.p95, offers: BRAND_OFFERS });
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
