import type { Offer } from '../../../domain/offers/schema.ts';

/** A complete offer as GET /api/offers/:id answers it, for the offer pages' dom tests. */
export function offerFixture(over: Partial<Offer> = {}): Offer {
  return {
    id: 42, uuid: '00000000-0000-4000-8000-000000000042', short_code: null, status: 1, visibility: 'private', review_rejected_at: null, review_requested_at: null,
    working_mode: 1, waiting_for_start: false, tracking_test_status: 'none', has_events: false, name: 'Spring sale', vertical_id: 1, sub_vertical_id: null, channel_id: 1,
    payout_model_id: 1, revenue_model_id: 1, default_payout: '12.5', default_revenue: '20', payout_type_id: 1, revenue_type_id: 1, priority: 2,
    thumbnail_file_id: null, offer_group_id: null, tags: ['spring'], description: '', terms: '', internal_note: '', android_app_id: '', ios_app_id: '',
    private_payouts: [], preview_url: '', default_landing_page_url: 'https://shop.test/', redirect_url: '', macro_url: '', tracking_domain: '', tracking_sub_domain: '',
    click_lifetime: 30, session_lifespan: 90, conversion_lifetime: 30, additional_params: '', manual_approval: false, allow_duplicates: false, multiple_conversions: false,
    countries: [], regions: [], cities: [], zip_codes: '', devices: [], operating_systems: [], browsers: [], ip_blacklist: '',
    start_date: null, end_date: null, time_zone: 'UTC', time_segments: [], budgets: [], creative_ids: [],
    created_at: '2026-03-05T14:07:00.000Z', updated_at: '2026-03-05T14:07:00.000Z',
    ...over,
  };
}
