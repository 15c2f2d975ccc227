import { marketFiltersSchema, NO_FILTERS, type MarketFilters } from './schema.ts';
import { MARKET_SORT_BY, MARKET_TABS, type MarketSortBy, type MarketTab } from './enums.ts';

/**
 * The partner list's state in its URL (/markets/partner?…), so a link reproduces the list and a
 * stashed filter restores by navigating to it. Pure: search string in, state out, and back.
 * Values the API would refuse are dropped on reading (a hand-edited link shows the unfiltered list
 * rather than an error). Shared by the list page, the saved-filters page and the palette commands.
 */
export interface MarketListState {
  tab: MarketTab;
  search: string;
  sortBy: MarketSortBy;
  sort: 'asc' | 'desc';
  page: number;
  limit: number;
  filters: MarketFilters;
}

export const MARKET_LIST_PATH = '/markets/partner';
export const MARKET_PAGE_SIZES = [25, 50, 100] as const;
const SEARCH_MAX = 128;
const PAGE_MAX = 100_000;

export const DEFAULT_MARKET_LIST: MarketListState = {
  tab: 'all',
  search: '',
  sortBy: 'created_at',
  sort: 'desc',
  page: 1,
  limit: 25,
  filters: NO_FILTERS,
};

/** The id-list filters, in the order of the filter bar (spec 3 §2). */
export const ID_FILTERS = [
  'verticals',
  'geos',
  'partner_types',
  'partner_size',
  'social_size',
  'audience_gender',
  'audience_age',
  'organization_type',
] as const;
export type IdFilter = (typeof ID_FILTERS)[number];
/** The yes / no filters; absent = either. */
export const FLAG_FILTERS = ['paid_traffic', 'website', 'social'] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];

const ID_MAX = 2_147_483_647;
const ids = (v: string | null): number[] =>
  [
    ...new Set(
      (v ?? '')
        .split(',')
        .filter((x) => /^\d{1,10}$/.test(x))
        .map(Number)
        .filter((n) => n > 0 && n <= ID_MAX),
    ),
  ].slice(0, 300);
const flag = (v: string | null): boolean | undefined => (v === '1' ? true : v === '0' ? false : undefined);
const positive = (v: string | null, fallback: number, max: number) => {
  const n = v !== null && /^\d{1,6}$/.test(v) ? Number(v) : NaN;
  return n >= 1 && n <= max ? n : fallback;
};

export function readMarketList(p: URLSearchParams): MarketListState {
  const tab = p.get('tab');
  const sortBy = p.get('sort_by');
  const limit = Number(p.get('limit'));
  const filters: MarketFilters = { ...NO_FILTERS };
  for (const key of ID_FILTERS) filters[key] = ids(p.get(key));
  for (const key of FLAG_FILTERS) {
    const v = flag(p.get(key));
    if (v !== undefined) filters[key] = v;
  }
  return {
    tab: (MARKET_TABS as readonly string[]).includes(tab ?? '') ? (tab as MarketTab) : 'all',
    search: (p.get('search') ?? '').slice(0, SEARCH_MAX),
    sortBy: (MARKET_SORT_BY as readonly string[]).includes(sortBy ?? '') ? (sortBy as MarketSortBy) : 'created_at',
    sort: p.get('sort') === 'asc' ? 'asc' : 'desc',
    page: positive(p.get('page'), 1, PAGE_MAX),
    limit: (MARKET_PAGE_SIZES as readonly number[]).includes(limit) ? limit : 25,
    filters,
  };
}

/** The query string of `s` (no leading "?"); defaults are left out, so the plain list is the bare path. */
export function writeMarketList(s: MarketListState): string {
  const p = new URLSearchParams();
  if (s.tab !== 'all') p.set('tab', s.tab);
  if (s.search.trim()) p.set('search', s.search.trim().slice(0, SEARCH_MAX));
  for (const key of ID_FILTERS) if (s.filters[key].length > 0) p.set(key, s.filters[key].join(','));
  for (const key of FLAG_FILTERS) if (s.filters[key] !== undefined) p.set(key, s.filters[key] ? '1' : '0');
  if (s.sortBy !== 'created_at') p.set('sort_by', s.sortBy);
  if (s.sort !== 'desc') p.set('sort', s.sort);
  if (s.page !== 1) p.set('page', String(s.page));
  if (s.limit !== 25) p.set('limit', String(s.limit));
  return p.toString();
}

/** The link of a list state (the bare path when nothing is set). */
export function marketListPath(s: MarketListState): string {
  const qs = writeMarketList(s);
  return qs ? `${MARKET_LIST_PATH}?${qs}` : MARKET_LIST_PATH;
}

/** The list a stashed filter restores: its tab, search and filters, first page, default sort. */
export function stashedFilterPath(f: { tab: MarketTab; search: string; filters: MarketFilters }): string {
  return marketListPath({ ...DEFAULT_MARKET_LIST, tab: f.tab, search: f.search, filters: marketFiltersSchema.parse(f.filters) });
}

/** How many filters are set (the search included): 0 = the unfiltered list. */
export function filterCount(s: Pick<MarketListState, 'search' | 'filters'>): number {
  let n = s.search.trim() ? 1 : 0;
  for (const key of ID_FILTERS) if (s.filters[key].length > 0) n += 1;
  for (const key of FLAG_FILTERS) if (s.filters[key] !== undefined) n += 1;
  return n;
}

/** The API's request of a list state (src/api/markets.ts `MarketListParams`). */
export function marketListRequest(s: MarketListState) {
  const search = s.search.trim();
  return {
    query: { tab: s.tab, page: s.page, limit: s.limit, sort_by: s.sortBy, sort: s.sort, ...(search ? { search } : {}) },
    filters: s.filters,
  };
}
