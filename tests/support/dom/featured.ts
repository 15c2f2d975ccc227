import type { Featured } from '../../../src/domain/markets/contract.ts';

/** Fake answers of GET /api/markets/featured and the reference lists it is named from, for the dom tests. */
const partner = (partner_id: number, display_name: string, rank: number, value: number) => ({ partner_id, display_name, rank, value });

export function featuredData(): Featured {
  return {
    top_verticals: [
      { id: 1, value: 5400 },
      { id: 2, value: 1200 },
      { id: 99, value: 10 },
    ],
    top_geolocations: [
      { id: 240, value: 7000 },
      { id: 230, value: 900 },
    ],
    conversion_board: [
      { day: '2026-03-14', clicks: 1500, conversions: 40 },
      { day: '2026-03-15', clicks: 1620, conversions: 52 },
    ],
    top_publishers: [partner(11, 'Nguyễn Thị Lan', 2, 310), partner(12, 'Blue Harbor Media', 5, 120)],
    partner_suggestions: [partner(13, 'Coupon Owl', 9, 5.84)],
    top_talent: [partner(14, 'Trần Minh Khoa', 12, 812)],
    top_conversion_acceptance: [partner(11, 'Nguyễn Thị Lan', 2, 87.5)],
    top_high_performance: [partner(12, 'Blue Harbor Media', 5, 0.4213)],
    top_paid_traffic: [],
    top_properties: [{ partner_id: 12, display_name: 'Blue Harbor Media', name: 'harbor.example', type_id: 1, value: 250000 }],
    banners: [
      { key: 'new_partners_week', partner_id: null, value: 7 },
      { key: 'brand_clicks_30d', partner_id: null, value: 10543 },
      { key: 'brand_conversions_30d', partner_id: null, value: 412 },
      { key: 'favorites', partner_id: null, value: 3 },
      { key: 'top_publisher', partner_id: 11, value: 310 },
    ],
  };
}

export const FEATURED_META = {
  verticals: [
    { id: 1, code: 'ecommerce', name: 'E-commerce', sub_verticals: [] },
    { id: 2, code: 'finance', name: 'Finance', sub_verticals: [] },
  ],
};
export const FEATURED_COUNTRIES = [
  { id: 240, code: 'VN', phone_code: '84', name: 'Vietnam' },
  { id: 230, code: 'TH', phone_code: '66', name: 'Thailand' },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** `routes` for renderApp; `fail` answers the featured call with a 500 until `recover()` is called. */
export function featuredRoutes(data: Featured = featuredData(), { fail = false } = {}) {
  const state = { fail, calls: 0 };
  const routes: Record<string, (url: URL) => Response> = {
    'GET /api/markets/featured': () => {
      state.calls += 1;
      return state.fail ? json(500, { message: 'boom', code: 'internal', errors: [] }) : json(200, { data });
    },
    'GET /api/common/meta': () => json(200, { data: FEATURED_META }),
    'GET /api/common/countries': () => json(200, { data: FEATURED_COUNTRIES }),
  };
  return { routes, state, recover: () => (state.fail = false) };
}
