import { parseArgs } from 'node:util';
import { startEnvironment } from './environment.ts';
import { formatReport } from './report.ts';
import { failed, runFuzz } from './runner.ts';

/**
 * `npm run fuzz [-- --runs 1000 --seed 1 --concurrency 4 --only offers --shard 0/2]`: the real app on the embedded
 * PostgreSQL, every operation of its OpenAPI document, a table per operation; exit 1 on any failure.
 */
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    only: { type: 'string' },
    /** k/n: every n-th operation from the k-th (0-based), to run a long walk as n processes */
    shard: { type: 'string' },
  },
});
const runs = Number(values.runs);
const started = Date.now();
const env = await startEnvironment();
// stopped early (Ctrl+C, kill): still stop the embedded PostgreSQL and remove its folder
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void env.close().finally(() => process.exit(130)));
}
let code = 1;
try {
  const results = await runFuzz({
    url: env.url,
    db: env.db,
    runs,
    concurrency: Number(values.concurrency),
    ...(values.seed ? { seed: Number(values.seed) } : {}),
    ...(values.only ? { only: values.only } : {}),
    ...(values.shard ? { shard: values.shard.split('/').map(Number) as [number, number] } : {}),
    log: (l) => console.error(l),
  });
  for (const l of formatReport(results, runs)) console.log(l);
  console.log(`time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  code = results.some(failed) || results.some((r) => r.requests < runs) ? 1 : 0;
} finally {
  await env.close();
}
process.exit(code);
