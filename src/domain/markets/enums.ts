/**
 * Marketplace constants (spec 3 §2, §9; docs/decisions/048-marketplace.md). Shared by the server's
 * queries, the contract and the coming views, so a band or a limit is stated once.
 */

/** Rank badges (spec 3 §2: ranks 1–25, gold, silver, bronze, then iron). Bands chosen in 048. */
export const RANK_BADGES = ['gold', 'silver', 'bronze', 'iron'] as const;
export type RankBadge = (typeof RANK_BADGES)[number];
/** Highest rank of each badge: gold 1–3, silver 4–8, bronze 9–15, iron 16–25. */
export const RANK_BADGE_UPTO: Record<RankBadge, number> = { gold: 3, silver: 8, bronze: 15, iron: 25 };
export const RANK_MIN = 1;
export const RANK_MAX = 25;

export function badgeOf(rank: number): RankBadge {
  return RANK_BADGES.find((b) => rank <= RANK_BADGE_UPTO[b]) ?? 'iron';
}

export const MARKET_TABS = ['all', 'suggested'] as const;
export type MarketTab = (typeof MARKET_TABS)[number];
/** Suggested publishers: at most 100 (spec 3 §9). */
export const SUGGESTED_LIMIT = 100;

/** Sorts of the partner list; the default is most recent first (spec 3 §2, §9). */
export const MARKET_SORT_BY = ['created_at', 'rating', 'total_reviews', 'rank', 'traffic_visits'] as const;
export type MarketSortBy = (typeof MARKET_SORT_BY)[number];

/** A partner is "new" for this many days after it joined the platform. */
export const NEW_PARTNER_DAYS = 30;

/** Reviews: 20 a page (spec 3 §9), content up to 2000 characters. */
export const REVIEW_PAGE_SIZE = 20;
export const REVIEW_TEXT_MAX = 2000;

/** Stashed filters per user, and their name length. */
export const MAX_STASHED_FILTERS = 20;
export const STASHED_FILTER_NAME_MAX = 100;

/** Refusals of the marketplace (409/404), translated under markets.refusals. */
export const MARKET_REFUSALS = [
  'partner_not_found',
  'agency_not_found',
  'filter_not_found',
  'review_exists',
  'review_not_allowed',
  // a brand reviews an agency once; a partner reviews a brand once (the ops CLI plays the partner)
  'agency_review_exists',
  'brand_review_exists',
] as const;
export type MarketRefusal = (typeof MARKET_REFUSALS)[number];

/** Field codes of the marketplace's 422s that the shared validation codes do not have (validates.<code>). */
export const MARKET_CODES = { stashedFiltersMax: 'stashed_filters_max', genuineRequired: 'genuine_required' } as const;
