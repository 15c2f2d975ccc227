import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { formatTable, parseSummary, TARGETS, verdictOf, type BenchRun } from './all-report.ts';

/**
 * `npm run bench:all [-- --quick] [--only a,b] [--json file]` (issue 23 item 8): every benchmark of the
 * README's table, one after the other, each as `npm run bench:<name>` (its own output passes through),
 * then ONE table: per benchmark its exit code, time, the machine's 1-minute load average before and
 * after, and the figures of its summary line (tests/bench/summary.ts); then each target of issue 23
 * with its verdict (tests/bench/all-report.ts).
 * `--quick` shrinks the heavy ones (fewer clicks, partners, offers, seconds) to prove the chain works:
 * its verdicts at a reduced scale are marked indicative. The two browser benchmarks share one
 * VITE_BENCH build (BENCH_WEB_DIR). Not part of `npm test`.
 */
interface BenchSpec {
  name: string;
  args?: string[];
  quickArgs?: string[];
  quickEnv?: Record<string, string>;
}

const BENCHES: readonly BenchSpec[] = [
  { name: 'offers' },
  { name: 'tracking', quickEnv: { BENCH_SECONDS: '2' } },
  { name: 'reports', quickArgs: ['--clicks', '200000', '--conversions', '20000', '--runs', '10'] },
  { name: 'bundle' },
  { name: 'shell', quickArgs: ['--runs', '3'] },
  { name: 'palette', quickArgs: ['--offers', '2000', '--partners', '2000'] },
  { name: 'scroll', quickArgs: ['--seconds', '1'] },
  { name: 'marketplace', quickArgs: ['--partners', '10000', '--runs', '5'] },
];

const { values: flags } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    json: { type: 'string' },
  },
});

function run(spec: BenchSpec, env: Record<string, string>): Promise<BenchRun> {
  const args = ['run', '--silent', `bench:${spec.name}`, '--', ...(spec.args ?? []), ...(flags.quick ? (spec.quickArgs ?? []) : [])];
  const loadBefore = loadavg()[0]!;
  const t0 = performance.now();
  console.log(`\n▶ npm ${args.join(' ')}  (load ${loadBefore.toFixed(1)})`);
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      env: { ...process.env, ...env, ...(flags.quick ? spec.quickEnv : {}) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('close', (code) =>
      resolve({
        name: spec.name,
        exitCode: code,
        seconds: (performance.now() - t0) / 1000,
        loadBefore,
        loadAfter: loadavg()[0]!,
        summary: parseSummary(output),
      }),
    );
  });
}

async function main(): Promise<void> {
  const only = flags.only?.split(',').map((s) => s.trim());
  const unknown = only?.filter((n) => !BENCHES.some((b) => b.name === n)) ?? [];
  if (unknown.length) throw new Error(`unknown benchmark(s): ${unknown.join(', ')} (known: ${BENCHES.map((b) => b.name).join(', ')})`);
  const chosen = BENCHES.filter((b) => !only || only.includes(b.name));
  const web = mkdtempSync(path.join(tmpdir(), 'bc-bench-all-'));
  const started = new Date();
  const runs: BenchRun[] = [];
  try {
    // palette and scroll build the same VITE_BENCH web app: once, here, kept until the end
    const env = { BENCH_WEB_DIR: path.join(web, 'web'), BENCH_KEEP_WEB: '1' };
    for (const spec of chosen) runs.push(await run(spec, env));
  } finally {
    rmSync(web, { recursive: true, force: true });
  }
  const header =
    `bench:all${flags.quick ? ' --quick' : ''} — started ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
    `${Math.round((Date.now() - started.getTime()) / 1000)} s, node ${process.version}, ${cpus().length} CPUs`;
  console.log(`\n${formatTable(runs, header)}`);
  if (flags.json) {
    const verdicts = TARGETS.map((t) => verdictOf(t, runs)).map((v) => ({ ...v, target: v.target.label }));
    writeFileSync(flags.json, JSON.stringify({ started, quick: flags.quick, node: process.version, runs, verdicts }, null, 2));
  }
  // a benchmark that crashed (or printed no summary) fails the whole run; a target not met does not
  process.exitCode = runs.some((r) => r.summary === null) ? 1 : 0;
}

await main();
