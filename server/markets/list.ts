import { PARTNER_SIZES, SOCIAL_SIZES, type BandRow } from '../../src/domain/reference/data/partners.ts';
import type { MarketFilters, MarketListQuery, MarketPartnerRow } from '../../src/domain/markets/contract.ts';
import { badgeOf, NEW_PARTNER_DAYS, SUGGESTED_LIMIT, type MarketSortBy } from '../../src/domain/markets/enums.ts';
import type { Queryable } from '../db/pool.ts';
import { likeContains } from '../db/like.ts';
import { ensureSuggestions } from './suggestions.ts';

/**
 * The marketplace partner list (spec 3 §2, §7 "POST publisher list"; docs/decisions/048): every
 * filter narrows `partner_market_facets` (the narrow twin of `partners` kept by a trigger), then one
 * page of ids is sorted, joined to the profiles and decorated with this brand's view of each row
 * (favourite, joined, blocked). The suggested tab reads the per-brand scores of suggestions.ts. Two statements — count, then the page —
 * so the page can walk the sort index and stop after `limit` rows instead of sorting every match.
 */

/** SQL text with its positional parameters, built clause by clause. */
class Sql {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

/** "any of the chosen bands": traffic_visits / social_followers within one of the band ranges. */
function bandClause(sql: Sql, column: string, bands: readonly BandRow[], chosen: readonly number[]): string | null {
  const ranges = bands.filter((b) => chosen.includes(b.id));
  if (!ranges.length) return null;
  return `(${ranges
    .map((b) => `(${column} >= ${sql.p(b.from_point)}${b.to_point === null ? '' : ` AND ${column} < ${sql.p(b.to_point)}`})`)
    .join(' OR ')})`;
}

/** The highest id `market_id_mask` (migration 027) keeps: bit 30 is the last below the sign bit. */
const MASK_MAX_ID = 30;

/** WHERE clauses of the filters and the search; exported for the benchmark's EXPLAIN. */
export function filterSql(filters: MarketFilters, search: string): Sql {
  const sql = new Sql();
  const overlap = (column: string, values: readonly number[]) => {
    if (values.length) sql.where.push(`p.${column} && ${sql.p(values)}::integer[]`);
  };
  // integer[], not the columns' smallint[]: an id the contract accepts (≤ 2^31−1) but smallint cannot
  // hold matches nothing instead of failing the cast (found by the fuzzer); int2 = int4 keeps the index
  const anyOf = (column: string, values: readonly number[]) => {
    if (values.length) sql.where.push(`p.${column} = ANY(${sql.p(values)}::integer[])`);
  };
  overlap('vertical_ids', filters.verticals);
  overlap('country_ids', filters.geos);
  // "any of" over the audience bit masks of migration 027 (ids 1–30); any other id: the arrays
  const anyBit = (mask: string, column: string, values: readonly number[]) => {
    if (!values.length) return;
    if (values.some((v) => v < 1 || v > MASK_MAX_ID)) return overlap(column, values);
    sql.where.push(`p.${mask} & ${sql.p(values.reduce((m, v) => m | (1 << v), 0))}::integer <> 0`);
  };
  anyBit('audience_gender_mask', 'audience_gender_ids', filters.audience_gender);
  anyBit('audience_age_mask', 'audience_age_ids', filters.audience_age);
  anyOf('partner_type_id', filters.partner_types);
  anyOf('organization_type_id', filters.organization_type);
  const size = bandClause(sql, 'p.traffic_visits', PARTNER_SIZES, filters.partner_size);
  if (size) sql.where.push(size);
  const social = bandClause(sql, 'p.social_followers', SOCIAL_SIZES, filters.social_size);
  if (social) sql.where.push(social);
  if (filters.paid_traffic !== undefined) sql.where.push(`p.paid_traffic = ${sql.p(filters.paid_traffic)}`);
  if (filters.website !== undefined) sql.where.push(`p.has_website = ${sql.p(filters.website)}`);
  if (filters.social !== undefined) sql.where.push(`p.has_social = ${sql.p(filters.social)}`);
  const s = search.trim();
  if (s) {
    const exactId = /^\d{1,15}$/.test(s) ? ` OR p.id = ${sql.p(Number(s))}` : '';
    sql.where.push(`(p.display_name ILIKE ${sql.p(likeContains(s))}${exactId})`);
  }
  return sql;
}

// each sort ends on id so equal keys page stably; NULLS never occur (the columns are NOT NULL)
const ORDER: Record<MarketSortBy, (dir: 'ASC' | 'DESC') => string> = {
  created_at: (d) => `p.created_at ${d}, p.id ${d}`,
  rating: (d) => `p.rating ${d}, p.total_reviews ${d}, p.id ${d}`,
  total_reviews: (d) => `p.total_reviews ${d}, p.id ${d}`,
  // rank 1 is the best, so "descending" (best first) is ascending numbers
  rank: (d) => (d === 'DESC' ? 'p.rank ASC, p.partner_score DESC, p.id DESC' : 'p.rank DESC, p.partner_score ASC, p.id ASC'),
  traffic_visits: (d) => `p.traffic_visits ${d}, p.id ${d}`,
};

/**
 * What the brand is interested in: its profile's verticals and its live offers' verticals (a
 * sub-vertical counts as its parent, as partner profiles list parent verticals: 101 → 1, 1001 → 10),
 * and its live offers' target countries.
 */
export async function brandInterests(db: Queryable, brandId: number): Promise<{ verticals: number[]; geos: number[] }> {
  const { rows } = await db.query<{ verticals: number[]; geos: number[] }>(
    `SELECT ARRAY(SELECT (jsonb_array_elements_text(br.verticals))::int UNION SELECT o.vertical_id FROM offers o WHERE o.brand_id = br.id AND o.status <> 5) AS verticals,
            ARRAY(SELECT DISTINCT unnest(o.countries) FROM offers o WHERE o.brand_id = br.id AND o.status <> 5) AS geos
       FROM brands br WHERE br.id = $1`,
    [brandId],
  );
  const parent = (id: number) => (id >= 100 ? Math.floor(id / 100) : id);
  return { verticals: [...new Set((rows[0]?.verticals ?? []).map(parent))], geos: rows[0]?.geos ?? [] };
}

const ROW = `p.id, p.display_name, p.avatar_file_id, p.bio, p.partner_type_id, p.organization_type_id, p.vertical_ids, p.country_ids,
  p.rating::text AS rating, p.total_reviews, p.rank, p.partner_score, p.traffic_visits::float8 AS traffic_visits, p.social_followers::float8 AS social_followers,
  p.paid_traffic, to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  p.created_at > now() - interval '${NEW_PARTNER_DAYS} days' AS is_new`;
/** This brand's view of a partner `bp` (brand_partners, outer-joined): joined, blocked, and the relation's facts. */
export const RELATION = `COALESCE(bp.working_mode = 3, false) AS is_blocked, bp.partner_id IS NOT NULL AS is_joined,
  to_char(bp.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS joined_at, bp.working_mode::int AS working_mode,
  to_char(bp.working_mode_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS working_mode_since`;
/** This brand's view of a row: favourite, and the relation. */
const DECORATION = `EXISTS (SELECT 1 FROM market_favorites f WHERE f.brand_id = $1 AND f.partner_id = page.id) AS is_favorite, ${RELATION}`;

type RawRow = Omit<MarketPartnerRow, 'badge'>;
const finish = (r: RawRow): MarketPartnerRow => ({ ...r, badge: badgeOf(r.rank) });

export interface MarketPage {
  items: MarketPartnerRow[];
  paging: { current_page: number; limit: number; total_row: number; total_page: number };
}

export async function listMarketPartners(
  db: Queryable,
  brandId: number,
  query: MarketListQuery,
  filters: MarketFilters,
): Promise<MarketPage> {
  const sql = filterSql(filters, query.search ?? '');
  // the page's statements take the brand as $1, so the filters' placeholders move up by one
  const where = sql.where.map((w) => w.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + 1}`));
  const offset = (query.page - 1) * query.limit;
  const dir = query.sort === 'asc' ? 'ASC' : 'DESC';
  const params = [brandId, ...sql.params];
  const limitAt = params.length + 1;
  const whereSql = where.length ? `AND ${where.join(' AND ')}` : '';

  if (query.tab === 'suggested') {
    const interests = await brandInterests(db, brandId);
    if (!interests.verticals.length && !interests.geos.length) return page([], query, 0);
    // the brand's scores, rebuilt first when its interests changed since (server/markets/suggestions.ts)
    await ensureSuggestions(db, brandId, interests);
    const all = [brandId, ...sql.params];
    const at = all.length + 1;
    // walks the brand's scores best first, keeps those passing the filters and not blocked by this
    // brand, stops at 100; the table holds only partners sharing a vertical or geo with the brand
    const top = `SELECT s.partner_id AS id, s.score AS suggestion_score
                   FROM market_suggestions s JOIN partner_market_facets p ON p.id = s.partner_id
                  WHERE s.brand_id = $1 ${whereSql}
                    AND NOT EXISTS (SELECT 1 FROM brand_partners x WHERE x.brand_id = $1 AND x.partner_id = p.id AND x.working_mode = 3)`;
    // the top 100 by score, then paged: the tab is a fixed set, the filters narrow it
    const { rows } = await db.query<RawRow & { total: number }>(
      `WITH scored AS (${top} ORDER BY s.score DESC, s.partner_id DESC LIMIT ${SUGGESTED_LIMIT}),
            page AS (SELECT s.*, count(*) OVER ()::int AS total FROM scored s ORDER BY s.suggestion_score DESC, s.id DESC LIMIT $${at} OFFSET $${at + 1})
       SELECT ${ROW}, page.suggestion_score, page.total, ${DECORATION}
         FROM page JOIN partners p ON p.id = page.id LEFT JOIN brand_partners bp ON bp.brand_id = $1 AND bp.partner_id = page.id
        ORDER BY page.suggestion_score DESC, page.id DESC`,
      [...all, query.limit, offset],
    );
    let total = rows[0]?.total ?? 0;
    if (!rows.length && query.page > 1) {
      const c = await db.query<{ n: number }>(`SELECT least(count(*), ${SUGGESTED_LIMIT})::int AS n FROM (${top}) t`, all);
      total = c.rows[0]!.n;
    }
    return page(
      rows.map(({ total: _t, ...r }) => finish(r)),
      query,
      total,
    );
  }

  // no filter and no search: the counter of migration 027, kept exact by triggers, not a count of every row
  const count = await db.query<{ n: number }>(
    sql.where.length
      ? `SELECT count(*)::int AS n FROM partner_market_facets p WHERE ${sql.where.join(' AND ')}`
      : 'SELECT n::int AS n FROM market_partner_count',
    sql.params,
  );
  const whereAll = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = count.rows[0]!.n;
  if (offset >= total) return page([], query, total);
  const { rows } = await db.query<RawRow>(
    `WITH page AS (SELECT p.id FROM partner_market_facets p ${whereAll}
                    ORDER BY ${ORDER[query.sort_by](dir)} LIMIT $${limitAt} OFFSET $${limitAt + 1})
     SELECT ${ROW}, NULL::float8 AS suggestion_score, ${DECORATION}
       FROM page JOIN partners p ON p.id = page.id LEFT JOIN brand_partners bp ON bp.brand_id = $1 AND bp.partner_id = page.id
      ORDER BY ${ORDER[query.sort_by](dir)}`,
    [...params, query.limit, offset],
  );
  return page(rows.map(finish), query, total);
}

function page(items: MarketPartnerRow[], query: MarketListQuery, total: number): MarketPage {
  return { items, paging: { current_page: query.page, limit: query.limit, total_row: total, total_page: Math.ceil(total / query.limit) } };
}
