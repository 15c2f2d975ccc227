import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { paramName, maxLength } from '../validation/text.ts';
import { zRules } from '../validation/zod.ts';
import { ASSET_CODES, idParams, nameField, OFFERS_READ, OFFERS_WRITE, okSchema, zId, zMoney } from './shared.ts';

/**
 * Conversion events of a brand (spec 2 §3 "Conversion event") and their links to offers ("Offer
 * event link": event mode, primary flag, auto assign per partner). Codes match the reference lists
 * (src/domain/reference/data/offers.ts). Payout, bonus and revenue are decimal strings (never
 * floats); a percent-of-sale payout is at most 100. Exactly one link per offer is primary.
 */
export const EVENT_TYPES = ['sale', 'lead', 'registration', 'install', 'first_deposit', 'subscription', 'app_event', 'other'] as const;
export const PAYOUT_TYPES = ['fixed', 'percent'] as const;
export const CONVERSION_METHODS = ['server_postback', 'image_pixel', 'iframe', 'javascript', 'thank_you_page', 'button_target'] as const;
export type ConversionMethod = (typeof CONVERSION_METHODS)[number];
/** public: every partner of the offer may send it; private: only partners it is assigned to. */
export const EVENT_MODES = ['public', 'private'] as const;
export const PAR_KEYS = ['par1', 'par2', 'par3', 'par4', 'par5', 'par6', 'par7', 'par8', 'par9', 'par10'] as const;
export const SUB_KEYS = ['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const;
export type ParKey = (typeof PAR_KEYS)[number];
export type SubKey = (typeof SUB_KEYS)[number];

const paramField = zRules([paramName, maxLength(64)], { optional: true });
const paramShape = Object.fromEntries([...PAR_KEYS, ...SUB_KEYS].map((k) => [k, paramField])) as Record<ParKey | SubKey, typeof paramField>;

export const conversionEventBody = z
  .object({
    name: nameField,
    type: z.enum(EVENT_TYPES),
    payout_type: z.enum(PAYOUT_TYPES),
    payout: zMoney,
    bonus: zMoney.default('0'),
    revenue: zMoney.default('0'),
    auto_accept: z.boolean().default(true),
    method: z.enum(CONVERSION_METHODS),
    external_conversion_id: zRules([maxLength(255)], { optional: true }),
    ...paramShape,
  })
  .superRefine((e, ctx) => {
    if (e.payout_type === 'percent' && Number(e.payout) > 100)
      ctx.addIssue({ code: 'custom', message: ASSET_CODES.percentMax, path: ['payout'] });
  });
export type EventInput = z.input<typeof conversionEventBody>;

const paramOut = Object.fromEntries([...PAR_KEYS, ...SUB_KEYS].map((k) => [k, z.string()])) as Record<ParKey | SubKey, z.ZodString>;
export const conversionEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(EVENT_TYPES),
  payout_type: z.enum(PAYOUT_TYPES),
  payout: z.string(),
  bonus: z.string(),
  revenue: z.string(),
  auto_accept: z.boolean(),
  method: z.enum(CONVERSION_METHODS),
  external_conversion_id: z.string(),
  ...paramOut,
  offer_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConversionEvent = z.infer<typeof conversionEventSchema>;

export const listConversionEvents = endpoint({
  id: 'conversionEvents.list',
  method: 'GET',
  path: '/api/offers/conversion-event',
  summary: 'Conversion events of the brand, newest first',
  access: OFFERS_READ,
  response: z.array(conversionEventSchema),
});

export const getConversionEvent = endpoint({
  id: 'conversionEvents.get',
  method: 'GET',
  path: '/api/offers/conversion-event/:eventId',
  summary: 'One conversion event',
  access: OFFERS_READ,
  params: idParams('eventId'),
  response: conversionEventSchema,
});

export const createConversionEvent = endpoint({
  id: 'conversionEvents.create',
  method: 'POST',
  path: '/api/offers/conversion-event',
  summary: 'Create a conversion event',
  access: OFFERS_WRITE,
  body: conversionEventBody,
  response: conversionEventSchema,
});

export const updateConversionEvent = endpoint({
  id: 'conversionEvents.update',
  method: 'PUT',
  path: '/api/offers/conversion-event/:eventId',
  summary: 'Replace a conversion event (422 tracking_url_unsupported: button target on an offer with a specific tracking URL)',
  access: OFFERS_WRITE,
  params: idParams('eventId'),
  body: conversionEventBody,
  response: conversionEventSchema,
});

export const deleteConversionEvent = endpoint({
  id: 'conversionEvents.delete',
  method: 'DELETE',
  path: '/api/offers/conversion-event/:eventId',
  summary: 'Delete a conversion event (409 event_in_use while it is an offer’s primary event)',
  access: OFFERS_WRITE,
  params: idParams('eventId'),
  response: okSchema,
});

export const linkSchema = z.object({
  event_id: zId,
  event_mode: z.enum(EVENT_MODES).default('public'),
  is_primary: z.boolean().default(false),
  auto_assign: z.boolean().default(true),
});
export const offerEventsBody = z.object({ offer_id: zId, events: z.array(linkSchema).max(50) }).superRefine((b, ctx) => {
  const ids = b.events.map((e) => e.event_id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: ASSET_CODES.duplicateEvent, path: ['events'] });
  if (b.events.length > 0 && b.events.filter((e) => e.is_primary).length !== 1) {
    ctx.addIssue({ code: 'custom', message: ASSET_CODES.primaryEvent, path: ['events'] });
  }
});
export type OfferEventsInput = z.input<typeof offerEventsBody>;

export const offerEventSchema = z.object({
  offer_id: z.number().int(),
  offer_name: z.string(),
  event_id: z.number().int(),
  event_name: z.string(),
  method: z.enum(CONVERSION_METHODS),
  event_mode: z.enum(EVENT_MODES),
  is_primary: z.boolean(),
  auto_assign: z.boolean(),
});
export type OfferEvent = z.infer<typeof offerEventSchema>;

export const listOfferEvents = endpoint({
  id: 'offerEvents.list',
  method: 'GET',
  path: '/api/offers/event-mode',
  summary: 'The events linked to an offer (primary first)',
  access: OFFERS_READ,
  query: z.object({ offer_id: zId }),
  response: z.array(offerEventSchema),
});

export const saveOfferEvents = endpoint({
  id: 'offerEvents.save',
  method: 'POST',
  path: '/api/offers/conversion-event/save',
  summary: 'Replace the events linked to an offer: exactly one primary; button target refused with a specific tracking URL',
  access: OFFERS_WRITE,
  body: offerEventsBody,
  response: z.array(offerEventSchema),
});
