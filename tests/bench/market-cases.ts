import type { MarketFilters, MarketListQuery } from '../../src/domain/markets/contract.ts';
import { NO_FILTERS } from '../../src/domain/markets/schema.ts';

/** The marketplace list's benchmark cases, shared by `npm run bench:marketplace` and its EXPLAIN companion. */
export const q = (over: Partial<MarketListQuery> = {}): MarketListQuery => ({
  tab: 'all',
  page: 1,
  limit: 25,
  sort: 'desc',
  sort_by: 'created_at',
  search: undefined,
  ...over,
});

/** What a brand typically asks: the first page, one or two filters, sometimes a search or another sort. */
export const CASES: { name: string; query: MarketListQuery; filters: MarketFilters }[] = [
  { name: 'no filter, newest first', query: q(), filters: NO_FILTERS },
  { name: 'vertical e-commerce', query: q(), filters: { ...NO_FILTERS, verticals: [1] } },
  { name: 'vertical finance + geo VN', query: q(), filters: { ...NO_FILTERS, verticals: [2], geos: [704] } },
  { name: 'geo TH, page 3', query: q({ page: 3 }), filters: { ...NO_FILTERS, geos: [764] } },
  { name: 'influencers, social 10K–500K', query: q(), filters: { ...NO_FILTERS, partner_types: [2], social_size: [2] } },
  { name: 'traffic 100K–1M, website', query: q(), filters: { ...NO_FILTERS, partner_size: [3], website: true } },
  {
    name: 'female 25–34, paid traffic',
    query: q(),
    filters: { ...NO_FILTERS, audience_gender: [2], audience_age: [3], paid_traffic: true },
  },
  { name: 'company, travel, by rank', query: q({ sort_by: 'rank' }), filters: { ...NO_FILTERS, organization_type: [2], verticals: [3] } },
  { name: 'by rating', query: q({ sort_by: 'rating' }), filters: NO_FILTERS },
  { name: 'search "review"', query: q({ search: 'review' }), filters: NO_FILTERS },
  { name: 'search "Tài Chính", geo VN', query: q({ search: 'Tài Chính' }), filters: { ...NO_FILTERS, geos: [704] } },
  { name: 'suggested tab', query: q({ tab: 'suggested' }), filters: NO_FILTERS },
];
