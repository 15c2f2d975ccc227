import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { url as urlRule } from '../validation/formats.ts';
import { maxLength } from '../validation/text.ts';
import { zRules } from '../validation/zod.ts';
import { ASSET_CODES, FIELD_MAX, OFFERS_READ, OFFERS_WRITE, zId } from './shared.ts';
import type { ConversionMethod } from './conversion-events.ts';

/**
 * Tracking settings of an offer (spec 2 §3 tracking types; §5 rules) and the brand's global postback.
 * The generated snippets point at the public tracking endpoints (built by the tracking issue); see
 * ./snippets.ts. A "specific tracking URL" is the brand's own URL template the platform calls on a
 * conversion instead of the brand calling us; it must carry {promo_code} when the offer is tracked
 * through a discount program, and cannot be combined with a JS pixel or a button-target event.
 */
export const TRACKING_TYPES = ['js_pixel', 'iframe_pixel', 'click_pixel', 's2s'] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];
export const PROMO_PLACEHOLDER = '{promo_code}';

export const trackingBody = z.object({
  offer_id: zId,
  tracking_type: z.enum(TRACKING_TYPES),
  tracking_url: zRules([maxLength(FIELD_MAX.url), urlRule], { optional: true }),
  uses_discount_program: z.boolean().default(false),
});
export type TrackingInput = z.input<typeof trackingBody>;

export interface TrackingRuleInput {
  tracking_type: TrackingType;
  tracking_url?: string | null;
  uses_discount_program: boolean;
  /** methods of the events linked to the offer */
  methods: readonly ConversionMethod[];
}

/**
 * The two tracking rules of spec 2 §5 as field errors (empty when fine). Pure: the form shows them
 * before saving, the server refuses with 422 and the same codes.
 */
export function trackingRuleErrors(t: TrackingRuleInput): { field: string; code: string }[] {
  const out: { field: string; code: string }[] = [];
  const specific = Boolean(t.tracking_url && t.tracking_url.trim());
  if (t.uses_discount_program && (!specific || !t.tracking_url!.includes(PROMO_PLACEHOLDER))) {
    out.push({ field: 'tracking_url', code: ASSET_CODES.promoPlaceholder });
  }
  if (specific && t.tracking_type === 'js_pixel') out.push({ field: 'tracking_type', code: ASSET_CODES.trackingUrlUnsupported });
  if (specific && t.methods.includes('button_target')) out.push({ field: 'tracking_url', code: ASSET_CODES.trackingUrlUnsupported });
  return out;
}

export const snippetSchema = z.object({
  /** what the snippet is: a tracking type, or `postback` for one event's S2S template */
  kind: z.string(),
  event_id: z.number().int().nullable(),
  event_name: z.string().nullable(),
  /** the text to copy: a URL template or an HTML snippet */
  code: z.string(),
});
export type Snippet = z.infer<typeof snippetSchema>;

export const trackingSchema = z.object({
  offer_id: z.number().int(),
  tracking_type: z.enum(TRACKING_TYPES),
  tracking_url: z.string(),
  uses_discount_program: z.boolean(),
  updated_at: z.string().nullable(),
  snippets: z.array(snippetSchema),
});
export type TrackingSettings = z.infer<typeof trackingSchema>;

export const getTracking = endpoint({
  id: 'tracking.get',
  method: 'GET',
  path: '/api/offers/script',
  summary: 'Tracking settings of an offer with its generated snippets and postback URL templates',
  access: OFFERS_READ,
  // the postback URL templates carry the brand's global postback token
  revealsSecret: true,
  query: z.object({ offer_id: zId }),
  response: trackingSchema,
});

export const saveTracking = endpoint({
  id: 'tracking.save',
  method: 'PUT',
  path: '/api/offers/script',
  summary: 'Save an offer’s tracking settings (422 promo_code_placeholder / tracking_url_unsupported)',
  access: OFFERS_WRITE,
  body: trackingBody,
  response: trackingSchema,
});

export const globalPostbackSchema = z.object({
  /** the brand's postback URL template, valid for every offer */
  url: z.string(),
  /** macros the brand's server replaces */
  macros: z.array(z.string()),
});

export const getGlobalPostback = endpoint({
  id: 'tracking.globalPostback',
  method: 'GET',
  path: '/api/offers/global-postback',
  summary: 'The brand’s global postback URL template (its token is created on first read)',
  access: OFFERS_READ,
  revealsSecret: true,
  response: globalPostbackSchema,
});

export const rotateGlobalPostback = endpoint({
  id: 'tracking.rotateGlobalPostback',
  method: 'POST',
  path: '/api/offers/global-postback/rotate',
  summary: 'Replace the global postback token; the old URL stops being accepted',
  access: OFFERS_WRITE,
  response: globalPostbackSchema,
});
