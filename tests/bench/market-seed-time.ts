import { performance } from 'node:perf_hooks';
import { seedDemo } from '../../server/demo/seed.ts';
import { openBenchDatabase } from './bench-db.ts';

/**
 * How long the demo marketplace adds to the demo seed (it runs on every e-2-e start; target ≲ 2 s):
 * seeds the demo without it, then times seedDemoMarket alone. `npx tsx tests/bench/market-seed-time.ts`.
 */
async function main(): Promise<void> {
  const { db, close } = await openBenchDatabase('bc-bench-seed-');
  try {
    const { seedDemoMarket } = await import('../../server/markets/demo.ts');
    let t0 = performance.now();
    const { brandId } = await seedDemo(db);
    const whole = performance.now() - t0;
    // seedDemo already ran the market seed once; a second brand-free run measures the idempotent check,
    // and a fresh database below measures the real insert
    await db.query("DELETE FROM partners WHERE email LIKE '%@market.demo-partners.test'");
    await db.query('DELETE FROM agencies');
    t0 = performance.now();
    const r = await seedDemoMarket(db, brandId);
    const market = performance.now() - t0;
    t0 = performance.now();
    await seedDemoMarket(db, brandId);
    const again = performance.now() - t0;
    console.log(`demo seed (all areas) ${Math.round(whole)} ms; marketplace part ${Math.round(market)} ms for ${r.partners} partners,`);
    console.log(`  ${r.agencies} agencies, ${r.reviews} partner reviews; a second run (nothing to do) ${Math.round(again)} ms`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
