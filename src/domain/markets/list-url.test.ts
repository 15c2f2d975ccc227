import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MARKET_LIST,
  filterCount,
  marketListPath,
  marketListRequest,
  readMarketList,
  stashedFilterPath,
  writeMarketList,
} from './list-url.ts';
import { NO_FILTERS } from './schema.ts';

const read = (qs: string) => readMarketList(new URLSearchParams(qs));

describe('the partner list in its URL', () => {
  it('the plain list is the bare path; defaults are never written', () => {
    expect(writeMarketList(DEFAULT_MARKET_LIST)).toBe('');
    expect(marketListPath(DEFAULT_MARKET_LIST)).toBe('/markets/partner');
    expect(read('')).toEqual(DEFAULT_MARKET_LIST);
  });

  it('round-trips every filter, the tab, search, sort and paging', () => {
    const state = {
      tab: 'suggested' as const,
      search: 'Tài chính',
      sortBy: 'rank' as const,
      sort: 'asc' as const,
      page: 3,
      limit: 50,
      filters: {
        ...NO_FILTERS,
        verticals: [2, 5],
        geos: [704],
        partner_types: [1],
        partner_size: [3],
        social_size: [2],
        audience_gender: [2],
        audience_age: [2, 3],
        organization_type: [1],
        paid_traffic: true,
        website: false,
        social: true,
      },
    };
    const qs = writeMarketList(state);
    expect(qs).toContain('verticals=2%2C5');
    expect(qs).toContain('website=0');
    expect(read(qs)).toEqual(state);
  });

  it('drops what the API would refuse instead of failing the page', () => {
    const s = read('tab=hidden&sort_by=name&sort=up&page=-2&limit=7&verticals=1,x,0,99999999999,1&paid_traffic=maybe');
    expect(s.tab).toBe('all');
    expect(s.sortBy).toBe('created_at');
    expect(s.sort).toBe('desc');
    expect(s.page).toBe(1);
    expect(s.limit).toBe(25);
    expect(s.filters.verticals).toEqual([1]);
    expect(s.filters.paid_traffic).toBeUndefined();
  });

  it('a stashed filter restores on page 1 with the default sort', () => {
    expect(stashedFilterPath({ tab: 'all', search: 'shop', filters: { ...NO_FILTERS, geos: [704] } })).toBe(
      '/markets/partner?search=shop&geos=704',
    );
  });

  it('counts the set filters and builds the POST request (filters in the body)', () => {
    const s = read('search=%20a%20&geos=1&social=0');
    expect(filterCount(s)).toBe(3);
    expect(filterCount(DEFAULT_MARKET_LIST)).toBe(0);
    expect(marketListRequest(s)).toEqual({
      query: { tab: 'all', page: 1, limit: 25, sort_by: 'created_at', sort: 'desc', search: 'a' },
      filters: { ...NO_FILTERS, geos: [1], social: false },
    });
  });
});
