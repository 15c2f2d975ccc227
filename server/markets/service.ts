import type { MarketPartnerDetail, StashedFilter } from '../../src/domain/markets/contract.ts';
import { badgeOf, MARKET_CODES, MAX_STASHED_FILTERS, NEW_PARTNER_DAYS } from '../../src/domain/markets/enums.ts';
import { stashedFilterInputSchema, type StashedFilterInput } from '../../src/domain/markets/schema.ts';
import { OFFER_STATUS } from '../../src/domain/offers/enums.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { record } from '../audit/record.ts';
import { inTransaction, type Db, type Queryable } from '../db/pool.ts';
import { likeContains } from '../db/like.ts';
import { HttpError } from '../http/errors.ts';
import { parseOr422 } from '../partners/errors.ts';
import { partnerScope, placeholders, type ScopedUser } from '../auth/partner-scope.ts';
import { refuse } from './errors.ts';
import { RELATION } from './list.ts';
import { PARTNER_STATISTICS } from './platform-figures.ts';
import { brandFigures } from '../reports/brand-figures.ts';
import { emitWebhookEvent } from '../webhooks/emit.ts';
import { agencyReviews } from './reviews.ts';

/**
 * Marketplace reads and writes other than the list and reviews (docs/decisions/048): the partner
 * detail tabs, favourites, stashed filters, agencies and the brand's own market profile.
 */
const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export async function getPartnerDetail(db: Queryable, brandId: number, partnerId: number): Promise<MarketPartnerDetail> {
  const { rows } = await db.query<Omit<MarketPartnerDetail, 'badge'>>(
    `SELECT p.id, p.display_name, p.avatar_file_id, p.bio, p.partner_type_id, p.organization_type_id, p.vertical_ids, p.country_ids,
            p.rating::text AS rating, p.total_reviews, p.rank, p.partner_score, p.traffic_visits::float8 AS traffic_visits,
            p.social_followers::float8 AS social_followers, p.paid_traffic, ${ISO('p.created_at')} AS created_at,
            p.created_at > now() - interval '${NEW_PARTNER_DAYS} days' AS is_new,
            EXISTS (SELECT 1 FROM market_favorites f WHERE f.brand_id = $1 AND f.partner_id = p.id) AS is_favorite,
            ${RELATION}, NULL::float8 AS suggestion_score,
            p.first_name, p.last_name, p.promote_method_ids, p.social, p.properties, p.year_of_experience, p.audience_age_ids,
            p.audience_gender_ids, p.campaign_start::text, p.min_cpa::text, p.min_cpc::text, p.min_revenue_share::text, p.media_kit_file_id,
            p.has_website, p.has_social, ${PARTNER_STATISTICS} AS statistics, p.vertical_traffic, p.country_traffic,
            json_build_object('trophies', json_build_object('gold', COALESCE((p.trophies->>'gold')::int, 0),
                                'silver', COALESCE((p.trophies->>'silver')::int, 0), 'bronze', COALESCE((p.trophies->>'bronze')::int, 0)),
                              'reputation', p.reputation, 'partner_score', p.partner_score) AS achievement,
            EXISTS (SELECT 1 FROM market_reviews r WHERE r.subject = 'partner' AND r.brand_id = $1 AND r.partner_id = p.id) AS is_reviewed,
            p.can_review
       FROM partners p LEFT JOIN brand_partners bp ON bp.brand_id = $1 AND bp.partner_id = p.id
      WHERE p.id = $2`,
    [brandId, partnerId],
  );
  const p = rows[0];
  if (!p) throw refuse('partner_not_found');
  // properties written before every key existed (migration 011's defaults) read with the same shape
  const properties = p.properties.map((x) => ({
    name: x.name,
    type_id: x.type_id,
    link: x.link,
    visit: x.visit ?? 0,
    followers: x.followers ?? 0,
    verified: x.verified ?? false,
    primary: x.primary ?? false,
    social_platform: x.social_platform ?? null,
    traffic_source_id: x.traffic_source_id ?? null,
  }));
  return { ...p, properties, badge: badgeOf(p.rank) };
}

export async function mustExist(db: Queryable, partnerId: number): Promise<void> {
  const { rowCount } = await db.query('SELECT 1 FROM partners WHERE id = $1', [partnerId]);
  if (!rowCount) throw refuse('partner_not_found');
}

/**
 * Performance tab: this brand's tracked figures with the partner over the reports' default period
 * (brandFigures: the dashboard's and the performance report's function, decision 067), the platform
 * statistics, 90 daily rows. The profile and the platform's figures are public to every brand; the
 * brand's own figures obey the partner scope (docs/decisions/053): an employee the partner is not
 * assigned to reads zeros, as for a partner the brand never worked with.
 */
export async function getPartnerPerformance(db: Db, user: ScopedUser, partnerId: number) {
  await mustExist(db, partnerId);
  const [brand, platform, visits] = await Promise.all([
    brandFigures(db, user, {}, { partnerId }),
    db.query(`SELECT ${PARTNER_STATISTICS} AS s FROM partners p WHERE p.id = $1`, [partnerId]),
    db.query(
      `SELECT day::text AS day, visits, clicks, conversions FROM partner_traffic_daily
        WHERE partner_id = $1 AND day > current_date - 90 ORDER BY day`,
      [partnerId],
    ),
  ]);
  const { clicks, conversions, approved, payout, revenue, cr, epc } = brand.figures;
  return { brand: { clicks, conversions, approved, payout, revenue, cr, epc }, platform: platform.rows[0].s, visits: visits.rows };
}

/**
 * Offers tab: the brand's active offers, each marked where the partner has an approved contract. The
 * contracts are the brand's own partner data: outside the caller's partner scope none is shown.
 */
export async function getPartnerOffers(db: Queryable, user: ScopedUser, partnerId: number) {
  await mustExist(db, partnerId);
  const args: unknown[] = [user.brandId, partnerId];
  const scope = partnerScope(user, 'pc.partner_id', placeholders(args));
  const { rows } = await db.query(
    `SELECT o.id, o.name, o.status, COALESCE(c.status = 'approved', false) AS working, c.status AS contract_status
       FROM offers o
       LEFT JOIN LATERAL (SELECT status FROM partner_contracts pc WHERE pc.offer_id = o.id AND pc.partner_id = $2 AND ${scope}
                           ORDER BY (status IN ('pending', 'sent', 'approved')) DESC, id DESC LIMIT 1) c ON true
      WHERE o.brand_id = $1 AND o.status = ${OFFER_STATUS.active}
      ORDER BY working DESC, o.id DESC`,
    args,
  );
  return { items: rows };
}

/** Favourite on or off; idempotent (the same state twice is no change, still audited as the act it is). */
export async function setFavorite(db: Queryable, brandId: number, partnerId: number, on: boolean) {
  return inTransaction(db, async (tx) => {
    await mustExist(tx, partnerId);
    const r = on
      ? await tx.query('INSERT INTO market_favorites (brand_id, partner_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [brandId, partnerId])
      : await tx.query('DELETE FROM market_favorites WHERE brand_id = $1 AND partner_id = $2', [brandId, partnerId]);
    const changed = Boolean(r.rowCount);
    await record(tx, {
      action: on ? 'markets.favorites.add' : 'markets.favorites.remove',
      objectType: 'partner',
      objectId: partnerId,
      changes: changed ? { is_favorite: [!on, on] } : {},
    });
    // the same state twice is no change: nothing to report
    if (changed) await emitWebhookEvent(tx, brandId, WEBHOOK_EVENT.marketFavoriteChanged, { partner_id: partnerId, is_favorite: on });
    return { partner_id: partnerId, is_favorite: on };
  });
}

const FILTER_COLUMNS = `id, name, filters->>'tab' AS tab, filters->>'search' AS search, filters->'filters' AS filters, ${ISO('created_at')} AS created_at`;

export async function listStashed(db: Queryable, userId: number): Promise<{ items: StashedFilter[] }> {
  const { rows } = await db.query<StashedFilter>(
    `SELECT ${FILTER_COLUMNS} FROM market_saved_filters WHERE brand_user_id = $1 ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return { items: rows };
}

export async function getStashed(db: Queryable, userId: number, id: number): Promise<StashedFilter> {
  const { rows } = await db.query<StashedFilter>(
    `SELECT ${FILTER_COLUMNS} FROM market_saved_filters WHERE id = $1 AND brand_user_id = $2`,
    [id, userId],
  );
  if (!rows[0]) throw refuse('filter_not_found');
  return rows[0];
}

/** Saves a named filter for the user: names unique per user (already_exists), at most 20 (stashed_filters_max). */
export async function saveStashed(db: Queryable, brandId: number, userId: number, input: StashedFilterInput): Promise<StashedFilter> {
  const f = parseOr422(stashedFilterInputSchema, input, 'filter');
  return inTransaction(db, async (tx) => {
    // the user's row lock serialises two saves racing past the limit
    await tx.query('SELECT 1 FROM brand_users WHERE id = $1 FOR UPDATE', [userId]);
    const n = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM market_saved_filters WHERE brand_user_id = $1', [userId]);
    if (n.rows[0]!.n >= MAX_STASHED_FILTERS)
      throw new HttpError(422, 'validation_failed', 'Too many saved filters', [
        { field: 'name', code: MARKET_CODES.stashedFiltersMax, max: MAX_STASHED_FILTERS },
      ]);
    const { rows } = await tx.query<StashedFilter>(
      `INSERT INTO market_saved_filters (brand_id, brand_user_id, name, filters) VALUES ($1, $2, $3, $4)
       ON CONFLICT (brand_user_id, lower(name)) DO NOTHING RETURNING ${FILTER_COLUMNS}`,
      [brandId, userId, f.name.trim(), JSON.stringify({ tab: f.tab, search: f.search, filters: f.filters })],
    );
    if (!rows[0]) throw new HttpError(422, 'validation_failed', 'Invalid filter', [{ field: 'name', code: 'already_exists' }]);
    await record(tx, {
      action: 'markets.filters.create',
      objectType: 'market_filter',
      objectId: rows[0].id,
      changes: { name: [null, rows[0].name] },
    });
    return rows[0];
  });
}

export async function deleteStashed(db: Queryable, userId: number, id: number): Promise<{ id: number }> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ name: string; filters: unknown }>(
      'DELETE FROM market_saved_filters WHERE id = $1 AND brand_user_id = $2 RETURNING name, filters',
      [id, userId],
    );
    if (!rows[0]) throw refuse('filter_not_found');
    // the deleted filter stays readable in the log: its name and what it selected
    await record(tx, {
      action: 'markets.filters.delete',
      objectType: 'market_filter',
      objectId: id,
      changes: { name: [rows[0].name, null], filters: [rows[0].filters, null] },
    });
    return { id };
  });
}

const AGENCY_COLUMNS = `a.id, a.name, a.avatar_file_id, a.bio, a.website, a.vertical_ids, a.country_ids, a.team_size, a.year_founded,
  a.rating::text AS rating, a.total_reviews, ${ISO('a.created_at')} AS created_at`;

export async function listAgencies(
  db: Queryable,
  q: { page: number; limit: number; search?: string | undefined; vertical?: number | undefined; geo?: number | undefined },
) {
  const search = (q.search ?? '').trim();
  const { rows } = await db.query(
    `SELECT ${AGENCY_COLUMNS}, count(*) OVER ()::int AS total FROM agencies a
      WHERE ($1 = '' OR a.name ILIKE $2) AND ($3::int IS NULL OR $3 = ANY(a.vertical_ids)) AND ($4::int IS NULL OR $4 = ANY(a.country_ids))
      ORDER BY a.created_at DESC, a.id DESC LIMIT $5 OFFSET $6`,
    [search, likeContains(search), q.vertical ?? null, q.geo ?? null, q.limit, (q.page - 1) * q.limit],
  );
  let total = rows[0]?.total ?? 0;
  if (!rows.length && q.page > 1) {
    const c = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM agencies a WHERE ($1 = '' OR a.name ILIKE $2) AND ($3::int IS NULL OR $3 = ANY(a.vertical_ids))
         AND ($4::int IS NULL OR $4 = ANY(a.country_ids))`,
      [search, likeContains(search), q.vertical ?? null, q.geo ?? null],
    );
    total = c.rows[0]!.n;
  }
  return {
    items: rows.map(({ total: _t, ...r }) => r),
    paging: { current_page: q.page, limit: q.limit, total_row: total, total_page: Math.ceil(total / q.limit) },
  };
}

export async function getAgency(db: Queryable, brandId: number, agencyId: number, q: { page: number; rating_star?: number | undefined }) {
  const { rows } = await db.query(
    `SELECT ${AGENCY_COLUMNS}, a.email, a.phone,
            EXISTS (SELECT 1 FROM market_reviews r WHERE r.subject = 'agency' AND r.brand_id = $2 AND r.agency_id = a.id) AS is_reviewed
       FROM agencies a WHERE a.id = $1`,
    [agencyId, brandId],
  );
  if (!rows[0]) throw refuse('agency_not_found');
  return { ...rows[0], reviews: await agencyReviews(db, brandId, agencyId, q) };
}

/** The brand's own market profile: its public info and the average of what partners wrote about it. */
export async function getBrandProfile(db: Queryable, brandId: number) {
  const { rows } = await db.query(
    `SELECT b.id, b.company_name, b.website, b.description, ARRAY(SELECT jsonb_array_elements_text(b.verticals)::int) AS verticals,
            b.logo_file_id, COALESCE(round(avg(r.rating), 2), 0)::text AS rating, count(r.id)::int AS total_reviews
       FROM brands b LEFT JOIN market_reviews r ON r.subject = 'brand' AND r.brand_id = b.id
      WHERE b.id = $1 GROUP BY b.id`,
    [brandId],
  );
  return rows[0];
}
