import { z } from 'zod';
import { pageSizeQuery } from '../contract.ts';
import { FIELD_MAX } from '../validation/codes.ts';
import { zName } from '../validation/zod.ts';
import { LEVEL } from '../permissions.ts';

/**
 * Pieces shared by the offer-asset contracts (groups, questionnaires, creatives, conversion events,
 * tracking). docs/decisions/018-offer-assets.md.
 */

/** Spec 2 §6: the offers module governs this area; reading needs level 2, every write level 15. */
export const OFFERS_READ = { kind: 'module', module: 'offers', level: LEVEL.read } as const;
export const OFFERS_WRITE = { kind: 'module', module: 'offers', level: LEVEL.full } as const;

/** A positive database id in a path (`:groupId` …), coerced from the URL string. */
export const zId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** A positive database id in a JSON body: a number, never coerced (`true` or `"7"` is a 422 there). */
export const zBodyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const idParams = <K extends string>(key: K) => z.object({ [key]: zId } as Record<K, typeof zId>);

export const okSchema = z.object({ ok: z.literal(true) });
export const nameField = zName();
export { FIELD_MAX };

/** A list query: search (≤ 128 characters, spec 2 §9) and paging. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: pageSizeQuery([25, 50, 100], 25),
  search: z.string().trim().max(FIELD_MAX.search).optional(),
});

/**
 * Error codes of this area beyond the shared validation codes. Field codes are translated by the
 * views as `offerAssets.codes.<code>` (falling back to `validates.<code>`).
 */
export const ASSET_CODES = {
  /** spec 2 §5 "The tracking URL template must contain the promo-code placeholder." */
  promoPlaceholder: 'promo_code_placeholder',
  /** spec 2 §5 "Button target and JS pixel are not supported with a specific tracking URL." */
  trackingUrlUnsupported: 'tracking_url_unsupported',
  /** exactly one primary event per offer that has events */
  primaryEvent: 'primary_event_count',
  duplicateEvent: 'duplicate_event',
  /** creative: the source (file / url / code) this type needs is missing or of the wrong kind */
  creativeSource: 'creative_source',
  creativeFileType: 'creative_file_type',
  optionsRequired: 'options_required',
  optionsNotAllowed: 'options_not_allowed',
  percentMax: 'percent_max',
  eventInUse: 'event_in_use',
  /** an offer id that is not the brand's */
  unknownOffer: 'unknown_offer',
  unknownEvent: 'unknown_event',
} as const;
export type AssetCode = (typeof ASSET_CODES)[keyof typeof ASSET_CODES];

/** Money and payout values: decimal strings with at most 4 places, never floats (architecture brief). */
export const zMoney = z
  .string()
  .trim()
  .refine((s) => /^\d{1,14}(\.\d{1,4})?$/.test(s), { message: 'decimal_places' });
