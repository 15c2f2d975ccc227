import type { MarketPartnerDetail, MarketReview } from '../../../src/domain/markets/contract.ts';

/** Fake answers of the market profile calls for the dom tests (shapes of src/domain/markets/contract.ts). */
export const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(status < 300 ? { data: body } : body), { status, headers: { 'content-type': 'application/json' } });

export const refusal = (status: number, code: string, errors: { field: string; code: string }[] = []) =>
  json({ message: code, code, errors }, status);

export function partnerFixture(over: Partial<MarketPartnerDetail> = {}): MarketPartnerDetail {
  return {
    id: 7,
    display_name: 'Zeta Lan Review',
    avatar_file_id: null,
    bio: 'Tech reviews for Vietnamese shoppers.',
    partner_type_id: 2,
    organization_type_id: 1,
    vertical_ids: [1],
    country_ids: [704],
    rating: '4.50',
    total_reviews: 2,
    rank: 2,
    badge: 'gold',
    partner_score: 880,
    traffic_visits: 200_000,
    social_followers: 50_000,
    paid_traffic: false,
    created_at: '2026-11-20T00:00:00.000Z',
    is_new: true,
    is_favorite: false,
    is_blocked: false,
    is_joined: false,
    joined_at: null,
    working_mode: null,
    working_mode_since: null,
    suggestion_score: null,
    first_name: 'Lan',
    last_name: 'Nguyen',
    promote_method_ids: [4],
    social: [{ platform: 'tiktok', url: 'https://tiktok.com/@zeta', followers: 50_000 }],
    properties: [
      {
        name: 'zetalan.vn',
        type_id: 1,
        link: 'https://zetalan.vn',
        visit: 200_000,
        followers: 0,
        verified: true,
        primary: true,
        social_platform: null,
        traffic_source_id: null,
      },
    ],
    year_of_experience: 4,
    audience_age_ids: [2],
    audience_gender_ids: [2],
    campaign_start: '2026-12-01',
    min_cpa: '2.5000',
    min_cpc: null,
    min_revenue_share: '10.00',
    media_kit_file_id: null,
    has_website: true,
    has_social: true,
    statistics: { clicks: 1200, conversions: 36, approved: 31, visits: 9000, cr: '3.00', acceptance: '86.11', epc: '0.1250', score: 880 },
    vertical_traffic: [
      { id: 1, share: 70 },
      { id: 2, share: 30 },
    ],
    country_traffic: [{ id: 704, share: 100 }],
    achievement: { trophies: { gold: 2, silver: 1, bronze: 0 }, reputation: 91, partner_score: 880 },
    is_reviewed: false,
    can_review: true,
    ...over,
  };
}

export const reviewFixture = (over: Partial<MarketReview> = {}): MarketReview => ({
  id: 1,
  rating: 5,
  content: 'Clean traffic and fast reporting.',
  offer_name: 'Summer sale',
  company_name: 'Other Brand',
  created_at: '2026-11-01T08:00:00.000Z',
  is_mine: false,
  ...over,
});

export const reviewPage = (items: MarketReview[], stars = [0, 0, 0, 1, 1], totalPages = 1) => ({
  items,
  paging: { current_page: 1, limit: 20, total_row: items.length, total_page: totalPages },
  stars,
});

export const performanceFixture = () => ({
  brand: { clicks: 300, conversions: 12, approved: 10, payout: '24.00', revenue: '60.00', cr: '4.00', epc: '0.2000' },
  platform: { clicks: 1200, conversions: 36, approved: 31, visits: 9000, cr: '3.00', acceptance: '86.11', epc: '0.1250', score: 880 },
  visits: [
    { day: '2026-11-23', visits: 300, clicks: 40, conversions: 1 },
    { day: '2026-11-24', visits: 420, clicks: 52, conversions: 2 },
  ],
});
