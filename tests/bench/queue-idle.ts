import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startEmbedded } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createPool } from '../../server/db/pool.ts';
import { cpuMsOfTree, postmasterPid } from './cpu.ts';
import { startServer } from './server-process.ts';

/**
 * `npx tsx tests/bench/queue-idle.ts [--seconds 60 --settle 30]`: what the job queue costs a server
 * that does nothing (decision 060, pg-boss 10 → 12). The real server as a child process with JOBS=1
 * (every cron schedule, the workers, pg-boss's maintenance) on an embedded PostgreSQL of its own,
 * no demo, no request. After `--settle` seconds (start, install, first cron tick) it counts over
 * `--seconds`: transactions committed in the database (pg_stat_database; at idle they are the
 * queue's polls, cron and maintenance) and the CPU time of the server process and of PostgreSQL,
 * per minute. Not part of `npm test` or bench:all.
 */
const { values: flags } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, settle: { type: 'string', default: '30' } },
});
const SECONDS = Number(flags.seconds);
const SETTLE = Number(flags.settle);

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bc-bench-queue-'));
  chmodSync(dir, 0o755);
  const cluster = await startEmbedded({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'brand_console' });
  const db = createPool(cluster.url);
  db.on('error', () => undefined);
  try {
    await migrate(db);
    const server = await startServer({
      PORT: String(await freePort()),
      DATABASE_URL: cluster.url,
      DATA_DIR: path.join(dir, 'data'),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
      WEB_DIR: path.join(dir, 'web'),
      JOBS: '1',
    });
    try {
      await new Promise((r) => setTimeout(r, SETTLE * 1000));
      const pg = postmasterPid(path.join(dir, 'pg', 'pg'));
      const xacts = async () =>
        Number(
          (await db.query<{ n: string }>('SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()')).rows[0]!.n,
        );
      const load0 = loadavg()[0]!;
      const [x0, s0, p0] = [await xacts(), cpuMsOfTree(server.child.pid), cpuMsOfTree(pg)];
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      const [x1, s1, p1] = [await xacts(), cpuMsOfTree(server.child.pid), cpuMsOfTree(pg)];
      const perMin = (a: number | null, b: number | null) => (a === null || b === null ? '?' : (((b - a) * 60) / SECONDS).toFixed(0));
      const version = await db.query<{ version: number }>('SELECT version FROM pgboss.version').catch(() => ({ rows: [] }));
      console.log(
        `idle server with JOBS=1, pg-boss schema ${version.rows[0]?.version ?? '?'}, ${SECONDS} s after ${SETTLE} s settling (load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}):`,
      );
      // the counting query itself commits one transaction at each end: not the queue's
      console.log(`  transactions per minute ${(((x1 - x0 - 1) * 60) / SECONDS).toFixed(0)}`);
      console.log(`  CPU per minute: server ${perMin(s0, s1)} ms, PostgreSQL ${perMin(p0, p1)} ms`);
      console.log(`  server RSS ${server.rssMb()?.toFixed(0) ?? '?'} MB`);
    } finally {
      await server.kill();
    }
  } finally {
    await db.end();
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
