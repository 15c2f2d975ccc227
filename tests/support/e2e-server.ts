import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The server the end-to-end tests drive (the real one, embedded PostgreSQL in a fresh data folder, the
 * demo workspace seeded). One description for both starters: Playwright's webServer, and `npm test`,
 * which starts it beside vitest so its ~20 s of cluster, migrations and demo traffic are not waited for
 * (decision 100) — Playwright then finds it up and uses it.
 */
export const E2E_SERVER_COMMAND = ['node_modules/.bin/node', '--import', './server/js-to-ts.mjs', 'server/main.ts'];

/** A fresh data folder for the server's embedded PostgreSQL. */
export function freshE2eDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'brand-console-e2e-'));
  // as root, embedded PostgreSQL runs as the `postgres` user, which must be able to enter the folder
  chmodSync(dir, 0o755);
  return dir;
}

export const e2ePort = () => Number(process.env.E2E_PORT ?? 3199);

export const e2eHealthUrl = (port: number) => `http://127.0.0.1:${port}/api/health`;

/**
 * JOBS=0: model-based specs run the schedule job themselves, so a timer tick never races their checks;
 * DEMO_CLICKS: a small month of demo traffic, enough for every report to have rows, quick to send.
 */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    PG_PORT: String(port + 1000),
    LOG_LEVEL: 'warn',
    DEMO: '1',
    JOBS: '0',
    DEMO_CLICKS: '2000',
  };
}
