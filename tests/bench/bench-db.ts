import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startEmbedded } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createPool, type Db } from '../../server/db/pool.ts';

/**
 * A migrated database for a benchmark: BENCH_DATABASE_URL when set, otherwise a fresh embedded
 * PostgreSQL in a temporary folder; `close()` ends the pool, stops the cluster and removes the folder.
 */
export async function openBenchDatabase(prefix: string): Promise<{ db: Db; url: string; close(): Promise<void> }> {
  let url = process.env.BENCH_DATABASE_URL;
  let dir: string | undefined;
  let cluster: Awaited<ReturnType<typeof startEmbedded>> | undefined;
  if (!url) {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    // mkdtemp makes the folder 700; as root PostgreSQL runs as `postgres` and must enter it
    chmodSync(dir, 0o755);
    cluster = await startEmbedded({ dataDir: dir, port: await freePort(), database: 'brand_console' });
    url = cluster.url;
  }
  const db = createPool(url);
  // the cluster stopping at the end terminates idle connections: not an error of the run
  db.on('error', () => undefined);
  await migrate(db);
  return {
    db,
    url,
    async close() {
      await db.end();
      await cluster?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
