import { defineConfig } from '@playwright/test';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end tests drive the real server (embedded PostgreSQL in a fresh data folder, demo workspace
 * seeded) in Debian's Chromium. The web app must be built first (`npm test` does it).
 */
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'brand-console-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file: keep one folder
// as root, embedded PostgreSQL runs as the `postgres` user, which must be able to enter the folder
chmodSync(dataDir, 0o755);

const WALKS = ['**/a11y-walk.spec.ts', '**/layout.spec.ts', '**/language-walk.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  retries: 0,
  // Two lanes (decision 056): the flows change the demo data and share one signed-in owner, so they
  // run one at a time; the accessibility walk and the layout check only read, and run beside them.
  workers: 2,
  projects: [
    { name: 'flows', testIgnore: WALKS, workers: 1 },
    { name: 'walks', testMatch: WALKS, workers: 1 },
  ],
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node_modules/.bin/tsx server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // JOBS=0: model-based specs run the schedule job themselves, so a timer tick never races their checks;
    // DEMO_CLICKS: a small month of demo traffic, enough for every report to have rows, quick to send
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PG_PORT: String(port + 1000),
      LOG_LEVEL: 'warn',
      DEMO: '1',
      JOBS: '0',
      DEMO_CLICKS: '2000',
    },
  },
});
