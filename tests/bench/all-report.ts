import { SUMMARY_PREFIX, type Figures } from './summary.ts';

/**
 * What `npm run bench:all` (tests/bench/all.ts) knows without running anything: each benchmark's
 * summary line read back, the targets of issue 23 with their verdicts, and the one table it prints.
 * Pure functions, tested in all-report.test.ts.
 */
export interface BenchSummary {
  bench: string;
  figures: Figures;
}

/** One benchmark's run as bench:all saw it. */
export interface BenchRun {
  name: string;
  exitCode: number | null;
  seconds: number;
  /** the 1-minute load average before and after the run */
  loadBefore: number;
  loadAfter: number;
  summary: BenchSummary | null;
}

/** The last summary line of a benchmark's output (tests/bench/summary.ts), or null when it printed none. */
export function parseSummary(output: string): BenchSummary | null {
  const line = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith(SUMMARY_PREFIX))
    .at(-1);
  if (!line) return null;
  try {
    const parsed = JSON.parse(line.slice(SUMMARY_PREFIX.length)) as Partial<BenchSummary>;
    if (typeof parsed.bench !== 'string' || !parsed.figures || typeof parsed.figures !== 'object') return null;
    const figures: Figures = {};
    for (const [k, v] of Object.entries(parsed.figures)) figures[k] = typeof v === 'number' && Number.isFinite(v) ? v : null;
    return { bench: parsed.bench, figures };
  } catch {
    return null;
  }
}

export interface Target {
  label: string;
  /** the benchmark whose figure is compared (another benchmark's figure of the same key also counts) */
  bench: string;
  figure: string;
  op: '>=' | '<=';
  value: number;
  /** the figure that says at what scale the run measured, and the scale the target is stated at */
  scale?: { figure: string; atLeast: number };
}

/** The targets of issue 23 ("Targets"), one line each. */
export const TARGETS: readonly Target[] = [
  { label: 'click redirect ≥ 0.5× bare node:http 302', bench: 'tracking', figure: 'click_bare_ratio', op: '>=', value: 0.5 },
  { label: 'p99 ≤ 20 ms at 5,000 clicks/s', bench: 'tracking', figure: 'p99_at_5000_ms', op: '<=', value: 20 },
  { label: 'postbacks ≥ 10,000/s', bench: 'tracking', figure: 'postback_rps', op: '>=', value: 10_000 },
  { label: 'CPU per postback (server + PostgreSQL) ≤ 150 µs', bench: 'tracking', figure: 'postback_cpu_us', op: '<=', value: 150 },
  { label: 'server RSS idle after the demo start ≤ 200 MB', bench: 'tracking', figure: 'rss_demo_idle_mb', op: '<=', value: 200 },
  { label: 'server RSS at the end of the tracking bench ≤ 300 MB', bench: 'tracking', figure: 'rss_end_mb', op: '<=', value: 300 },
  { label: 'initial JS ≤ 150 kB gzip', bench: 'bundle', figure: 'initial_js_gzip_kb', op: '<=', value: 150 },
  { label: 'usable palette ≤ 1 s after navigation start', bench: 'shell', figure: 'palette_usable_ms', op: '<=', value: 1000 },
  {
    label: 'preset report p95 ≤ 50 ms at 10M clicks',
    bench: 'reports',
    figure: 'preset_report_p95_ms',
    op: '<=',
    value: 50,
    scale: { figure: 'clicks', atLeast: 10_000_000 },
  },
  {
    label: 'palette search p95 ≤ 30 ms over 10,000 offers',
    bench: 'palette',
    figure: 'keystroke_p95_ms',
    op: '<=',
    value: 30,
    scale: { figure: 'offers', atLeast: 10_000 },
  },
  {
    label: '1M-row scroll ≥ 55 fps',
    bench: 'scroll',
    figure: 'worst_fps',
    op: '>=',
    value: 55,
    scale: { figure: 'rows', atLeast: 1_000_000 },
  },
  {
    label: 'marketplace list p95 ≤ 50 ms at 100,000 partners',
    bench: 'marketplace',
    figure: 'p95_ms',
    op: '<=',
    value: 50,
    scale: { figure: 'partners', atLeast: 100_000 },
  },
];

export interface Verdict {
  target: Target;
  figure: number | null;
  verdict: 'met' | 'not met' | 'not measured';
  /** measured below the scale the target is stated at (a --quick run): the verdict is only indicative */
  reducedScale: boolean;
}

/** The figure of `key`: the named benchmark's own first, else any other benchmark's of that key. */
function figureOf(runs: readonly BenchRun[], bench: string, key: string): number | null {
  const own = runs.find((r) => r.name === bench)?.summary?.figures[key];
  if (own !== undefined && own !== null) return own;
  for (const r of runs) {
    const v = r.summary?.figures[key];
    if (v !== undefined && v !== null) return v;
  }
  return null;
}

export function verdictOf(target: Target, runs: readonly BenchRun[]): Verdict {
  const figure = figureOf(runs, target.bench, target.figure);
  if (figure === null) return { target, figure, verdict: 'not measured', reducedScale: false };
  const met = target.op === '>=' ? figure >= target.value : figure <= target.value;
  const scale = target.scale ? figureOf(runs, target.bench, target.scale.figure) : null;
  const reducedScale = target.scale !== undefined && (scale === null || scale < target.scale.atLeast);
  return { target, figure, verdict: met ? 'met' : 'not met', reducedScale };
}

/** A figure with the unit its key ends in. */
export function formatFigure(key: string, value: number | null): string {
  if (value === null) return '?';
  const n = (digits: number) => value.toLocaleString('en-US', { maximumFractionDigits: digits });
  if (key.endsWith('_ratio')) return `×${value.toFixed(2)}`;
  if (key.endsWith('_ms')) return `${n(value < 10 ? 2 : 1)} ms`;
  if (key.endsWith('_us')) return `${n(0)} µs`;
  if (key.endsWith('_rps')) return `${n(0)}/s`;
  if (key.endsWith('_mb')) return `${n(0)} MB`;
  if (key.endsWith('_kb')) return `${n(1)} kB`;
  if (key.endsWith('_fps')) return `${n(1)} fps`;
  return n(2);
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

/** The one table: per benchmark its time, load and figures; then every target with its verdict. */
export function formatTable(runs: readonly BenchRun[], header: string): string {
  const lines = [header, ''];
  lines.push(`${pad('benchmark', 13)} ${pad('exit', 5)} ${pad('time', 7)} ${pad('load before → after', 20)} figures`);
  for (const r of runs) {
    const figures = r.summary
      ? Object.entries(r.summary.figures)
          .map(([k, v]) => `${k} ${formatFigure(k, v)}`)
          .join(' · ')
      : 'no summary line (see its output above)';
    const load = `${r.loadBefore.toFixed(1)} → ${r.loadAfter.toFixed(1)}`;
    lines.push(
      `${pad(r.name, 13)} ${pad(String(r.exitCode ?? 'killed'), 5)} ${pad(`${Math.round(r.seconds)} s`, 7)} ${pad(load, 20)} ${figures}`,
    );
  }
  lines.push('', `${pad('target (issue 23)', 54)} ${pad('figure', 12)} verdict`);
  for (const v of TARGETS.map((t) => verdictOf(t, runs))) {
    const note = v.reducedScale && v.verdict !== 'not measured' ? ' (reduced scale: indicative only)' : '';
    lines.push(`${pad(v.target.label, 54)} ${pad(formatFigure(v.target.figure, v.figure), 12)} ${v.verdict}${note}`);
  }
  return lines.join('\n');
}
