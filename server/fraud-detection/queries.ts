import type { FraudCounts, FraudGroup, FraudQuery, FraudReportQuery, FraudRow } from '../../src/domain/fraud-detection/contract.ts';
import type { Principal } from '../../src/domain/permissions.ts';
import { FRAUD_FACTORS, FRAUD_LEVELS, type FraudFactor, type FraudLevel } from '../../src/domain/tracking/fraud.ts';
import type { Db } from '../db/pool.ts';
import { partnerScope, Params } from '../reports/sql.ts';
import type { ReportWindow } from '../reports/window.ts';

/**
 * The fraud-detection figures, read from the labels on the raw rows (docs/decisions/089-fraud-detection.md):
 * the hourly rollups keep only a flagged count, and a month of the brand's clicks is read through
 * clicks_brand_time_idx in milliseconds at the demo's scale. Every call builds its rows from the
 * same `labelled` relation, so chart, statistics and report agree to the row.
 *
 * Counted: live traffic (not test) with a partner; a click refused only because the brand's drop
 * rule dropped it counts (level `drop`), every other refused click does not (it never reached the
 * offer and carries no judgement of the visitor).
 */
const FLAGGED = "('warning', 'bad', 'drop')";

/** `FROM … WHERE …` of the labelled rows of the range, with `day` in the report zone. */
function labelled(user: Principal, w: ReportWindow, q: FraudQuery, params: Params): string {
  const { p } = params;
  const table = q.subject === 'clicks' ? 'clicks' : 'conversions';
  const live =
    q.subject === 'clicks'
      ? "NOT t.is_test AND t.partner_id IS NOT NULL AND (t.refusal IS NULL OR t.refusal = 'fraud_dropped')"
      : 'NOT t.is_test';
  const where = [
    `t.brand_id = ${p(user.brandId)}`,
    `t.created_at >= ${p(w.lo)}`,
    `t.created_at < ${p(w.hi)}`,
    live,
    partnerScope(user, 't.partner_id', p),
  ];
  if (q.offer_ids?.length) where.push(`t.offer_id = ANY(${p(q.offer_ids)}::bigint[])`);
  if (q.partner_ids?.length) where.push(`t.partner_id = ANY(${p(q.partner_ids)}::bigint[])`);
  if (q.levels?.length) where.push(`t.fraud_level = ANY(${p(q.levels)}::text[])`);
  return `(SELECT t.id AS row_id, (t.created_at AT TIME ZONE ${p(w.zone)})::date AS day, t.offer_id, t.partner_id,
            t.fraud_level AS level, t.fraud_kind AS kind, t.fraud_factors AS factors
           FROM ${table} t WHERE ${where.join(' AND ')}) l`;
}

/** Every count of FraudCounts as aggregate columns over `l` (the names are our constants, never input). */
const COUNT_SQL = [
  'count(*)::int AS total',
  `(count(*) FILTER (WHERE l.level IN ${FLAGGED}))::int AS flagged`,
  "(count(*) FILTER (WHERE l.kind = 'givt'))::int AS givt",
  "(count(*) FILTER (WHERE l.kind = 'sivt'))::int AS sivt",
  ...FRAUD_LEVELS.map((lv) => `(count(*) FILTER (WHERE l.level = '${lv}'))::int AS "${lv}"`),
  ...FRAUD_FACTORS.map((f) => `(count(*) FILTER (WHERE '${f}' = ANY(l.factors)))::int AS "${f}"`),
].join(', ');

/** Share in percent with two places, computed like the reports' CR (exact decimal, never a float). */
export function share(part: number, whole: number): string {
  if (whole === 0) return '0.00';
  const hundredths = Math.round((part * 10_000) / whole);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

function toCounts(r: Record<string, unknown>): FraudCounts {
  const n = (k: string) => Number(r[k] ?? 0);
  const counts = {
    total: n('total'),
    flagged: n('flagged'),
    givt: n('givt'),
    sivt: n('sivt'),
    ...(Object.fromEntries(FRAUD_LEVELS.map((l) => [l, n(l)])) as Record<FraudLevel, number>),
    ...(Object.fromEntries(FRAUD_FACTORS.map((f) => [f, n(f)])) as Record<FraudFactor, number>),
  };
  return { ...counts, flagged_share: share(counts.flagged, counts.total) };
}

export async function fraudStatistic(db: Db, user: Principal, w: ReportWindow, q: FraudQuery): Promise<FraudCounts> {
  const params = new Params();
  const { rows } = await db.query(`SELECT ${COUNT_SQL} FROM ${labelled(user, w, q, params)}`, params.values);
  return toCounts(rows[0] ?? {});
}

export interface ChartCell {
  factor: FraudFactor;
  level: FraudLevel;
  count: number;
}

/** Factor × level counts, every pair in FRAUD_FACTORS × FRAUD_LEVELS order (zeros included). */
export async function detectionAreas(
  db: Db,
  user: Principal,
  w: ReportWindow,
  q: FraudQuery,
): Promise<{ total: number; items: ChartCell[] }> {
  const params = new Params();
  // GROUPING SETS: the factor × level cells and the count of rows (each once) in one scan
  const { rows } = await db.query<{ factor: string | null; level: string | null; count: number }>(
    `SELECT f AS factor, l.level, count(DISTINCT l.row_id)::int AS count
       FROM ${labelled(user, w, q, params)} LEFT JOIN LATERAL unnest(l.factors) f ON true
      GROUP BY GROUPING SETS ((f, l.level), ())`,
    params.values,
  );
  const found = new Map(rows.filter((r) => r.factor !== null).map((r) => [`${r.factor}/${r.level}`, r.count]));
  const total = rows.find((r) => r.factor === null && r.level === null)?.count ?? 0;
  const items = FRAUD_FACTORS.flatMap((factor) =>
    FRAUD_LEVELS.map((level) => ({ factor, level, count: found.get(`${factor}/${level}`) ?? 0 })),
  );
  return { total, items };
}

const GROUP_KEY: Record<FraudGroup, { column: string; name: string; sortKey: string }> = {
  day: { column: 'l.day', name: 'NULL::text', sortKey: 'g.day' },
  offer: { column: 'l.offer_id', name: '(SELECT o.name FROM offers o WHERE o.id = g.offer_id)', sortKey: 'name' },
  partner: { column: 'l.partner_id', name: '(SELECT pa.display_name FROM partners pa WHERE pa.id = g.partner_id)', sortKey: 'name' },
};
const GROUP_ALIAS: Record<FraudGroup, string> = { day: 'day', offer: 'offer_id', partner: 'partner_id' };

export interface FraudPage {
  items: FraudRow[];
  total: number;
}

/** One page of the grouped report (limit null: every row, for the export); ties broken by the key. */
export async function fraudReportPage(
  db: Db,
  user: Principal,
  w: ReportWindow,
  q: Omit<FraudReportQuery, 'page' | 'limit'>,
  page: { limit: number | null; offset: number },
): Promise<FraudPage> {
  const params = new Params();
  const g = GROUP_KEY[q.group_by];
  const alias = GROUP_ALIAS[q.group_by];
  const dir = q.sort === 'asc' ? 'ASC' : 'DESC';
  // sort_by is one of FRAUD_SORT_FIELDS (validated), so quoting it as an identifier is safe
  const order = q.sort_by === 'key' ? `${g.sortKey} ${dir} NULLS LAST` : `"${q.sort_by}" ${dir}`;
  const paging = page.limit === null ? '' : ` LIMIT ${params.p(page.limit)} OFFSET ${params.p(page.offset)}`;
  const dateText = q.group_by === 'day' ? "to_char(g.day, 'YYYY-MM-DD')" : 'NULL::text';
  const sql = `SELECT g.*, ${g.name} AS name, ${dateText} AS date_text, count(*) OVER ()::int AS total_rows
     FROM (SELECT ${g.column} AS ${alias}, ${COUNT_SQL} FROM ${labelled(user, w, q, params)} GROUP BY 1) g
     ORDER BY ${order}, g.${alias} ${dir}${paging}`;
  const { rows } = await db.query<Record<string, unknown>>(sql, params.values);
  const items = rows.map((r) => ({
    ...toCounts(r),
    date: (r.date_text as string | null) ?? null,
    id: q.group_by === 'day' ? null : Number(r[alias]),
    name: q.group_by === 'day' ? null : ((r.name as string | null) ?? null),
  }));
  return { items, total: Number(rows[0]?.total_rows ?? 0) };
}
