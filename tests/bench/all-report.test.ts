import { describe, expect, it } from 'vitest';
import { formatFigure, formatTable, parseSummary, TARGETS, verdictOf, type BenchRun } from './all-report.ts';

const run = (name: string, figures: Record<string, number | null> | null, extra: Partial<BenchRun> = {}): BenchRun => ({
  name,
  exitCode: 0,
  seconds: 12.4,
  loadBefore: 1.25,
  loadAfter: 2.5,
  summary: figures ? { bench: name, figures } : null,
  ...extra,
});
const target = (figure: string) => TARGETS.find((t) => t.figure === figure)!;

describe('parseSummary', () => {
  it('reads the last BENCH_JSON line among the prose, whatever surrounds it', () => {
    const output = [
      'inserted 50000 offers',
      'BENCH_JSON {"bench":"offers","figures":{"p95_ms":9}}',
      '  with list indexes: p50 1.00 ms',
      '  BENCH_JSON {"bench":"offers","figures":{"p95_ms":3.5,"rows":null}}  ',
      'done',
    ].join('\n');
    expect(parseSummary(output)).toEqual({ bench: 'offers', figures: { p95_ms: 3.5, rows: null } });
  });

  it('answers null for no line, broken JSON or a line without figures, and nulls figures that are not numbers', () => {
    expect(parseSummary('p95 3 ms\n')).toBeNull();
    expect(parseSummary('BENCH_JSON {"bench":"x","figures":{')).toBeNull();
    expect(parseSummary('BENCH_JSON {"bench":"x"}')).toBeNull();
    expect(parseSummary('BENCH_JSON {"figures":{}}')).toBeNull();
    expect(parseSummary('BENCH_JSON {"bench":"x","figures":{"a":"fast","b":7}}')).toEqual({ bench: 'x', figures: { a: null, b: 7 } });
  });
});

describe('verdictOf', () => {
  it('compares each way: at least for rates and ratios, at most for times and sizes, the bound itself included', () => {
    const ratio = target('click_bare_ratio');
    expect(verdictOf(ratio, [run('tracking', { click_bare_ratio: 0.5 })]).verdict).toBe('met');
    expect(verdictOf(ratio, [run('tracking', { click_bare_ratio: 0.49 })]).verdict).toBe('not met');
    const p99 = target('p99_at_5000_ms');
    expect(verdictOf(p99, [run('tracking', { p99_at_5000_ms: 20 })]).verdict).toBe('met');
    expect(verdictOf(p99, [run('tracking', { p99_at_5000_ms: 20.1 })]).verdict).toBe('not met');
  });

  it('says "not measured" when the figure is missing, null, or its benchmark printed no summary', () => {
    expect(verdictOf(target('postback_rps'), []).verdict).toBe('not measured');
    expect(verdictOf(target('postback_rps'), [run('tracking', { postback_rps: null })]).verdict).toBe('not measured');
    expect(verdictOf(target('postback_rps'), [run('tracking', null, { exitCode: 1 })]).verdict).toBe('not measured');
  });

  it('takes the named benchmark’s figure first, another benchmark’s of the same key only when it has none', () => {
    const usable = target('palette_usable_ms');
    expect(verdictOf(usable, [run('palette', { palette_usable_ms: 800 }), run('shell', { palette_usable_ms: 1200 })]).figure).toBe(1200);
    expect(verdictOf(usable, [run('palette', { palette_usable_ms: 800 }), run('shell', { fcp_cold_ms: 140 })]).figure).toBe(800);
  });

  it('marks a verdict measured below the target’s scale as reduced (a --quick run)', () => {
    const market = target('p95_ms');
    expect(verdictOf(market, [run('marketplace', { p95_ms: 12, partners: 10_000 })])).toMatchObject({ verdict: 'met', reducedScale: true });
    expect(verdictOf(market, [run('marketplace', { p95_ms: 12, partners: 100_000 })])).toMatchObject({
      verdict: 'met',
      reducedScale: false,
    });
    expect(verdictOf(market, [run('marketplace', { p95_ms: 12 })]).reducedScale).toBe(true);
  });
});

describe('formatFigure and formatTable', () => {
  it('writes each figure in the unit its key names', () => {
    expect(formatFigure('click_bare_ratio', 0.1234)).toBe('×0.12');
    expect(formatFigure('p99_at_5000_ms', 66.83)).toBe('66.8 ms');
    expect(formatFigure('p50_ms', 1.234)).toBe('1.23 ms');
    expect(formatFigure('postback_rps', 3326.4)).toBe('3,326/s');
    expect(formatFigure('postback_cpu_us', 306.2)).toBe('306 µs');
    expect(formatFigure('rss_idle_mb', 308.4)).toBe('308 MB');
    expect(formatFigure('initial_js_gzip_kb', 190.34)).toBe('190.3 kB');
    expect(formatFigure('worst_fps', 58.04)).toBe('58 fps');
    expect(formatFigure('partners', 100000)).toBe('100,000');
    expect(formatFigure('anything', null)).toBe('?');
  });

  it('prints one row per benchmark with its load, then one row per target of issue 23 with its verdict', () => {
    const table = formatTable(
      [
        run('tracking', { click_bare_ratio: 0.1, p99_at_5000_ms: 66.8 }),
        run('scroll', null, { exitCode: 1, loadBefore: 3, loadAfter: 4.04 }),
        run('marketplace', { p95_ms: 9, partners: 10_000 }),
      ],
      'bench:all --quick',
    );
    const lines = table.split('\n');
    expect(lines[0]).toBe('bench:all --quick');
    expect(lines.find((l) => l.startsWith('tracking'))).toMatch(
      /^tracking\s+0\s+12 s\s+1\.3 → 2\.5\s+click_bare_ratio ×0\.10 · p99_at_5000_ms 66\.8 ms$/,
    );
    expect(lines.find((l) => l.startsWith('scroll'))).toMatch(/^scroll\s+1\s+12 s\s+3\.0 → 4\.0\s+no summary line/);
    expect(lines.filter((l) => / (met|not met|not measured)(?: \(|$)/.test(l))).toHaveLength(TARGETS.length);
    expect(lines.find((l) => l.startsWith('click redirect'))).toMatch(/×0\.10\s+not met$/);
    expect(lines.find((l) => l.startsWith('1M-row scroll'))).toMatch(/\?\s+not measured$/);
    expect(lines.find((l) => l.startsWith('marketplace list'))).toMatch(/9 ms\s+met \(reduced scale: indicative only\)$/);
  });
});
