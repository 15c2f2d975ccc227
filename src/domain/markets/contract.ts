import { z } from 'zod';
import { endpoint, pagedSchema, pageQuerySchema, pageSizeQuery } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { FIELD_MAX } from '../validation/codes.ts';
import { zSearch } from '../validation/zod.ts';
import { MARKET_SORT_BY, MARKET_TABS, RANK_BADGES, REVIEW_PAGE_SIZE } from './enums.ts';
import { marketFiltersSchema, reviewInputSchema, stashedFilterInputSchema } from './schema.ts';
import { partnerRelationFields } from '../partners/relation.ts';

export { marketFiltersSchema, type MarketFilters, type MarketFiltersInput } from './schema.ts';

/**
 * Marketplace endpoints (issue 16 item 1 server half; spec 3 §2, §3, §7; docs/decisions/048-marketplace.md).
 * Module `market`: reads ≥ read only (2), writes (favourite, stashed filters, reviews) full (15).
 * Partners here are platform-wide profiles, not the brand's joined partners (that is /api/partners).
 */
const READ = { kind: 'module', module: 'market', level: LEVEL.read } as const;
const WRITE = { kind: 'module', module: 'market', level: LEVEL.full } as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const marketListQuerySchema = pageQuerySchema.extend({
  tab: z.enum(MARKET_TABS).default('all'),
  /** display name (contains) or the exact partner id */
  search: zSearch(),
  sort_by: z.enum(MARKET_SORT_BY).default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
});
export type MarketListQuery = z.infer<typeof marketListQuerySchema>;

export const marketPartnerRowSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_file_id: z.number().int().nullable(),
  bio: z.string(),
  partner_type_id: z.number().int(),
  organization_type_id: z.number().int(),
  vertical_ids: z.array(z.number().int()),
  country_ids: z.array(z.number().int()),
  rating: z.string(),
  total_reviews: z.number().int(),
  rank: z.number().int(),
  badge: z.enum(RANK_BADGES),
  partner_score: z.number().int(),
  traffic_visits: z.number().int(),
  social_followers: z.number().int(),
  paid_traffic: z.boolean(),
  created_at: z.string(),
  is_new: z.boolean(),
  is_favorite: z.boolean(),
  /** blocked by this brand (working mode 3) */
  is_blocked: z.boolean(),
  /** joined this brand */
  is_joined: z.boolean(),
  // the relation to this brand as the screens say it (src/domain/partners/relation.ts)
  ...partnerRelationFields,
  /** suggested tab only: the score of docs/decisions/048 */
  suggestion_score: z.number().nullable(),
});
export type MarketPartnerRow = z.infer<typeof marketPartnerRowSchema>;

export const listMarketPartners = endpoint({
  id: 'markets.partners.list',
  method: 'POST',
  path: '/api/markets/partners',
  summary: 'Marketplace partners: tab all or suggested (≤ 100), filters in the body, search, sort (newest first by default), paged',
  access: READ,
  reads: true,
  query: marketListQuerySchema,
  body: marketFiltersSchema,
  response: pagedSchema(marketPartnerRowSchema),
});

const propertySchema = z.object({
  name: z.string(),
  type_id: z.number().int(),
  link: z.string(),
  visit: z.number(),
  followers: z.number(),
  verified: z.boolean(),
  primary: z.boolean(),
  social_platform: z.string().nullable(),
  traffic_source_id: z.number().int().nullable(),
});
const shareSchema = z.object({ id: z.number().int(), share: z.number() });
const statisticsSchema = z.object({
  clicks: z.number().int(),
  conversions: z.number().int(),
  /** conversions the brands approved */
  approved: z.number().int(),
  visits: z.number().int(),
  /** conversions / clicks, percent, 2 decimals */
  cr: z.string(),
  /** approved / conversions, percent, 2 decimals: the featured board "Top conversion acceptance" ranks by it */
  acceptance: z.string(),
  /** revenue / clicks */
  epc: z.string(),
  score: z.number().int(),
});

export const marketPartnerDetailSchema = marketPartnerRowSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  promote_method_ids: z.array(z.number().int()),
  social: z.array(z.object({ platform: z.string(), url: z.string(), followers: z.number() })),
  properties: z.array(propertySchema),
  year_of_experience: z.number().int(),
  audience_age_ids: z.array(z.number().int()),
  audience_gender_ids: z.array(z.number().int()),
  campaign_start: z.string().nullable(),
  min_cpa: z.string().nullable(),
  min_cpc: z.string().nullable(),
  min_revenue_share: z.string().nullable(),
  media_kit_file_id: z.number().int().nullable(),
  has_website: z.boolean(),
  has_social: z.boolean(),
  /** platform statistics over the last 30 days */
  statistics: statisticsSchema,
  vertical_traffic: z.array(shareSchema),
  country_traffic: z.array(shareSchema),
  achievement: z.object({
    trophies: z.object({ gold: z.number().int(), silver: z.number().int(), bronze: z.number().int() }),
    reputation: z.number().int(),
    partner_score: z.number().int(),
  }),
  /** this brand has already reviewed the partner (one review per brand: "write a review" is refused) */
  is_reviewed: z.boolean(),
  /** the partner accepts reviews (otherwise a review is refused with review_not_allowed) */
  can_review: z.boolean(),
});
export type MarketPartnerDetail = z.infer<typeof marketPartnerDetailSchema>;

const partnerParams = z.object({ partnerId: id });

export const getMarketPartner = endpoint({
  id: 'markets.partners.get',
  method: 'GET',
  path: '/api/markets/partners/:partnerId',
  summary: "A partner's market profile (overview tab): properties, audience, minimums, statistics, traffic shares, achievement",
  access: READ,
  params: partnerParams,
  response: marketPartnerDetailSchema,
});

const dayRowSchema = z.object({ day: z.string(), visits: z.number().int(), clicks: z.number().int(), conversions: z.number().int() });
export const marketPerformanceSchema = z.object({
  /** this brand's tracked traffic with the partner over the reports' default period (the last 30 days
   * ending today in the report zone), as the performance report reads it; zeros when none */
  brand: z.object({
    clicks: z.number().int(),
    conversions: z.number().int(),
    approved: z.number().int(),
    payout: z.string(),
    revenue: z.string(),
    cr: z.string(),
    epc: z.string(),
  }),
  /** platform statistics, last 30 days */
  platform: statisticsSchema,
  /** visits over time: one row per day, last 90 days (partnerVisitTraffic) */
  visits: z.array(dayRowSchema),
});

export const getMarketPartnerPerformance = endpoint({
  id: 'markets.partners.performance',
  method: 'GET',
  path: '/api/markets/partners/:partnerId/performance',
  summary: "Performance tab: this brand's tracked figures with the partner, the platform statistics and daily visits",
  access: READ,
  params: partnerParams,
  response: marketPerformanceSchema,
});

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  offer_name: z.string(),
  company_name: z.string(),
  created_at: z.string(),
  /** written by this brand */
  is_mine: z.boolean(),
});
export type MarketReview = z.infer<typeof reviewSchema>;

export const reviewQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: pageSizeQuery([REVIEW_PAGE_SIZE], REVIEW_PAGE_SIZE),
  rating_star: z.coerce.number().int().min(1).max(5).optional(),
});

const reviewPageSchema = pagedSchema(reviewSchema).extend({
  /** count per star 1–5 over all reviews (the star filter's counts) */
  stars: z.array(z.number().int()),
});

export const listMarketPartnerReviews = endpoint({
  id: 'markets.partners.reviews',
  method: 'GET',
  path: '/api/markets/partners/:partnerId/reviews',
  summary: 'Reviews of a partner, newest first, 20 a page, optionally one star rating',
  access: READ,
  params: partnerParams,
  query: reviewQuerySchema,
  response: reviewPageSchema,
});

export const writeMarketPartnerReview = endpoint({
  id: 'markets.partners.reviews.create',
  method: 'POST',
  path: '/api/markets/partners/:partnerId/reviews',
  summary: 'Review a partner (one per brand): rating 1–5, text without restricted keywords or emoji, the genuine-experience box',
  access: WRITE,
  params: partnerParams,
  body: reviewInputSchema,
  response: reviewSchema,
});

export const marketOfferRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  /** approved contract with the partner: it works on the offer; otherwise it could apply */
  working: z.boolean(),
  contract_status: z.string().nullable(),
});

export const listMarketPartnerOffers = endpoint({
  id: 'markets.partners.offers',
  method: 'GET',
  path: '/api/markets/partners/:partnerId/offers',
  summary: "Offers tab: this brand's active offers, marked where the partner already works on them",
  access: READ,
  params: partnerParams,
  response: z.object({ items: z.array(marketOfferRowSchema) }),
});

const favoriteSchema = z.object({ partner_id: z.number().int(), is_favorite: z.boolean() });

export const favoriteMarketPartner = endpoint({
  id: 'markets.favorites.add',
  method: 'PUT',
  path: '/api/markets/partners/:partnerId/favorite',
  summary: 'Mark a partner as favourite (idempotent); returns the new state',
  access: WRITE,
  params: partnerParams,
  response: favoriteSchema,
});

export const unfavoriteMarketPartner = endpoint({
  id: 'markets.favorites.remove',
  method: 'DELETE',
  path: '/api/markets/partners/:partnerId/favorite',
  summary: 'Remove a partner from the favourites (idempotent); returns the new state',
  access: WRITE,
  params: partnerParams,
  response: favoriteSchema,
});

export const stashedFilterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tab: z.enum(MARKET_TABS),
  search: z.string(),
  filters: marketFiltersSchema,
  created_at: z.string(),
});
export type StashedFilter = z.infer<typeof stashedFilterSchema>;

const filterParams = z.object({ filterId: id });

export const listStashedFilters = endpoint({
  id: 'markets.filters.list',
  method: 'GET',
  path: '/api/markets/filters',
  summary: "The user's stashed partner filters, newest first",
  access: READ,
  response: z.object({ items: z.array(stashedFilterSchema) }),
});

export const saveStashedFilter = endpoint({
  id: 'markets.filters.create',
  method: 'POST',
  path: '/api/markets/filters',
  summary: 'Stash the current filters under a name (unique per user, at most 20)',
  access: READ,
  body: stashedFilterInputSchema,
  response: stashedFilterSchema,
});

export const getStashedFilter = endpoint({
  id: 'markets.filters.get',
  method: 'GET',
  path: '/api/markets/filters/:filterId',
  summary: 'One stashed filter, to restore it',
  access: READ,
  params: filterParams,
  response: stashedFilterSchema,
});

export const deleteStashedFilter = endpoint({
  id: 'markets.filters.delete',
  method: 'DELETE',
  path: '/api/markets/filters/:filterId',
  summary: 'Delete a stashed filter',
  access: READ,
  params: filterParams,
  response: z.object({ id: z.number().int() }),
});

export const agencyRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_file_id: z.number().int().nullable(),
  bio: z.string(),
  website: z.string(),
  vertical_ids: z.array(z.number().int()),
  country_ids: z.array(z.number().int()),
  team_size: z.number().int(),
  year_founded: z.number().int().nullable(),
  rating: z.string(),
  total_reviews: z.number().int(),
  created_at: z.string(),
});

export const agencyListQuerySchema = pageQuerySchema.extend({
  search: zSearch(),
  vertical: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  geo: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const listAgencies = endpoint({
  id: 'markets.agencies.list',
  method: 'GET',
  path: '/api/markets/agencies',
  summary: 'Agencies, newest first; search by name, filter by vertical and geo',
  access: READ,
  query: agencyListQuerySchema,
  response: pagedSchema(agencyRowSchema),
});

export const getAgency = endpoint({
  id: 'markets.agencies.get',
  method: 'GET',
  path: '/api/markets/agencies/:agencyId',
  summary: "An agency's profile with its first page of reviews",
  access: READ,
  params: z.object({ agencyId: id }),
  query: reviewQuerySchema,
  response: agencyRowSchema.extend({
    email: z.string(),
    phone: z.string(),
    reviews: reviewPageSchema,
    /** this brand has already reviewed the agency (one review per brand and agency) */
    is_reviewed: z.boolean(),
  }),
});

export const writeAgencyReview = endpoint({
  id: 'markets.agencies.reviews.create',
  method: 'POST',
  path: '/api/markets/agencies/:agencyId/reviews',
  summary:
    'Review an agency (one per brand): the rules of a partner review — rating 1–5, text without restricted keywords or emoji, the genuine box',
  access: WRITE,
  params: z.object({ agencyId: id }),
  body: reviewInputSchema,
  response: reviewSchema,
});

export const brandMarketProfileSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  website: z.string(),
  description: z.string(),
  verticals: z.array(z.number().int()),
  logo_file_id: z.number().int().nullable(),
  rating: z.string(),
  total_reviews: z.number().int(),
});

export const getBrandMarketProfile = endpoint({
  id: 'markets.profile.get',
  method: 'GET',
  path: '/api/markets/profile',
  summary: "The brand's own market profile as partners see it (user/adv/profile/detail)",
  access: READ,
  response: brandMarketProfileSchema,
});

export const listBrandReviews = endpoint({
  id: 'markets.profile.reviews',
  method: 'GET',
  path: '/api/markets/profile/reviews',
  summary: 'Reviews partners wrote about this brand (user/adv/profile/reviews), 20 a page, optionally one star',
  access: READ,
  query: reviewQuerySchema,
  response: reviewPageSchema,
});

const labelled = z.object({ id: z.number().int(), value: z.number() });
const partnerFigure = z.object({ partner_id: z.number().int(), display_name: z.string(), rank: z.number().int(), value: z.number() });
export const featuredSchema = z.object({
  top_verticals: z.array(labelled),
  top_geolocations: z.array(labelled),
  conversion_board: z.array(z.object({ day: z.string(), clicks: z.number().int(), conversions: z.number().int() })),
  top_publishers: z.array(partnerFigure),
  partner_suggestions: z.array(partnerFigure),
  top_talent: z.array(partnerFigure),
  top_conversion_acceptance: z.array(partnerFigure),
  top_high_performance: z.array(partnerFigure),
  top_paid_traffic: z.array(partnerFigure),
  top_properties: z.array(
    z.object({ partner_id: z.number().int(), display_name: z.string(), name: z.string(), type_id: z.number().int(), value: z.number() }),
  ),
  banners: z.array(z.object({ key: z.string(), partner_id: z.number().int().nullable(), value: z.number() })),
});
export type Featured = z.infer<typeof featuredSchema>;

export const getFeatured = endpoint({
  id: 'markets.featured',
  method: 'GET',
  path: '/api/markets/featured',
  summary: 'Featured boards (/markets/featured), each computed from tracked traffic and profiles',
  access: READ,
  response: featuredSchema,
});

/** Longest search the list accepts (spec 3 §9). */
export const MARKET_SEARCH_MAX = FIELD_MAX.search;
