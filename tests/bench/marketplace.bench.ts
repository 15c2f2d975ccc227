import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { NO_FILTERS } from '../../src/domain/markets/schema.ts';
import { listMarketPartners } from '../../server/markets/list.ts';
import { generateMarketPartners } from '../../server/markets/demo-data.ts';
import { insertMarketPartners } from '../../server/markets/demo.ts';
import { openBenchDatabase } from './bench-db.ts';
import { pct } from './stats.ts';
import { CASES, q } from './market-cases.ts';
import { printBenchSummary } from './summary.ts';

/**
 * `npm run bench:marketplace [-- --partners N --runs R]` (issue 16 target: p95 ≤ 50 ms): the marketplace partner list over
 * 100,000 partners (by default) drawn by the demo generator, through the server's own query function
 * (server/markets/list.ts: count + page), over a set of realistic filter combinations, once with the
 * list indexes of migrations 022, 026 and 027 and once — in the same run, on the same data — without
 * them. The suggested tab reads the per-brand score table of migration 027, built by its first request
 * (timed and printed apart); "without" drops the table's ranking index, not the table. The unfiltered
 * total reads migration 027's partner counter in both passes (a counter, not an index).
 * Uses BENCH_DATABASE_URL, or an embedded PostgreSQL in a temporary folder. Not part of `npm test`.
 */
const { values: flags } = parseArgs({
  options: { partners: { type: 'string', default: '100000' }, runs: { type: 'string', default: '15' } },
});
const PARTNERS = Number(flags.partners);
const BATCH = 5_000;
const RUNS = Number(flags.runs);
const LIST_INDEXES = [
  'partner_market_facets_recent_idx',
  'partner_market_facets_rank_idx',
  'partner_market_facets_rating_idx',
  'partner_market_facets_verticals_idx',
  'partner_market_facets_countries_idx',
  // migration 026 (decision 055): the name search's trigram index
  'partner_market_facets_name_trgm_idx',
  // migration 027 (decision 057): the size bands, and the suggested tab's per-brand scores
  'partner_market_facets_website_traffic_idx',
  'partner_market_facets_type_social_idx',
  'market_suggestions_top_idx',
  // (migration 027 replaced the audience age and gender GIN indexes of 022 by this one over bit masks)
  'partner_market_facets_audience_idx',
];

async function main(): Promise<void> {
  const { db, close } = await openBenchDatabase('bc-bench-market-');
  try {
    const brand = await db.query<{ id: number }>(
      `INSERT INTO brands (company_name, verticals) VALUES ('Bench brand', '[1, 2]') RETURNING id`,
    );
    const brandId = brand.rows[0]!.id;
    let t0 = performance.now();
    const now = new Date();
    for (let from = 0; from < PARTNERS; from += BATCH)
      await insertMarketPartners(
        db,
        generateMarketPartners(Math.min(BATCH, PARTNERS - from), { seed: 16, now, from, emailDomain: 'bench.test' }),
      );
    // as autovacuum would have by then: statistics, and the visibility map that lets counts read indexes only
    await db.query('VACUUM ANALYZE partners, partner_market_facets');
    console.log(`generated and inserted ${PARTNERS} partners in ${Math.round(performance.now() - t0)} ms`);
    // the suggested tab's first request builds the brand's score table (decision 057): a cost paid once
    // per change of the brand's interests, reported apart from the list's steady state measured below
    t0 = performance.now();
    await listMarketPartners(db, brandId, q({ tab: 'suggested' }), NO_FILTERS);
    const built = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM market_suggestions WHERE brand_id = $1', [brandId]);
    console.log(`suggested tab, first request (builds ${built.rows[0]!.n} scores): ${Math.round(performance.now() - t0)} ms`);
    await db.query('VACUUM ANALYZE market_suggestions');
    console.log(
      `load average at start: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const measure = async () => {
      const all: number[] = [];
      const per: { name: string; p95: number; rows: number }[] = [];
      for (const c of CASES) {
        for (let i = 0; i < 3; i++) await listMarketPartners(db, brandId, c.query, c.filters); // warm-up
        const times: number[] = [];
        let rows = 0;
        for (let i = 0; i < RUNS; i++) {
          t0 = performance.now();
          const r = await listMarketPartners(db, brandId, c.query, c.filters);
          times.push(performance.now() - t0);
          rows = r.paging.total_row;
        }
        times.sort((a, b) => a - b);
        all.push(...times);
        per.push({ name: c.name, p95: pct(times, 95), rows });
      }
      all.sort((a, b) => a - b);
      return { per, p50: pct(all, 50), p95: pct(all, 95) };
    };
    const withIdx = await measure();
    for (const name of LIST_INDEXES) await db.query(`DROP INDEX IF EXISTS ${name}`);
    // as autovacuum would have by then: statistics, and the visibility map that lets counts read indexes only
    await db.query('VACUUM ANALYZE partners, partner_market_facets');
    const without = await measure();
    const f = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
    console.log(`marketplace list, ${PARTNERS} partners, ${CASES.length} filter combinations × ${RUNS} runs (count + page of 25):`);
    console.log(`${'case'.padEnd(40)} ${'matches'.padStart(8)}  p95 with idx  p95 without`);
    withIdx.per.forEach((c, i) =>
      console.log(`${c.name.padEnd(40)} ${String(c.rows).padStart(8)}  ${f(c.p95)}  ${f(without.per[i]!.p95)}`),
    );
    console.log(`all cases  with list indexes:    p50 ${f(withIdx.p50)}  p95 ${f(withIdx.p95)}`);
    console.log(`all cases  without list indexes: p50 ${f(without.p50)}  p95 ${f(without.p95)}`);
    console.log(`target p95 ≤ 50 ms: ${withIdx.p95 <= 50 ? 'met' : 'NOT met'}`);
    printBenchSummary('marketplace', { p50_ms: withIdx.p50, p95_ms: withIdx.p95, p95_without_indexes_ms: without.p95, partners: PARTNERS });
    // two other engineers share the machine's cores: the figures mean little without it
    console.log(
      `load average at end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
