import type { Principal } from '../../src/domain/permissions.ts';
import type { Figures, PerformanceQuery, PerformanceRow, PerformanceSortField } from '../../src/domain/reports/schema.ts';
import type { Db } from '../db/pool.ts';
import { figures, Params, partnerScope, sumsWithGross, toFigures, windowSums, ZERO_FIGURES } from './sql.ts';
import { likeContains } from '../db/like.ts';
import type { ReportWindow } from './window.ts';

/**
 * The performance report by offer or by partner (spec 3 §2) from rollup_hourly only. One pipeline
 * per period, `named`: the rollups of the period summed per offer (or partner), filtered by the
 * search and uuid (pushed down to the rollup scan as a set of ids), with the name. The grouped set
 * is small (one row per offer or partner), so the totals are window sums over it, read in the
 * same scan as the page: totals = sum of every row by construction. The previous period runs the
 * same pipeline on the earlier instants, in parallel; two rollup scans per report.
 */
export type Dimension = 'offer' | 'partner';
export type Filters = Pick<PerformanceQuery, 'search' | 'uuid' | 'offer_ids' | 'partner_ids'>;

const NAMES: Record<Dimension, { table: string; name: string; brandScoped: boolean }> = {
  offer: { table: 'offers', name: 'name', brandScoped: true },
  partner: { table: 'partners', name: 'display_name', brandScoped: false },
};

/** SQL of `named`: one aggregated row per offer / partner with its name, in [lo, hi). */
function namedSql(params: Params, user: Principal, dim: Dimension, lo: Date, hi: Date, f: Filters): string {
  const { p } = params;
  const n = NAMES[dim];
  const where = [`r.brand_id = ${p(user.brandId)}`, `r.hour >= ${p(lo)}`, `r.hour < ${p(hi)}`, partnerScope(user, 'r.partner_id', p)];
  if (f.offer_ids?.length) where.push(`r.offer_id = ANY(${p(f.offer_ids)}::bigint[])`);
  if (f.partner_ids?.length) where.push(`r.partner_id = ANY(${p(f.partner_ids)}::bigint[])`);
  const keys: string[] = [];
  const search = f.search?.trim();
  if (search) {
    const byName = `k.${n.name} ILIKE ${p(likeContains(search))}`;
    keys.push(/^\d{1,15}$/.test(search) ? `(${byName} OR k.id = ${p(Number(search))})` : byName);
  }
  if (f.uuid) keys.push(`k.uuid = ${p(f.uuid)}::uuid`);
  if (keys.length) {
    if (n.brandScoped) keys.push(`k.brand_id = ${p(user.brandId)}`);
    where.push(`r.${dim}_id IN (SELECT k.id FROM ${n.table} k WHERE ${keys.join(' AND ')})`);
  }
  return `SELECT a.id, a.gross, ${figures('a')}, COALESCE(x.${n.name}, '#' || a.id) AS name, x.uuid::text AS uuid
            FROM (SELECT r.${dim}_id AS id, ${sumsWithGross('r')} FROM rollup_hourly r WHERE ${where.join(' AND ')} GROUP BY r.${dim}_id) a
            LEFT JOIN ${n.table} x ON x.id = a.id${n.brandScoped ? ` AND x.brand_id = ${p(user.brandId)}` : ''}`;
}

const orderBy = (field: PerformanceSortField, dir: 'asc' | 'desc') =>
  `${field === 'name' ? 'lower(s.name)' : `s.${field}`} ${dir === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, s.id ${dir === 'asc' ? 'ASC' : 'DESC'}`;

/** Rows of `named` with the window totals (`t_` columns) and the row count, sorted and paged. */
function pagedSql(inner: string, o: PageOptions): string {
  const page = o.limit === null ? '' : `LIMIT ${o.limit} OFFSET ${o.offset}`;
  return `SELECT s.*, ${figures('s', 't_')} FROM (SELECT n.*, ${windowSums('n')}, count(*) OVER ()::int AS total_row FROM (${inner}) n) s
           ORDER BY ${orderBy(o.sortBy, o.sort)} ${page}`;
}

export interface PerformancePage {
  items: PerformanceRow[];
  total: number;
  totals: { current: Figures; previous: Figures };
}

export interface PageOptions {
  sortBy: PerformanceSortField;
  sort: 'asc' | 'desc';
  /** null: every row (exports) */
  limit: number | null;
  offset: number;
}

export async function performancePage(
  db: Db,
  user: Principal,
  dim: Dimension,
  w: ReportWindow,
  f: Filters,
  o: PageOptions,
): Promise<PerformancePage> {
  const cur = new Params();
  const prev = new Params();
  const currentSql = namedSql(cur, user, dim, w.lo, w.hi, f);
  const [current, previous] = await Promise.all([
    db.query<Record<string, unknown>>(pagedSql(currentSql, o), cur.values),
    // the previous period: every row (few: one per offer or partner), to pick the page's and read the totals
    db.query<Record<string, unknown>>(
      pagedSql(namedSql(prev, user, dim, w.prevLo, w.prevHi, f), { ...o, limit: null, offset: 0 }),
      prev.values,
    ),
  ]);
  let rows = current.rows;
  let first = rows[0];
  if (!first && o.offset > 0) {
    // a page past the end still reports the real number of rows and the totals
    first = (await db.query<Record<string, unknown>>(pagedSql(currentSql, { ...o, limit: 1, offset: 0 }), cur.values)).rows[0];
    rows = [];
  }
  const prevById = new Map(previous.rows.map((r) => [Number(r.id), toFigures(r)]));
  return {
    items: rows.map((r) => ({
      ...toFigures(r),
      id: Number(r.id),
      name: String(r.name),
      uuid: (r.uuid as string | null) ?? null,
      previous: prevById.get(Number(r.id)) ?? ZERO_FIGURES,
    })),
    total: Number(first?.total_row ?? 0),
    totals: {
      current: first ? toFigures(first, 't_') : ZERO_FIGURES,
      previous: previous.rows[0] ? toFigures(previous.rows[0], 't_') : ZERO_FIGURES,
    },
  };
}
