import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbedded, type EmbeddedDb } from '../../../server/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** admin connection string (database `postgres`) of the test server; each test app creates its own database */
    databaseUrl: string;
    /** prefix of this run's template databases (tests/support/api/templates.ts): unique per run, so a stale one is never used */
    templatePrefix: string;
  }
}

/** The test server of this run, shared by every project that names this file (api, crash, model). */
interface SharedServer {
  url: string;
  templatePrefix: string;
  users: number;
  stop(): Promise<void>;
}
const KEY = Symbol.for('brand-console.test-database');
const shared = globalThis as { [KEY]?: Promise<SharedServer> };

/**
 * The test cluster holds only throw-away databases: it trades durability for speed. Without fsync a
 * database copied from a template (CREATE DATABASE … STRATEGY FILE_COPY) takes ~0.1 s instead of
 * 1–18 s of checkpoints, and DROP DATABASE 20 ms instead of 1.8 s (decision 063). Given as start-up
 * settings on top of every embedded cluster's own (EMBEDDED_SETTINGS, decision 062: the checkpoint
 * spacing stays). Never set on a server named by TEST_DATABASE_URL.
 */
const THROW_AWAY_SETTINGS: Record<string, string> = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

async function startServer(): Promise<SharedServer> {
  const templatePrefix = `tpl_${randomBytes(4).toString('hex')}`;
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { url: external, templatePrefix, users: 0, stop: () => dropTemplates(external, templatePrefix) };
  const dir = mkdtempSync(path.join(tmpdir(), 'bc-test-pg-'));
  // mkdtemp makes the folder 700; as root PostgreSQL runs as the `postgres` user and must enter it.
  chmodSync(dir, 0o755);
  let cluster: EmbeddedDb | undefined;
  try {
    cluster = await startEmbedded({ dataDir: dir, port: await freePort(), database: 'postgres', settings: THROW_AWAY_SETTINGS });
  } catch (error) {
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const started = cluster;
  return {
    url: started.url,
    templatePrefix,
    users: 0,
    stop: async () => {
      await started.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** On a server of someone else's, leave nothing of this run behind. */
async function dropTemplates(url: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) {
      const name = client.escapeIdentifier(datname);
      // the templates are marked IS_TEMPLATE, and PostgreSQL refuses to drop a template database
      await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}

/**
 * vitest globalSetup of the api, crash and model projects: TEST_DATABASE_URL when set, otherwise ONE
 * embedded PostgreSQL in a fresh temporary folder on a free port for the whole run — one for all three
 * projects (vitest calls this once per project; the first call starts it, the last teardown stops it),
 * so the template databases are built once per run, not once per project.
 */
export async function setup(project: TestProject): Promise<void> {
  shared[KEY] ??= startServer();
  const server = await shared[KEY];
  server.users += 1;
  project.provide('databaseUrl', server.url);
  project.provide('templatePrefix', server.templatePrefix);
}

export async function teardown(): Promise<void> {
  const server = await shared[KEY];
  if (!server || --server.users > 0) return;
  delete shared[KEY];
  await server.stop();
}
