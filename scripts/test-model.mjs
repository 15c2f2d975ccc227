// `npm run test:model`: the model-based tests generated from the state machines, through the API
// (vitest projects `model` and `model-ui`) and through the UI (the Playwright *.model.spec.ts with
// E2E_FULL=1: the whole generated set of each, not CI's covering sample), then ONE table: per
// machine, the states and transitions each side's paths covered. The figures are the
// "[model coverage] <machine>: states a/b (…), transitions c/d (…)" lines every model test prints
// (tests/support/model/coverage.ts formatCoverage). `--api` or `--ui` runs one side only.
// Issue 29 item 3: the target is 100 % / 100 % on both sides for every lifecycle machine.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';

const only = process.argv.includes('--api') ? 'api' : process.argv.includes('--ui') ? 'ui' : null;

/** The lifecycle machines of issue 29 item 3 (chart names as the tests print them), in its order. */
const LIFECYCLES = [
  ['session', 'session'],
  ['onboarding', 'onboarding'],
  ['offerStatus', 'offer status'],
  ['offerVisibility', 'visibility'],
  ['workingMode', 'working mode (offer)'],
  ['partnerWorkingMode', 'working mode (partner)'],
  ['partnerContract', 'partner contract'],
  ['agencyContract', 'agency contract'],
  ['crossCheck', 'cross-check locking'],
  ['invoice', 'invoice'],
  ['productUpload', 'product upload'],
  ['conversionUpload', 'conversion upload'],
  ['ticket', 'ticket'],
];

/** Runs a command with its output shown as it comes and kept; answers the exit code and the output. */
function run(cmd, args, env = {}) {
  console.log(`\n▶ ${[cmd, ...args].join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (stream) => (d) => {
      output += d;
      stream.write(d);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const LINE = /\[model coverage\] ([\w.-]+): states (\d+)\/(\d+) \([^)]*\), transitions (\d+)\/(\d+)/g;

/** machine → the best figures printed for it (a machine may print once per test file or test). */
function coverageLines(output) {
  const found = new Map();
  for (const m of output.matchAll(LINE)) {
    const [, name, s, st, t, tt] = m;
    const c = { states: [Number(s), Number(st)], transitions: [Number(t), Number(tt)] };
    const before = found.get(name);
    if (!before || c.states[0] + c.transitions[0] > before.states[0] + before.transitions[0]) found.set(name, c);
  }
  return found;
}

mkdirSync('.reports', { recursive: true });
const started = Date.now();
const failed = [];
let api = new Map();
let ui = new Map();
if (only !== 'ui') {
  const r = await run('npx', ['vitest', 'run', '--project', 'model', '--project', 'model-ui']);
  if (r.code !== 0) failed.push('vitest model, model-ui');
  api = coverageLines(r.output);
}
if (only !== 'api') {
  if (!existsSync('dist/web/index.html')) {
    console.log('\n▶ npm run build (dist/web is missing; the UI model specs run against the built app)');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) failed.push('build');
  }
  const specs = readdirSync('tests/e2e')
    .filter((f) => f.endsWith('.model.spec.ts'))
    .map((f) => `tests/e2e/${f}`);
  // the config's json reporter writes its report to a file, not among the lines read here
  const r = await run('npx', ['playwright', 'test', ...specs], {
    E2E_FULL: '1',
    PLAYWRIGHT_JSON_OUTPUT_NAME: '.reports/playwright-model.json',
  });
  if (r.code !== 0) failed.push('playwright *.model.spec.ts (E2E_FULL=1)');
  ui = coverageLines(r.output);
}

const pct = ([n, d]) => (d === 0 ? 100 : Math.round((n / d) * 1000) / 10);
const cell = (pair) => (pair ? `${pair[0]}/${pair[1]} (${pct(pair)} %)` : '—');
const names = [
  ...LIFECYCLES.map(([n]) => n),
  ...[...new Set([...api.keys(), ...ui.keys()])].filter((n) => !LIFECYCLES.some(([l]) => l === n)),
];
const label = (n) => LIFECYCLES.find(([l]) => l === n)?.[1] ?? `${n} (outside issue 29's list)`;
const rows = names.map((n) => [
  label(n),
  n,
  cell(api.get(n)?.states),
  cell(api.get(n)?.transitions),
  cell(ui.get(n)?.states),
  cell(ui.get(n)?.transitions),
]);
const head = ['machine', 'chart', 'API states', 'API transitions', 'UI states', 'UI transitions'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
const full = (m) => m && m.states[0] === m.states[1] && m.transitions[0] === m.transitions[1];
const complete = LIFECYCLES.filter(([n]) => (only === 'ui' || full(api.get(n))) && (only === 'api' || full(ui.get(n)))).length;

console.log(`\nModel coverage per machine (API: vitest model + model-ui; UI: Playwright *.model.spec.ts, E2E_FULL=1)\n`);
console.log(line(head));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
console.log(
  `\nlifecycles at 100 % states and transitions${only ? ` (${only} only)` : ' on both sides'}: ${complete}/${LIFECYCLES.length}` +
    ` · ${Math.round((Date.now() - started) / 1000)} s${failed.length ? ` · FAILED: ${failed.join('; ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
