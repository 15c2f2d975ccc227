/**
 * The one machine-readable line a benchmark prints last, for `npm run bench:all` (tests/bench/all.ts):
 * `BENCH_JSON {"bench":"tracking","figures":{…}}`. Figures are plain numbers in the unit their key
 * names (`_ms`, `_rps`, `_us`, `_mb`, `_kb`, `_fps`, `_ratio`); a figure a run could not measure is
 * null. The prose above it stays for people; bench:all reads only this line.
 * (scripts/bundle-size.mjs, plain JavaScript, prints the same line itself.)
 */
export const SUMMARY_PREFIX = 'BENCH_JSON ';

export type Figures = Record<string, number | null>;

export function printBenchSummary(bench: string, figures: Figures): void {
  const rounded = Object.fromEntries(
    Object.entries(figures).map(([k, v]) => [k, v === null || !Number.isFinite(v) ? null : Math.round(v * 100) / 100]),
  );
  console.log(SUMMARY_PREFIX + JSON.stringify({ bench, figures: rounded }));
}
