// `npm test`: typecheck, lint, every vitest project (unit, dom, api on real PostgreSQL, model), a
// production build, then the Playwright end-to-end tests in Debian's Chromium headless shell, against
// the real server started here once the build is there (decisions 099, 100). Ends with one line
// "tests: N passed, N failed" summing vitest and Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { chromiumPath } from '../tests/support/browser-path.ts';
import { E2E_SERVER_COMMAND, e2eHealthUrl, e2ePort, e2eServerEnv, freshE2eDataDir } from '../tests/support/e2e-server.ts';

const chromium = chromiumPath();
const onCi = process.env.CI === 'true';
const skipE2e = process.argv.includes('--no-e2e');

/** A tool of the project, run from node_modules/.bin: npx would first start npm to find it (~0.6 s of CPU each). */
const bin = (name) => `node_modules/.bin/${name}`;

const timings = [];
function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  return res.status ?? 1;
}

mkdirSync('.reports', { recursive: true });
// npm puts node_modules/.bin first on PATH: every step runs on the pinned Node 24 (decision 060)
console.log(`runtime: node ${process.version}`);
if (onCi && !process.version.startsWith('v24.')) {
  console.error('CI must run on the pinned Node 24 (node_modules/.bin/node): start it with npm test');
  process.exit(1);
}
let failedSteps = [];
const step = (label, cmd, args, env) => {
  if (run(label, cmd, args, env) !== 0) failedSteps.push(label);
};

/** One step with its output kept until it ends, so steps running side by side do not interleave. */
function runQuietly(label, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      console.log(`\n▶ ${label}\n${output.trimEnd()}`);
      timings.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
      if (code !== 0) failedSteps.push(label);
      resolve();
    });
  });
}

step('i18n types', bin('typesafe-i18n'), ['--no-watch']);
// Side by side (decision 100): vitest waits on PostgreSQL and its timers for much of its run (one of the
// two cores was idle), so the single-threaded static steps run beside it — the type check, and lint →
// format → build — instead of 70 s before it (decision 073 had put only those two beside each other).
const wantsBuild = !skipE2e && existsSync(chromium);
let e2eServer = null;
await Promise.all([
  // TypeScript 7's native compiler checks the types (decision 101); `typescript` 5.9 stays for the tools that use its JS
  // API. On one thread: beside vitest a second checker thread only competes for the same two cores, and alone
  // one thread is quicker too (15 s and 18 s of CPU against 24 s and 46 s, decision 111)
  runQuietly('typecheck', process.execPath, ['node_modules/typescript-7/bin/tsc', '--noEmit', '-p', 'tsconfig.json', '--singleThreaded']),
  (async () => {
    await runQuietly('lint', bin('eslint'), ['.']);
    await runQuietly('format check', bin('prettier'), ['--check', '.']);
    if (wantsBuild) await runQuietly('build', bin('vite'), ['build', '--logLevel', 'warn']);
    // the end-to-end server serves the build: it starts once the build is there, while vitest still runs
    if (wantsBuild && !failedSteps.includes('build')) e2eServer = startE2eServer();
  })(),
  runQuietly('vitest (unit, dom, api, model)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=.reports/vitest.json',
  ]),
]);

let e2eRan = false;
if (!skipE2e) {
  if (!existsSync(chromium)) {
    if (onCi) {
      console.error(`Chromium is missing at ${chromium}; CI needs it for the end-to-end tests.`);
      failedSteps.push('chromium missing');
    } else {
      console.warn(`Chromium is missing at ${chromium}: end-to-end tests skipped (they are required under CI=true).`);
    }
  } else {
    // Playwright uses a server it finds up and starts its own otherwise: wait for ours first
    if (e2eServer && !(await e2eServer.ready())) console.warn('the end-to-end server did not answer in 120 s: Playwright starts its own');
    step('end-to-end (Playwright, Chromium)', bin('playwright'), ['test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: '.reports/playwright.json',
      ...(e2eServer?.up ? { E2E_SERVER_STARTED: '1', E2E_DATA_DIR: e2eServer.dataDir } : {}),
    });
    e2eRan = true;
  }
}

await e2eServer?.stop();

let passed = 0;
let failed = 0;
try {
  const v = JSON.parse(readFileSync('.reports/vitest.json', 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  // a suite failing before its tests (an error in beforeAll) counts no failed test, and vitest has
  // been seen to exit 0 then: the report's own verdict decides too
  if (!v.success || v.numFailedTestSuites > 0) failedSteps.push(`vitest: ${v.numFailedTestSuites} failed suite(s)`);
} catch {
  failedSteps.push('vitest report missing');
}
if (e2eRan) {
  try {
    const p = JSON.parse(readFileSync('.reports/playwright.json', 'utf8'));
    passed += p.stats.expected + p.stats.flaky;
    failed += p.stats.unexpected;
  } catch {
    failedSteps.push('playwright report missing');
  }
}
console.log(`\ntime per step: ${timings.join(' · ')}`);
if (failedSteps.length) console.error(`\nfailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);

/**
 * The end-to-end server as playwright.config.ts describes it, started here beside vitest (decision
 * 100): Playwright finds it up (E2E_SERVER_STARTED=1) and drives it; its log goes to .reports/e2e-server.log.
 */
function startE2eServer() {
  const dataDir = freshE2eDataDir();
  const port = e2ePort();
  const log = openSync('.reports/e2e-server.log', 'w');
  const [cmd, ...args] = E2E_SERVER_COMMAND;
  const child = spawn(cmd, args, { env: { ...process.env, ...e2eServerEnv(port, dataDir) }, stdio: ['ignore', log, log] });
  console.log(`\n▶ end-to-end server starting beside vitest on ${e2eHealthUrl(port)} (log: .reports/e2e-server.log)`);
  const server = {
    dataDir,
    up: false,
    /** true once its health answers (at most 120 s) */
    async ready() {
      for (const until = Date.now() + 120_000; Date.now() < until && child.exitCode === null && child.signalCode === null;) {
        const ok = await fetch(e2eHealthUrl(port)).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return (server.up = true);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await server.stop();
      return false;
    },
    /** SIGTERM lets it stop its PostgreSQL; after 20 s it is killed */
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.on('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
  return server;
}
