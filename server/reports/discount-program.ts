import type { Principal } from '../../src/domain/permissions.ts';
import type {
  DiscountDetailQuery,
  DiscountDetailRow,
  DiscountFigures,
  DiscountOverviewQuery,
  DiscountOverviewRow,
} from '../../src/domain/reports/discount-program.ts';
import { likeContains } from '../db/like.ts';
import type { Db } from '../db/pool.ts';
import { Params, partnerScope } from './sql.ts';
import type { ReportWindow } from './window.ts';

/**
 * The discount-program report (decision 085): raw conversions that carried a code
 * (`conversions.promo_code_id`, partial index) in the window, counted as the rollup counts them
 * (server/rollup/contribution-sql.ts: every conversion in `conversions`, money of those not
 * rejected), so its figures agree with the performance report's for the same conversions. The
 * discount given is decided per conversion (fixed: the program's value; percentage: its share of
 * the sale amount, rounded to 4 places), so the overview, the detail and their totals agree to the
 * last digit. Rows are few (programs; days × codes × partners), so totals are window sums.
 */
export interface Paging {
  limit: number | null;
  offset: number;
}

const KEPT = `c.status <> 'rejected'`;
const FIGURES = `count(*)::int AS conversions, (count(*) FILTER (WHERE ${KEPT}))::int AS usage,
  COALESCE(sum(c.sale_amount) FILTER (WHERE ${KEPT}), 0)::numeric(24,4) AS sale_amount,
  COALESCE(sum(CASE WHEN p.discount_type = 'fixed' THEN p.discount_value ELSE round(c.sale_amount * p.discount_value / 100, 4) END)
    FILTER (WHERE ${KEPT}), 0)::numeric(24,4) AS discount,
  COALESCE(sum(c.payout) FILTER (WHERE ${KEPT}), 0)::numeric(24,4) AS commission`;
const FIGURE_NAMES = ['conversions', 'usage', 'sale_amount', 'discount', 'commission'] as const;
const totalsOf = (names: readonly string[]) => names.map((n) => `sum(s.${n}) OVER () AS t_${n}`).join(', ');

/** The conversions with a code of the brand in the window that the user may see. */
function conversionWhere(params: Params, user: Principal, w: ReportWindow): string {
  const { p } = params;
  return [
    `c.brand_id = ${p(user.brandId)}`,
    'c.promo_code_id IS NOT NULL',
    'NOT c.is_test',
    `c.created_at >= ${p(w.lo)}`,
    `c.created_at < ${p(w.hi)}`,
    partnerScope(user, 'c.partner_id', p),
  ].join(' AND ');
}

const money = (v: unknown) => String(v ?? '0.0000');
const figuresOf = (r: Record<string, unknown>, prefix = ''): DiscountFigures => ({
  conversions: Number(r[`${prefix}conversions`] ?? 0),
  usage: Number(r[`${prefix}usage`] ?? 0),
  sale_amount: money(r[`${prefix}sale_amount`]),
  discount: money(r[`${prefix}discount`]),
  commission: money(r[`${prefix}commission`]),
});
const page = (o: Paging) => (o.limit === null ? '' : `LIMIT ${o.limit} OFFSET ${o.offset}`);
const direction = (sort: 'asc' | 'desc') => (sort === 'asc' ? 'ASC' : 'DESC');

export interface OverviewPage {
  items: DiscountOverviewRow[];
  total: number;
  totals: DiscountFigures & { clicks: number };
}

/** One row per program of the brand whose period meets the window. */
export async function overviewPage(db: Db, user: Principal, w: ReportWindow, q: DiscountOverviewQuery, o: Paging): Promise<OverviewPage> {
  const params = new Params();
  const { p } = params;
  const programs = [`g.brand_id = ${p(user.brandId)}`, `g.start_at < ${p(w.hi)}`, `g.end_at > ${p(w.lo)}`];
  if (q.program_ids?.length) programs.push(`g.id = ANY(${p(q.program_ids)}::bigint[])`);
  if (q.offer_ids?.length) programs.push(`g.offer_id = ANY(${p(q.offer_ids)}::bigint[])`);
  const search = q.search?.trim();
  if (search) {
    const byName = `g.name ILIKE ${p(likeContains(search))}`;
    programs.push(/^\d{1,15}$/.test(search) ? `(${byName} OR g.id = ${p(Number(search))})` : byName);
  }
  const conv = conversionWhere(params, user, w);
  const clickScope = partnerScope(user, 'r.partner_id', p);
  const sortKey = q.sort_by === 'name' ? 'lower(s.name)' : `s.${q.sort_by}`;
  const sql = `WITH g AS (SELECT g.* FROM discount_programs g WHERE ${programs.join(' AND ')}),
    f AS (SELECT pc.program_id, ${FIGURES} FROM conversions c JOIN promo_codes pc ON pc.id = c.promo_code_id
            JOIN g p ON p.id = pc.program_id WHERE ${conv} GROUP BY pc.program_id),
    k AS (SELECT g.id AS program_id, COALESCE(sum(r.clicks), 0)::int AS clicks FROM g JOIN rollup_hourly r
            ON r.brand_id = g.brand_id AND r.offer_id = g.offer_id AND r.hour >= GREATEST(${p(w.lo)}::timestamptz, date_trunc('hour', g.start_at))
           AND r.hour < LEAST(${p(w.hi)}::timestamptz, g.end_at) AND ${clickScope} GROUP BY g.id),
    s AS (SELECT g.id AS program_id, g.name, g.offer_id, COALESCE(o.name, '#' || g.offer_id) AS offer_name, g.discount_type,
            g.discount_value::text AS discount_value, g.status, COALESCE(k.clicks, 0) AS clicks,
            ${FIGURE_NAMES.map((n) => `COALESCE(f.${n}, 0) AS ${n}`).join(', ')}
            FROM g LEFT JOIN offers o ON o.id = g.offer_id LEFT JOIN f ON f.program_id = g.id LEFT JOIN k ON k.program_id = g.id)
    SELECT s.*, count(*) OVER ()::int AS total_row, ${totalsOf(['clicks', ...FIGURE_NAMES])}
      FROM s ORDER BY ${sortKey} ${direction(q.sort)} NULLS LAST, s.program_id ${direction(q.sort)} ${page(o)}`;
  let { rows } = await db.query<Record<string, unknown>>(sql, params.values);
  let first = rows[0];
  if (!first && o.offset > 0) {
    // a page past the end still reports the real number of rows and the totals
    first = (await db.query<Record<string, unknown>>(sql.replace(page(o), 'LIMIT 1'), params.values)).rows[0];
    rows = [];
  }
  return {
    items: rows.map((r) => ({
      ...figuresOf(r),
      program_id: Number(r.program_id),
      name: String(r.name),
      offer: { id: Number(r.offer_id), name: String(r.offer_name) },
      discount_type: r.discount_type as 'fixed' | 'percentage',
      discount_value: String(r.discount_value),
      status: r.status as 'active' | 'inactive',
      clicks: Number(r.clicks),
    })),
    total: Number(first?.total_row ?? 0),
    totals: { ...figuresOf(first ?? {}, 't_'), clicks: Number(first?.t_clicks ?? 0) },
  };
}

export interface DetailPage {
  items: DiscountDetailRow[];
  total: number;
  totals: DiscountFigures;
}

const DETAIL_SORT: Record<DiscountDetailQuery['sort_by'], string> = {
  date: 's.date',
  code: 'lower(s.code)',
  partner: 'lower(s.partner_name)',
  conversions: 's.conversions',
  usage: 's.usage',
  sale_amount: 's.sale_amount',
  discount: 's.discount',
  commission: 's.commission',
};

/** One row per day (report zone), promo code and partner with conversions in the window. */
export async function detailPage(db: Db, user: Principal, w: ReportWindow, q: DiscountDetailQuery, o: Paging): Promise<DetailPage> {
  const params = new Params();
  const { p } = params;
  const where = [conversionWhere(params, user, w)];
  if (q.program_ids?.length) where.push(`pc.program_id = ANY(${p(q.program_ids)}::bigint[])`);
  if (q.partner_ids?.length) where.push(`c.partner_id = ANY(${p(q.partner_ids)}::bigint[])`);
  const search = q.search?.trim();
  if (search) where.push(`pc.code ILIKE ${p(likeContains(search))}`);
  const day = `to_char(c.created_at AT TIME ZONE ${p(w.zone)}, 'YYYY-MM-DD')`;
  const sql = `WITH s AS (SELECT ${day} AS date, pc.program_id, p.name AS program_name, pc.id AS promo_code_id, pc.code, c.partner_id,
            COALESCE(pa.display_name, '#' || c.partner_id) AS partner_name, ${FIGURES}
            FROM conversions c JOIN promo_codes pc ON pc.id = c.promo_code_id JOIN discount_programs p ON p.id = pc.program_id
            LEFT JOIN partners pa ON pa.id = c.partner_id
           WHERE ${where.join(' AND ')} GROUP BY 1, 2, 3, 4, 5, 6, 7)
    SELECT s.*, count(*) OVER ()::int AS total_row, ${totalsOf(FIGURE_NAMES)}
      FROM s ORDER BY ${DETAIL_SORT[q.sort_by]} ${direction(q.sort)}, s.date DESC, s.promo_code_id, s.partner_id ${page(o)}`;
  let { rows } = await db.query<Record<string, unknown>>(sql, params.values);
  let first = rows[0];
  if (!first && o.offset > 0) {
    first = (await db.query<Record<string, unknown>>(sql.replace(page(o), 'LIMIT 1'), params.values)).rows[0];
    rows = [];
  }
  return {
    items: rows.map((r) => ({
      ...figuresOf(r),
      date: String(r.date),
      program_id: Number(r.program_id),
      program_name: String(r.program_name),
      promo_code_id: Number(r.promo_code_id),
      code: String(r.code),
      partner_id: Number(r.partner_id),
      partner_name: String(r.partner_name),
    })),
    total: Number(first?.total_row ?? 0),
    totals: figuresOf(first ?? {}, 't_'),
  };
}
