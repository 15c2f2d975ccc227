import type { Refusal } from '../../../src/domain/tracking/refusals.ts';
import type { PromoCodeFacts } from '../facts.ts';

/**
 * The promo-code attribution rule (issue 26 item 4; docs/decisions/085-promo-code-attribution.md).
 * A postback's `promo_code` (the discount-program parameter of the reference data's tracking keys)
 * names a code of the click's brand. Decided here, before the conversion is queued: which code and
 * which partner. Decided again in the flush under the code's row lock: active, program running,
 * usage left (commit/promo-state.ts).
 */

/** The parameter's value, or '' when absent or a template placeholder the brand left unfilled ({promo_code}). */
export function promoCodeParam(raw: string): string {
  return raw === '' || raw.startsWith('{') ? '' : raw;
}

/** What a stored code can look like (migration 037's CHECK): anything else is unknown without a look-up. */
export const isPromoCode = (code: string) => /^[A-Za-z0-9_]{1,50}$/.test(code);

export type PromoAttribution = { refusal: Refusal } | { codeId: number; partnerId: number };

/**
 * A public code keeps the click's partner (anyone may publish it). A private code belongs to the
 * partner that holds it: the buyer typed that partner's code, so the conversion is that partner's
 * even when the click came through another partner; a private code nobody holds yet is not usable.
 * A code of another offer's program is unknown here (a program runs on one offer).
 */
export function attributePromoCode(code: string, found: PromoCodeFacts | null, offerId: number, clickPartnerId: number): PromoAttribution {
  if (!isPromoCode(code) || !found || found.offerId !== offerId) return { refusal: 'promo_code_unknown' };
  if (found.accessMethod === 'public') return { codeId: found.id, partnerId: clickPartnerId };
  if (found.partnerId === null) return { refusal: 'promo_code_inactive' };
  return { codeId: found.id, partnerId: found.partnerId };
}
