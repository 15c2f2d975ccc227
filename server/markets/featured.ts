import type { Featured } from '../../src/domain/markets/contract.ts';
import { MARKET_TABS } from '../../src/domain/markets/enums.ts';
import { NO_FILTERS } from '../../src/domain/markets/schema.ts';
import type { Db } from '../db/pool.ts';
import type { ScopedUser } from '../auth/partner-scope.ts';
import { brandFigures } from '../reports/brand-figures.ts';
import { listMarketPartners } from './list.ts';
import { acceptanceSql, epcSql, platformWindow } from './platform-figures.ts';

/**
 * The featured boards of /markets/featured (spec 3 §7 top-verticals … list-banners; docs/decisions/048).
 * Each is one SQL statement over the last 30 days of `partner_traffic_daily` (the platform's tracked
 * statistics per partner and day), the profiles, and for the banners the brand's own `rollup_hourly`.
 * Ten rows a board.
 */
const TOP = 10;
const WINDOW = platformWindow('d');
const PARTNER_FIGURE = `p.id AS partner_id, p.display_name, p.rank`;

/** Each board's statement: the comment above each says what it measures. */
const BOARDS = {
  // clicks of the window split over each partner's verticals by its vertical traffic shares
  top_verticals: `SELECT (v->>'id')::int AS id, round(sum(d.clicks * (v->>'share')::numeric / 100))::float8 AS value
      FROM partner_traffic_daily d JOIN partners p ON p.id = d.partner_id CROSS JOIN jsonb_array_elements(p.vertical_traffic) v
     WHERE ${WINDOW} GROUP BY 1 ORDER BY value DESC, id LIMIT ${TOP}`,
  // the same over countries (country traffic shares)
  top_geolocations: `SELECT (c->>'id')::int AS id, round(sum(d.clicks * (c->>'share')::numeric / 100))::float8 AS value
      FROM partner_traffic_daily d JOIN partners p ON p.id = d.partner_id CROSS JOIN jsonb_array_elements(p.country_traffic) c
     WHERE ${WINDOW} GROUP BY 1 ORDER BY value DESC, id LIMIT ${TOP}`,
  // platform clicks and conversions per day
  conversion_board: `SELECT d.day::text AS day, sum(d.clicks)::int AS clicks, sum(d.conversions)::int AS conversions
      FROM partner_traffic_daily d WHERE ${WINDOW} GROUP BY d.day ORDER BY d.day`,
  // most conversions in the window
  top_publishers: `SELECT ${PARTNER_FIGURE}, sum(d.conversions)::float8 AS value
      FROM partner_traffic_daily d JOIN partners p ON p.id = d.partner_id WHERE ${WINDOW}
     GROUP BY p.id HAVING sum(d.conversions) > 0 ORDER BY value DESC, p.id LIMIT ${TOP}`,
  // partners on the platform for at most 90 days, by partner score
  top_talent: `SELECT ${PARTNER_FIGURE}, p.partner_score::float8 AS value FROM partners p
     WHERE p.created_at > now() - interval '90 days' ORDER BY p.partner_score DESC, p.id LIMIT ${TOP}`,
  // approved / all conversions, percent, among partners with at least 20 conversions
  top_conversion_acceptance: `SELECT ${PARTNER_FIGURE}, ${acceptanceSql('d')}::float8 AS value
      FROM partner_traffic_daily d JOIN partners p ON p.id = d.partner_id WHERE ${WINDOW}
     GROUP BY p.id HAVING sum(d.conversions) >= 20 ORDER BY value DESC, sum(d.conversions) DESC, p.id LIMIT ${TOP}`,
  // EPC (revenue per click) among partners with at least 500 clicks
  top_high_performance: `SELECT ${PARTNER_FIGURE}, ${epcSql('d')}::float8 AS value
      FROM partner_traffic_daily d JOIN partners p ON p.id = d.partner_id WHERE ${WINDOW}
     GROUP BY p.id HAVING sum(d.clicks) >= 500 ORDER BY value DESC, p.id LIMIT ${TOP}`,
  // clicks of partners that buy traffic (paid search / social, display, push-pop)
  top_paid_traffic: `SELECT ${PARTNER_FIGURE}, sum(d.clicks)::float8 AS value
      FROM partner_traffic_daily d JOIN partners p ON p.id = d.partner_id WHERE ${WINDOW} AND p.paid_traffic
     GROUP BY p.id HAVING sum(d.clicks) > 0 ORDER BY value DESC, p.id LIMIT ${TOP}`,
  // single properties by audience: monthly visits, or followers for social accounts
  top_properties: `SELECT p.id AS partner_id, p.display_name, x->>'name' AS name, (x->>'type_id')::int AS type_id,
           greatest(COALESCE((x->>'visit')::float8, 0), COALESCE((x->>'followers')::float8, 0)) AS value
      FROM partners p CROSS JOIN jsonb_array_elements(p.properties) x ORDER BY value DESC, p.id LIMIT ${TOP}`,
} as const;

/**
 * Banners: headline figures. new_partners_week — partners who joined the platform in 7 days;
 * top_publisher — the first of top_publishers; brand_clicks_30d / brand_conversions_30d — the
 * brand's own tracked figures over the reports' default period (the last 30 days ending today in the
 * caller's report time zone), read by the dashboard's own function, so the two pages show one number
 * (decision 067; before, a rolling now() − 30 days read 4,000 here against the dashboard's 3,997);
 * favorites — the brand's favourite partners.
 */
const BANNERS = `SELECT 'new_partners_week' AS key, NULL::bigint AS partner_id, count(*)::float8 AS value FROM partners WHERE created_at > now() - interval '7 days'
  UNION ALL SELECT 'favorites', NULL, count(*)::float8 FROM market_favorites WHERE brand_id = $1`;

export async function getFeatured(db: Db, user: ScopedUser, now = new Date()): Promise<Featured> {
  const brandId = user.brandId;
  const entries = await Promise.all(Object.entries(BOARDS).map(async ([k, sql]) => [k, (await db.query(sql)).rows] as const));
  const boards = Object.fromEntries(entries) as Omit<Featured, 'partner_suggestions' | 'banners'>;
  // partner suggestions: the suggested tab's first ten (the score of list.ts)
  const suggested = await listMarketPartners(
    db,
    brandId,
    { tab: MARKET_TABS[1], page: 1, limit: 25, sort: 'desc', sort_by: 'created_at', search: undefined },
    NO_FILTERS,
  );
  const [bannerRows, brand] = await Promise.all([
    db.query<Featured['banners'][number]>(BANNERS, [brandId]).then((r) => r.rows),
    brandFigures(db, user, {}, {}, now),
  ]);
  const top = boards.top_publishers[0];
  bannerRows.splice(
    1,
    0,
    { key: 'brand_clicks_30d', partner_id: null, value: brand.figures.clicks },
    { key: 'brand_conversions_30d', partner_id: null, value: brand.figures.conversions },
  );
  bannerRows.push({ key: 'top_publisher', partner_id: top?.partner_id ?? null, value: top?.value ?? 0 });
  return {
    ...boards,
    partner_suggestions: suggested.items
      .slice(0, TOP)
      .map((p) => ({ partner_id: p.id, display_name: p.display_name, rank: p.rank, value: p.suggestion_score ?? 0 })),
    banners: bannerRows,
  };
}
