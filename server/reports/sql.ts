import type { Figures } from '../../src/domain/reports/schema.ts';
import { ROLLUP_COUNTS, ROLLUP_MONEY } from '../rollup/columns.ts';

/**
 * SQL pieces shared by every report: a parameter list, the brand and assigned-partner scope, and
 * the figures (sums over rollup_hourly and what is derived from them). Derived figures (CR, EPC,
 * profit, other) are computed by PostgreSQL in `numeric` so rows, totals and sorting agree to the
 * last digit and no binary float touches money.
 */
export class Params {
  readonly values: unknown[] = [];
  /** adds a value, answers its placeholder */
  p = (v: unknown): string => `$${this.values.push(v)}`;
}

const ROLLUP_COLUMNS = [...ROLLUP_COUNTS, ...ROLLUP_MONEY];

/**
 * `sum(...)` of every rollup column of table alias `t`, named as the column. `conversions` may be
 * replaced (the detailed report's status filter counts one status as "conversions").
 */
export function sums(t: string, conversionsColumn = 'conversions'): string {
  return ROLLUP_COLUMNS.map((c) => {
    const source = c === 'conversions' ? conversionsColumn : c;
    return ROLLUP_MONEY.includes(c as (typeof ROLLUP_MONEY)[number])
      ? `COALESCE(sum(${t}.${source}), 0)::numeric(24,4) AS ${c}`
      : `COALESCE(sum(${t}.${source}), 0)::bigint AS ${c}`;
  }).join(', ');
}

/**
 * Every figure column of an aggregated relation `a` (as built by `sums`), derived ones included.
 * `prefix` reads and names the columns `<prefix><column>` (window totals: `t_clicks` …).
 */
export function figures(a: string, prefix = ''): string {
  const c = (name: string) => `${a}.${prefix}${name}`;
  return [
    ...ROLLUP_COLUMNS.map((name) => `${c(name)} AS ${prefix}${name}`),
    // "other" is read against the gross count, not the status-filtered one the detail may show
    `(${c('gross')} - ${c('pending')} - ${c('approved')} - ${c('rejected')} - ${c('organic')})::bigint AS ${prefix}other`,
    `(${c('revenue')} - ${c('payout')})::numeric(24,4) AS ${prefix}profit`,
    `CASE WHEN ${c('clicks')} = 0 THEN 0.00 ELSE round(${c('conversions')} * 100.0 / ${c('clicks')}, 2) END AS ${prefix}cr`,
    `CASE WHEN ${c('clicks')} = 0 THEN 0.0000 ELSE round(${c('payout')} / ${c('clicks')}, 4) END AS ${prefix}epc`,
  ].join(', ');
}

/** Sums over every row of `t` as window columns `t_<column>` (totals next to a page of rows). */
export function windowSums(t: string): string {
  return [...ROLLUP_COLUMNS, 'gross'].map((c) => `COALESCE(sum(${t}.${c}) OVER (), 0) AS t_${c}`).join(', ');
}

/** `sums` plus the gross count `figures` needs for "other". */
export const sumsWithGross = (t: string, conversionsColumn = 'conversions') =>
  `${sums(t, conversionsColumn)}, COALESCE(sum(${t}.conversions), 0)::bigint AS gross`;

/** Re-sums already aggregated rows (alias `t`) for a totals row. */
export function resum(t: string): string {
  return [...ROLLUP_COLUMNS, 'gross']
    .map((c) =>
      ROLLUP_MONEY.includes(c as (typeof ROLLUP_MONEY)[number])
        ? `COALESCE(sum(${t}.${c}), 0)::numeric(24,4) AS ${c}`
        : `COALESCE(sum(${t}.${c}), 0)::bigint AS ${c}`,
    )
    .join(', ');
}

const str = (v: unknown) => (v === null || v === undefined ? '0' : String(v));
/** A database row (as `figures` selected it, with `prefix`) → wire figures. */
export function toFigures(row: Record<string, unknown>, prefix = ''): Figures {
  const r = prefix
    ? Object.fromEntries(
        Object.entries(row)
          .filter(([k]) => k.startsWith(prefix))
          .map(([k, v]) => [k.slice(prefix.length), v]),
      )
    : row;
  return {
    clicks: Number(r.clicks ?? 0),
    unique_clicks: Number(r.unique_clicks ?? 0),
    flagged_clicks: Number(r.flagged_clicks ?? 0),
    conversions: Number(r.conversions ?? 0),
    pending: Number(r.pending ?? 0),
    approved: Number(r.approved ?? 0),
    rejected: Number(r.rejected ?? 0),
    organic: Number(r.organic ?? 0),
    other: Number(r.other ?? 0),
    flagged_conversions: Number(r.flagged_conversions ?? 0),
    payout: str(r.payout),
    revenue: str(r.revenue),
    sale_amount: str(r.sale_amount),
    approved_payout: str(r.approved_payout),
    approved_revenue: str(r.approved_revenue),
    profit: str(r.profit),
    cr: str(r.cr),
    epc: str(r.epc),
  };
}

export const ZERO_FIGURES: Figures = toFigures({
  payout: '0.0000',
  revenue: '0.0000',
  sale_amount: '0.0000',
  approved_payout: '0.0000',
  approved_revenue: '0.0000',
  profit: '0.0000',
  cr: '0.00',
  epc: '0.0000',
});

/**
 * The assigned-partner rule (spec 3 §6) lives in server/auth/partner-scope.ts, the one place every
 * partner-scoped query takes it from (docs/decisions/053-partner-scope.md); re-exported here because
 * every report query builds its SQL with `Params`.
 */
export { partnerScope } from '../auth/partner-scope.ts';
