import { performance } from 'node:perf_hooks';
import { listMarketPartners } from '../../server/markets/list.ts';
import { generateMarketPartners } from '../../server/markets/demo-data.ts';
import { insertMarketPartners } from '../../server/markets/demo.ts';
import type { Queryable } from '../../server/db/pool.ts';
import { openBenchDatabase } from './bench-db.ts';
import { CASES, q } from './market-cases.ts';

/**
 * `npx tsx tests/bench/marketplace-explain.ts [case name part]`: the benchmark's data (PARTNERS,
 * default 100,000, seed 16) and cases, each statement the list sends printed with its time and its
 * EXPLAIN (ANALYZE, BUFFERS) — where `npm run bench:marketplace`'s time goes (docs/decisions/057).
 * Uses BENCH_DATABASE_URL (filled once, reused) or a temporary embedded PostgreSQL.
 */
const PARTNERS = Number(process.env.PARTNERS ?? 100_000);
const BATCH = 5_000;

/** Runs each statement for real (the list needs its rows), then prints its plan. */
function explaining(db: Queryable): Queryable {
  return {
    async query(text: string, params?: unknown[]) {
      const t0 = performance.now();
      const result = await db.query(text, params);
      const ms = performance.now() - t0;
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      console.log(`--- ${ms.toFixed(1)} ms: ${text.replace(/\s+/g, ' ').slice(0, 140)}`);
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
      return result;
    },
  } as unknown as Queryable;
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const { db, close } = await openBenchDatabase('bc-explain-market-');
  try {
    let brand = await db.query<{ id: number }>(`SELECT id FROM brands WHERE company_name = 'Bench brand' ORDER BY id LIMIT 1`);
    if (!brand.rows.length) {
      brand = await db.query<{ id: number }>(`INSERT INTO brands (company_name, verticals) VALUES ('Bench brand', '[1, 2]') RETURNING id`);
      const now = new Date();
      for (let from = 0; from < PARTNERS; from += BATCH)
        await insertMarketPartners(
          db,
          generateMarketPartners(Math.min(BATCH, PARTNERS - from), { seed: 16, now, from, emailDomain: 'bench.test' }),
        );
      await db.query('VACUUM ANALYZE partners, partner_market_facets');
    }
    const brandId = brand.rows[0]!.id;
    // the suggested tab's score table is built outside the plans: its rebuild runs in a transaction of its own
    await listMarketPartners(db, brandId, q({ tab: 'suggested' }), CASES[0]!.filters);
    for (const c of CASES) {
      if (only && !c.name.includes(only)) continue;
      console.log(`\n===== ${c.name}`);
      await listMarketPartners(db, brandId, c.query, c.filters); // warm the cache: the plans show steady state
      await listMarketPartners(explaining(db), brandId, c.query, c.filters);
    }
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
