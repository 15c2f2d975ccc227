import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../server/app.ts';
import { attachAuthSettings } from '../../server/auth/settings.ts';
import { testConfig } from '../../server/config.ts';
import { freePort, startEmbedded } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openAppPool } from '../../server/db/app-role.ts';
import { createPool, type Db } from '../../server/db/pool.ts';
import { features } from '../../server/features.ts';

/** The real app on a listening port, over its own fresh database (what `npm run fuzz` walks). */
export interface FuzzEnvironment {
  url: string;
  db: Db;
  close(): Promise<void>;
}

/**
 * Outside vitest there is no globalSetup: start one embedded PostgreSQL in a temporary folder (or use
 * TEST_DATABASE_URL, an admin connection string), create a database, migrate, build and listen.
 */
export async function startEnvironment(): Promise<FuzzEnvironment> {
  let admin = process.env.TEST_DATABASE_URL;
  let stopCluster = async () => undefined as void;
  let dir: string | undefined;
  if (!admin) {
    dir = mkdtempSync(path.join(tmpdir(), 'bc-fuzz-pg-'));
    // as root PostgreSQL runs as the `postgres` user and must enter the folder
    chmodSync(dir, 0o755);
    const cluster = await startEmbedded({ dataDir: dir, port: await freePort(), database: 'postgres' });
    admin = cluster.url;
    stopCluster = () => cluster.stop();
  }
  const name = `fuzz_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const u = new URL(admin);
  u.pathname = `/${name}`;
  const db = createPool(u.toString());
  db.on('error', () => undefined);
  await migrate(db);
  // fuzzed as the server runs: on the least-privileged app role (decision 075)
  const appDb = (await openAppPool(db, u.toString())) ?? db;
  appDb.on('error', () => undefined);
  const config = testConfig();
  const app = await buildApp({ db: appDb, config, features });
  // the seed mints its callers' sessions on the owner's pool (`db`), which the app did not register:
  // give it the app's auth settings, or every token fails with "auth settings missing"
  if (appDb !== db) attachAuthSettings(db, config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    close: async () => {
      await app.close();
      if (appDb !== db) await appDb.end();
      await db.end();
      await stopCluster();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
