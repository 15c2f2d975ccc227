import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startEmbedded, type EmbeddedDb } from '../../../server/db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** admin connection string (database `postgres`) of the test server; each test app creates its own database */
    databaseUrl: string;
  }
}

let cluster: EmbeddedDb | undefined;
let dir: string | undefined;

/**
 * vitest globalSetup of the api and model projects: TEST_DATABASE_URL when set, otherwise ONE
 * embedded PostgreSQL in a fresh temporary folder on a free port for the whole run.
 */
export async function setup(project: TestProject): Promise<void> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('databaseUrl', external);
    return;
  }
  dir = mkdtempSync(path.join(tmpdir(), 'bc-test-pg-'));
  // mkdtemp makes the folder 700; as root PostgreSQL runs as the `postgres` user and must enter it.
  chmodSync(dir, 0o755);
  cluster = await startEmbedded({ dataDir: dir, port: await freePort(), database: 'postgres' });
  project.provide('databaseUrl', cluster.url);
}

export async function teardown(): Promise<void> {
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
