import { z } from 'zod';
import { noRestrictedKeywords } from '../offers/rules.ts';
import { maxLength, noEmoji } from '../validation/text.ts';
import { zRules } from '../validation/zod.ts';
import { MARKET_CODES, MARKET_TABS, REVIEW_TEXT_MAX, STASHED_FILTER_NAME_MAX } from './enums.ts';

/**
 * Marketplace inputs (spec 3 §3, §5). The review text: required (c_c01), at most 2000 characters,
 * no restricted keyword (content_violates — the offers' list, docs/decisions/017) and no emoji
 * (no_emoji): reviews are shown to partners and on public profiles, where the spec's emoji rule applies.
 */
export const reviewInputSchema = z.object({
  rating: z.number().int().min(1).max(5),
  content: zRules([maxLength(REVIEW_TEXT_MAX), noRestrictedKeywords, noEmoji]),
  /** the "this describes a genuine experience" checkbox: must be ticked */
  genuine: z.boolean().refine((v) => v, { message: MARKET_CODES.genuineRequired }),
  /** the offer the review is about (one of this brand's); its name is kept with the review */
  offer_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

const ids = z.array(z.number().int().positive().max(2_147_483_647)).max(300).default([]);

/** The list's filters (spec 3 §2), in the POST body as the spec's call has them. Empty = no filter. */
export const marketFiltersSchema = z.object({
  verticals: ids,
  geos: ids,
  partner_types: ids,
  /** PARTNER_SIZES ids (monthly traffic bands) */
  partner_size: ids,
  /** SOCIAL_SIZES ids (follower bands) */
  social_size: ids,
  audience_gender: ids,
  audience_age: ids,
  organization_type: ids,
  paid_traffic: z.boolean().optional(),
  website: z.boolean().optional(),
  social: z.boolean().optional(),
});
export type MarketFilters = z.infer<typeof marketFiltersSchema>;
export type MarketFiltersInput = z.input<typeof marketFiltersSchema>;
/** No filter at all (the list's starting state). */
export const NO_FILTERS: MarketFilters = {
  verticals: [],
  geos: [],
  partner_types: [],
  partner_size: [],
  social_size: [],
  audience_gender: [],
  audience_age: [],
  organization_type: [],
};

/** A stashed filter: a name, and the list state it restores. */
export const stashedFilterInputSchema = z.object({
  name: zRules([maxLength(STASHED_FILTER_NAME_MAX), noEmoji]),
  tab: z.enum(MARKET_TABS).default('all'),
  search: zRules([maxLength(128)], { optional: true }).default(''),
  filters: marketFiltersSchema.default(NO_FILTERS),
});
export type StashedFilterInput = z.input<typeof stashedFilterInputSchema>;
