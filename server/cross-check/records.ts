import type { CrossCheckRow } from '../../src/domain/cross-check/contract.ts';
import { PENDING_STATUSES, REJECTED_STATUSES, type CrossCheckStatus } from '../../src/domain/cross-check/enums.ts';
import { crossCheckFigures, type ConversionSums, type CrossCheckFigures } from '../../src/domain/cross-check/figures.ts';
import { round, type Currency } from '../../src/domain/money/decimal.ts';
import type { Queryable } from '../db/pool.ts';

/**
 * Reading cross-check records with their figures (decision 090). A record that is not locked is
 * summed on every read — the truth while statuses still move — from the day sums its conversions'
 * writes keep (decision 095); a locked one answers the figures its lock froze. SQL sums in numeric (exact); the one rounding rule of
 * decision 091 is applied in crossCheckFigures, the same code the property tests check.
 */

const iso = (c: string) => `to_char((${c}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const lit = (xs: readonly string[]) => xs.map((s) => `'${s}'`).join(', ');
const PENDING = lit(PENDING_STATUSES);
const REJECTED = lit(REJECTED_STATUSES);

/** A record's conversions: its partner's, created (postback time) inside the period, tests left out. */
export const RECORD_CONVERSIONS = (x: string) =>
  `c.brand_id = ${x}.brand_id AND c.partner_id = ${x}.partner_id AND NOT c.is_test
   AND c.created_at >= (${x}.period_start::timestamp AT TIME ZONE 'UTC') AND c.created_at < ((${x}.period_end + 1)::timestamp AT TIME ZONE 'UTC')`;

/**
 * The exact sums of decision 090 over conversions aliased `c`. `asLocked`: pending ones counted as
 * approved — what a lock would freeze, since it approves them (the negative-subtotal check).
 */
export function sumsSql(asLocked: string = 'false'): string {
  const approved = `(c.status = 'approved' OR (${asLocked} AND c.status IN (${PENDING})))`;
  const pending = `(NOT ${asLocked} AND c.status IN (${PENDING}))`;
  return `count(*) FILTER (WHERE ${pending})::int AS pending_count,
          count(*) FILTER (WHERE ${approved})::int AS approved_count,
          count(*) FILTER (WHERE c.status IN (${REJECTED}))::int AS rejected_count,
          COALESCE(sum(c.payout - c.bonus + c.adjustment) FILTER (WHERE ${pending} OR ${approved}), 0)::text AS estimated,
          COALESCE(sum(c.payout - c.bonus + c.adjustment) FILTER (WHERE ${approved}), 0)::text AS approved,
          COALESCE(sum(c.revenue) FILTER (WHERE ${approved}), 0)::text AS cost,
          COALESCE(sum(c.bonus) FILTER (WHERE ${approved}), 0)::text AS bonus`;
}

/**
 * sumsSql() over a record's rows of cross_check_day_sums, which triggers on conversions keep equal
 * to the same sums of its conversions (migration 047; the API test compares the two).
 */
const DAY_SUMS = `COALESCE(sum(d.pending_count), 0)::int AS pending_count, COALESCE(sum(d.approved_count), 0)::int AS approved_count,
  COALESCE(sum(d.rejected_count), 0)::int AS rejected_count, COALESCE(sum(d.estimated), 0)::text AS estimated,
  COALESCE(sum(d.approved), 0)::text AS approved, COALESCE(sum(d.cost), 0)::text AS cost, COALESCE(sum(d.bonus), 0)::text AS bonus`;

export interface StoredRecord {
  id: number;
  brand_id: number;
  partner_id: number;
  partner_name: string;
  period_start: string;
  period_end: string;
  currency: Currency;
  status: CrossCheckStatus;
  arrears: string;
  created_at: string;
  locks_at: string | null;
  locked_at: string | null;
  /** the live sums (null for a locked record) */
  sums: ConversionSums | null;
  /** the frozen figures (null until locked) */
  frozen: CrossCheckFigures | null;
}

/** The SELECT of records aliased `x` with their figures; `where` filters `x`, `order` sorts. */
export function recordsSql(where: string, order = 'x.partner_id, x.id'): string {
  return `SELECT x.id::int, x.brand_id::int, x.partner_id::int, COALESCE(p.display_name, '') AS partner_name,
       to_char(x.period_start, 'YYYY-MM-DD') AS period_start, to_char(x.period_end, 'YYYY-MM-DD') AS period_end,
       x.currency, x.status, x.arrears::text, ${iso('x.created_at')} AS created_at,
       CASE WHEN x.status = 'locked' THEN NULL ELSE ${iso('x.created_at + make_interval(days => b.cross_check_locking_days)')} END AS locks_at,
       ${iso('x.locked_at')} AS locked_at,
       CASE WHEN x.status = 'locked' THEN NULL ELSE to_jsonb(s) END AS sums,
       CASE WHEN x.status = 'locked' THEN jsonb_build_object(
         'pending_count', x.pending_count, 'approved_count', x.approved_count, 'rejected_count', x.rejected_count,
         'estimated_commission', x.estimated_commission::text, 'approved_commission', x.approved_commission::text,
         'actual_cost', x.actual_cost::text, 'bonus', x.bonus::text, 'arrears', x.arrears::text,
         'subtotal', x.subtotal::text, 'vat', x.vat::text, 'total', x.total::text) END AS frozen
     FROM cross_checks x
     JOIN brands b ON b.id = x.brand_id
     LEFT JOIN partners p ON p.id = x.partner_id
     -- an open record's sums from its days (migration 047: at most 366 rows, not its conversions); the
     -- filter on x.status inside: a locked record's sum reads nothing (a one-time filter), not summed and dropped
     LEFT JOIN LATERAL (SELECT ${DAY_SUMS} FROM cross_check_day_sums d
                         WHERE x.status <> 'locked' AND d.brand_id = x.brand_id AND d.partner_id = x.partner_id
                           AND d.day BETWEEN x.period_start AND x.period_end) s ON true
    WHERE ${where}
    ORDER BY ${order}`;
}

/** Figures of a stored record: frozen when locked, else from its live sums (rounded to its currency). */
export function figuresOf(r: Pick<StoredRecord, 'sums' | 'frozen' | 'arrears' | 'currency'>): CrossCheckFigures {
  if (r.frozen) {
    const f = r.frozen;
    const money = (a: string) => round(a, r.currency);
    return {
      ...f,
      estimated_commission: money(f.estimated_commission),
      approved_commission: money(f.approved_commission),
      actual_cost: money(f.actual_cost),
      bonus: money(f.bonus),
      arrears: money(f.arrears),
      subtotal: money(f.subtotal),
      vat: money(f.vat),
      total: money(f.total),
    };
  }
  return crossCheckFigures(r.sums!, r.arrears, r.currency);
}

export function toRow(r: StoredRecord): CrossCheckRow {
  const { sums: _sums, frozen: _frozen, brand_id: _brand, ...rest } = r;
  return { ...rest, ...figuresOf(r) };
}

export async function loadRecords(q: Queryable, where: string, values: unknown[], order?: string): Promise<StoredRecord[]> {
  const { rows } = await q.query<StoredRecord>(recordsSql(where, order), values);
  return rows;
}
