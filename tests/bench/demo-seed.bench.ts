import { performance } from 'node:perf_hooks';
import { seedDemo } from '../../server/demo/seed.ts';
import { seedDemoMarket } from '../../server/markets/demo.ts';
import { openBenchDatabase } from './bench-db.ts';

/**
 * `npx tsx tests/bench/demo-seed.bench.ts`: how long the demo seed takes on a fresh database (every
 * demo test app and the e2e server start pays it; decision 055). Prints the marketplace part alone
 * (520 partners, 90 days of their traffic, reviews, agencies), then the rest of the seed, with the
 * machine's load average, since the figures swing with the neighbours' work.
 */
async function main(): Promise<void> {
  const { db, close } = await openBenchDatabase('bc-bench-seed-');
  try {
    const brand = await db.query<{ id: number }>(`INSERT INTO brands (company_name) VALUES ('Seed bench brand') RETURNING id`);
    let t = performance.now();
    await seedDemoMarket(db, brand.rows[0]!.id);
    console.log(`marketplace demo seed: ${Math.round(performance.now() - t)} ms`);
    t = performance.now();
    // the marketplace is there already, so this is the rest of the demo seed (users, offers, assets, partners)
    await seedDemo(db);
    console.log(`rest of the demo seed: ${Math.round(performance.now() - t)} ms`);
    console.log(
      `load average: ${(await import('node:os'))
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await close();
  }
}

await main();
