import { z } from 'zod';
import { pruneGeo } from '../reference/geo-ids.ts';
import { decimal4, notTooLarge, number, numberMin } from '../validation/numbers.ts';
import { maxLength, noEmoji } from '../validation/text.ts';
import { url as urlRule } from '../validation/formats.ts';
import { zDate, zDomain, zIpList, zRules, zTags, zTime, zZipList } from '../validation/zod.ts';
import {
  BUDGET_FREQUENCY_IDS,
  BUDGET_TYPE_IDS,
  MAX_TARGET_ITEMS,
  OFFER_NAME_MAX,
  OFFER_TEXT_MAX,
  OFFER_URL_MAX,
  OFFER_VISIBILITY,
  PAYOUT_MODEL_IDS,
  PAYOUT_TYPE_IDS,
  PRIORITY_IDS,
  REVENUE_MODEL_IDS,
  TRACKING_TEST_STATUSES,
} from './enums.ts';
import { additionalParams, noRestrictedKeywords } from './rules.ts';

/**
 * Offer fields per edit tab (spec 2 §2–§3). Input schemas carry the field rules of the shared
 * validation library, so a 422 carries the same `validates.<code>` the form shows. Rules that need
 * the clock (dates against today) or the whole list (budgets) live in rules.ts and run in the
 * handlers. Money: decimal strings (≤ 4 places), never numbers.
 */
const oneOf = <T extends readonly number[]>(ids: T) =>
  z
    .number()
    .int()
    .refine((n) => (ids as readonly number[]).includes(n), { message: 'not_valid' });
const refId = z.number().int().positive().max(2_147_483_647);
const idList = z.array(refId).max(MAX_TARGET_ITEMS);
/** A money amount ≥ 0 with at most 4 decimals, as a decimal string. */
export const zMoney = () => zRules([number, numberMin(0), decimal4, notTooLarge()]);
const text = (max: number) => zRules([maxLength(max), noRestrictedKeywords], { optional: true });
const url = () => zRules([maxLength(OFFER_URL_MAX), urlRule], { optional: true });
const nullableId = refId.nullable().optional();

export const privatePayoutSchema = z.object({ partner_id: refId, payout: zMoney() });
export const budgetSchema = z.object({
  budget_type: oneOf(BUDGET_TYPE_IDS),
  frequency: oneOf(BUDGET_FREQUENCY_IDS),
  value: zMoney(),
});
/** day: 0 = Sunday … 6 = Saturday (SCHEDULE_DAYS ids); times HH:mm, 00:00–24:00. */
export const timeSegmentSchema = z.object({ day: z.number().int().min(0).max(6), start_time: zTime(), end_time: zTime() });
const appId = zRules([maxLength(OFFER_NAME_MAX)], { optional: true });

export const generalFields = {
  name: zRules([maxLength(OFFER_NAME_MAX), noEmoji, noRestrictedKeywords]),
  vertical_id: refId,
  sub_vertical_id: nullableId,
  channel_id: refId,
  payout_model_id: oneOf(PAYOUT_MODEL_IDS),
  revenue_model_id: oneOf(REVENUE_MODEL_IDS),
  default_payout: zMoney(),
  default_revenue: zMoney(),
  /** payout value type: 1 fixed amount, 2 percent of sale */
  payout_type_id: oneOf(PAYOUT_TYPE_IDS),
  revenue_type_id: oneOf(PAYOUT_TYPE_IDS),
  priority: oneOf(PRIORITY_IDS),
  thumbnail_file_id: nullableId,
  offer_group_id: nullableId,
  tags: zTags(),
  description: text(OFFER_TEXT_MAX),
  terms: text(OFFER_TEXT_MAX),
  internal_note: text(OFFER_TEXT_MAX),
  android_app_id: appId,
  ios_app_id: appId,
  private_payouts: z.array(privatePayoutSchema).max(MAX_TARGET_ITEMS),
};
export const trackingFields = {
  preview_url: url(),
  default_landing_page_url: zRules([maxLength(OFFER_URL_MAX), urlRule]),
  redirect_url: url(),
  macro_url: url(),
  tracking_domain: zDomain({ optional: true }),
  tracking_sub_domain: zRules([maxLength(63)], { optional: true }),
  /** days; click 30, session 90 (7 for a mobile-app channel), conversion 30 when absent */
  click_lifetime: z.number().int().min(1).max(365),
  session_lifespan: z.number().int().min(1).max(365),
  conversion_lifetime: z.number().int().min(1).max(365),
  additional_params: zRules([additionalParams], { optional: true }),
  manual_approval: z.boolean(),
  allow_duplicates: z.boolean(),
  multiple_conversions: z.boolean(),
};
export const targetingFields = {
  countries: idList,
  regions: idList,
  cities: idList,
  /** comma-separated zip codes */
  zip_codes: zZipList(undefined, { optional: true }),
  devices: idList,
  operating_systems: idList,
  browsers: idList,
  /** comma-separated IPv4 addresses */
  ip_blacklist: zIpList({ optional: true }),
};
export const scheduleFields = {
  /** MM/dd/yyyy in the offer's time zone */
  start_date: zDate({ optional: true }),
  end_date: zDate({ optional: true }),
  /** IANA id (reference time_zones) */
  time_zone: z.string().min(1).max(64),
  time_segments: z.array(timeSegmentSchema).max(7 * 24),
  budgets: z.array(budgetSchema).max(BUDGET_TYPE_IDS.length * BUDGET_FREQUENCY_IDS.length),
};
export const creativeFields = {
  /** creatives (the creatives feature) shown with this offer */
  creative_ids: idList,
};

export const generalBody = z.object(generalFields);
export const trackingBody = z.object(trackingFields);
/**
 * Regions must lie in the chosen countries and cities in the chosen regions (ids tell their parent,
 * decision 009): a region of a country not targeted would refuse every click. The form drops them as
 * the user removes a country; an API client that sends them gets `invalid_value` on the field.
 */
function geoConsistent(v: { countries?: number[]; regions?: number[]; cities?: number[] }, ctx: z.RefinementCtx): void {
  const given = { countries: v.countries ?? [], regions: v.regions ?? [], cities: v.cities ?? [] };
  const kept = pruneGeo(given);
  for (const field of ['regions', 'cities'] as const)
    if (kept[field].length < given[field].length)
      ctx.addIssue({ code: 'custom', message: 'invalid_value', path: [field], input: v[field] });
}
export const targetingBody = z.object(targetingFields).superRefine(geoConsistent);
export const scheduleBody = z.object(scheduleFields);
export const creativeBody = z.object(creativeFields);

/**
 * Create: general + tracking required (name, models, payouts, landing page); the later stepper
 * steps may be left out and take their defaults (lifetimes by channel, no targeting, no budget).
 */
export const createBody = z
  .object({
    ...generalFields,
    tags: generalFields.tags.default([]),
    private_payouts: generalFields.private_payouts.default([]),
    priority: generalFields.priority.default(2),
    payout_type_id: generalFields.payout_type_id.default(1),
    revenue_type_id: generalFields.revenue_type_id.default(1),
    ...trackingFields,
    click_lifetime: trackingFields.click_lifetime.optional(),
    session_lifespan: trackingFields.session_lifespan.optional(),
    conversion_lifetime: trackingFields.conversion_lifetime.optional(),
    manual_approval: z.boolean().default(false),
    allow_duplicates: z.boolean().default(false),
    multiple_conversions: z.boolean().default(false),
    ...z.object(targetingFields).partial().shape,
    ...scheduleFields,
    time_zone: scheduleFields.time_zone.optional(),
    time_segments: scheduleFields.time_segments.default([]),
    budgets: scheduleFields.budgets.default([]),
    creative_ids: idList.default([]),
  })
  .superRefine(geoConsistent);
export type CreateOfferInput = z.input<typeof createBody>;

const out = {
  str: z.string(),
  strN: z.string().nullable(),
  idN: z.number().int().nullable(),
  ids: z.array(z.number().int()),
};
/** The full offer as the detail page and the edit tabs read it. */
export const offerSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  short_code: out.strN,
  /** OFFER_STATUS: 1 active, 2 paused, 3 pending, 4 deleted, 5 deactivated */
  status: z.number().int(),
  visibility: z.enum(OFFER_VISIBILITY),
  /** set when an admin refused the last public request (cleared by the next request) */
  review_rejected_at: out.strN,
  review_requested_at: out.strN,
  working_mode: z.number().int(),
  /** the start date is still ahead: only the schedule starts the offer (the status chart's `waiting`) */
  waiting_for_start: z.boolean(),
  tracking_test_status: z.enum(TRACKING_TEST_STATUSES),
  /** event setup exists (the conversion-events feature); needed to go public */
  has_events: z.boolean(),
  name: out.str,
  vertical_id: z.number().int(),
  sub_vertical_id: out.idN,
  channel_id: z.number().int(),
  payout_model_id: z.number().int(),
  revenue_model_id: z.number().int(),
  default_payout: out.str,
  default_revenue: out.str,
  payout_type_id: z.number().int(),
  revenue_type_id: z.number().int(),
  priority: z.number().int(),
  thumbnail_file_id: out.idN,
  offer_group_id: out.idN,
  tags: z.array(z.string()),
  description: out.str,
  terms: out.str,
  internal_note: out.str,
  android_app_id: out.str,
  ios_app_id: out.str,
  private_payouts: z.array(z.object({ partner_id: z.number().int(), payout: z.string() })),
  preview_url: out.str,
  default_landing_page_url: out.str,
  redirect_url: out.str,
  macro_url: out.str,
  tracking_domain: out.str,
  tracking_sub_domain: out.str,
  click_lifetime: z.number().int(),
  session_lifespan: z.number().int(),
  conversion_lifetime: z.number().int(),
  additional_params: out.str,
  manual_approval: z.boolean(),
  allow_duplicates: z.boolean(),
  multiple_conversions: z.boolean(),
  countries: out.ids,
  regions: out.ids,
  cities: out.ids,
  zip_codes: out.str,
  devices: out.ids,
  operating_systems: out.ids,
  browsers: out.ids,
  ip_blacklist: out.str,
  start_date: out.strN,
  end_date: out.strN,
  time_zone: out.str,
  time_segments: z.array(z.object({ day: z.number().int(), start_time: z.string(), end_time: z.string() })),
  budgets: z.array(z.object({ budget_type: z.number().int(), frequency: z.number().int(), value: z.string() })),
  creative_ids: out.ids,
  created_at: out.str,
  updated_at: out.str,
});
export type Offer = z.infer<typeof offerSchema>;

/** A row of the offer list (spec 2 §3 "Offer list row"). */
export const offerRowSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  status: z.number().int(),
  visibility: z.enum(OFFER_VISIBILITY),
  working_mode: z.number().int(),
  default_payout: z.string(),
  payout_type_id: z.number().int(),
  payout_model_id: z.number().int(),
  vertical_id: z.number().int(),
  offer_group_id: out.idN,
  total_partners: z.number().int(),
  working_partners: z.number().int(),
  tags: z.array(z.string()),
  start_date: out.strN,
  end_date: out.strN,
  created_at: z.string(),
});
export type OfferRow = z.infer<typeof offerRowSchema>;
