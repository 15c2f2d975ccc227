import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/support/browser-path.ts';
import { E2E_SERVER_COMMAND, e2eHealthUrl, e2ePort, e2eServerEnv, freshE2eDataDir } from './tests/support/e2e-server.ts';

/**
 * End-to-end tests drive the real server (embedded PostgreSQL in a fresh data folder, demo workspace
 * seeded) in Debian's Chromium. The web app must be built first (`npm test` does it).
 */
const port = e2ePort();
const dataDir = process.env.E2E_DATA_DIR ?? freshE2eDataDir();
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file: keep one folder

/**
 * The specs that never change what another spec reads (decision 063): the walks (the walker's own
 * admin, qa@demo.test), the specs that only read the demo workspace, and those that work on a brand
 * of their own (onboarding signs up fresh brands). They run in the second lane, beside the flows.
 * A new spec runs with the flows unless it is added here.
 */
const READERS = [
  // the walks (decisions 044, 046, 063)
  'a11y-walk',
  'layout',
  'route-walk',
  'language-check',
  'a11y-runner',
  // read the demo workspace only (log-out revokes its own session, not the user's others)
  'dashboard',
  // navigation, the keyboard map and the language of a user no other spec signs in as (tech@demo.test);
  // with axe's time a page cut by a third the readers were the shorter lane by 80 s (ci45: flows 483 s,
  // readers 403 s of tests, decision 102)
  'shell',
  'focus-return',
  'guard',
  'palette-search',
  'security-headers',
  'session',
  'commands-restricted',
  // a page chunk of an earlier build: the owner's dashboard and offers, read only
  'page-load-failure',
  // the session chart's UI model: its own admin sessions (admin@demo.test), nothing another spec reads
  'session.model',
  // fresh brands of their own, approved through the ops CLI. 'onboarding.model' (80 s in CI) ran with the
  // flows while the route walk made the readers the longer lane (decision 079); with axe's time a page
  // halved the readers were the shorter one by ~95 s (CI 12:40: flows 581 s, readers 486 s of tests), so
  // it is back here (decision 083)
  'onboarding',
  'onboarding.model',
  // a fresh offer and partner per path, nothing another flow reads; here it evens the lanes (flows
  // 780 s against readers 604 s in CI on 2026-11-27, decision 078)
  'partner-contract.model',
  // a fresh agency per path, like the partner contracts above; with the route walk's CI sample (each
  // route in one pairing) the readers had room: flows 584 s against readers ~400 s of tests (decision 083)
  'agency-contract.model',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  retries: 0,
  // Two lanes (decisions 056, 063): the flows change the demo data and share one signed-in owner, so
  // they run one at a time; the readers run beside them in a second worker.
  workers: 2,
  projects: [
    { name: 'flows', testIgnore: READERS, workers: 1 },
    { name: 'readers', testMatch: READERS, workers: 1 },
  ],
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace unless asked (E2E_TRACE=1 keeps a failed test's trace, without the screencast, decision
    // 073): it is recorded for every test and thrown away for the passing ones, a sixth of the suite's
    // CPU (DOM snapshots at every action), and CI shows only the log (decision 099)
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // the pages of a test live seconds: V8's optimizing compilers (TurboFan, Maglev) spent more CPU
        // than their faster code saved — the route walk alone 103–115 → 88–95 core-s (decision 105)
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  webServer: {
    command: E2E_SERVER_COMMAND.join(' '),
    url: e2eHealthUrl(port),
    timeout: 120_000,
    // `npm test` starts it beside vitest (E2E_SERVER_STARTED=1, decision 100); anyone else gets a fresh one
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    env: e2eServerEnv(port, dataDir),
  },
});
