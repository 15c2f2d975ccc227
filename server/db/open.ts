import type { Config } from '../config.ts';
import { connectionUrl, readConnectionInfo, startEmbedded, type EmbeddedDb } from './embedded.ts';
import { acquireLock, LockHeldError, type Lock } from './lock.ts';
import { createPool, type Db } from './pool.ts';

export interface OpenedDatabase {
  db: Db;
  url: string;
  /** the embedded cluster this process started, if any */
  embedded: EmbeddedDb | null;
  /** true when attached to the cluster of a running server (ops CLI) */
  attached: boolean;
  /** end the pool, stop the cluster we started, release the lock — in that order */
  close(): Promise<void>;
}

type Log = (message: string) => void;

function pool(url: string, log: Log): Db {
  const db = createPool(url);
  // An idle client losing its connection (database restart or shutdown) must not crash the process.
  db.on('error', (error) => log(`database pool: ${error.message}`));
  return db;
}

/**
 * DATABASE_URL → that database. Otherwise the embedded cluster under DATA_DIR, guarded by
 * `$DATA_DIR/server.lock`. With `attach`, a cluster already run by a live server is joined
 * instead of refused (the ops CLI uses this while `npm start` runs).
 */
export async function openDatabase(config: Config, log: Log, opts: { attach?: boolean } = {}): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const db = pool(config.databaseUrl, log);
    return { db, url: config.databaseUrl, embedded: null, attached: false, close: () => db.end() };
  }
  let lock: Lock;
  try {
    lock = acquireLock(config.dataDir);
  } catch (error) {
    const info = opts.attach && error instanceof LockHeldError ? readConnectionInfo(config.dataDir) : null;
    if (!info) throw error;
    const url = connectionUrl(info);
    const db = pool(url, log);
    return { db, url, embedded: null, attached: true, close: () => db.end() };
  }
  let embedded: EmbeddedDb;
  try {
    embedded = await startEmbedded({ dataDir: config.dataDir, port: config.pgPort, log });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = pool(embedded.url, log);
  return {
    db,
    url: embedded.url,
    embedded,
    attached: false,
    close: async () => {
      await db.end().catch(() => undefined);
      await embedded.stop();
      lock.release();
    },
  };
}
