/**
 * Why the tracking engine refused a click or a conversion (issue 5; docs/decisions/020). The code is
 * stored on refused click rows (`clicks.refusal`) and server-log rows (`server_log.reason`) and sent
 * in a refused postback's JSON; the English message goes on the wire (partners' servers read it),
 * the translated one is i18n area `tracking` under `refusals.<code>`; the wire message and body are
 * built in `src/i18n/tracking-refusals.ts` (domain imports no i18n).
 */
export const REFUSALS = [
  'partner_missing',
  'partner_unknown',
  'partner_stopped',
  'partner_blocked',
  'no_contract',
  'offer_inactive',
  'offer_stopped',
  'out_of_time_segment',
  'budget_reached',
  'country_not_targeted',
  'region_not_targeted',
  'city_not_targeted',
  'device_not_targeted',
  'os_not_targeted',
  'browser_not_targeted',
  'ip_blacklisted',
  'rate_limited',
  'bad_token',
  'unknown_offer',
  'unknown_event',
  'unknown_click',
  'click_expired',
  'conversion_window_closed',
  'duplicate_conversion',
  'multiple_conversions_off',
  'fraud_dropped',
  'malformed',
  // a postback's promo code (decision 085): not this offer's, switched off, its program over, its limit used
  'promo_code_unknown',
  'promo_code_inactive',
  'promo_code_program_ended',
  'promo_code_used_up',
] as const;
export type Refusal = (typeof REFUSALS)[number];

export const isRefusal = (s: string): s is Refusal => (REFUSALS as readonly string[]).includes(s);

/** HTTP status of a refused postback: 401 token, 404 unknown things, 422 malformed, 429 rate, 409 rules. */
export function refusalStatus(r: Refusal): number {
  if (r === 'bad_token') return 401;
  if (r === 'unknown_offer' || r === 'unknown_event' || r === 'unknown_click') return 404;
  if (r === 'malformed') return 422;
  if (r === 'rate_limited') return 429;
  return 409;
}

/** The JSON bodies of /track/postback (wire contract of issue 5). */
export interface AcceptedBody {
  status: 'accepted';
  conversion_id: string;
  conversion_status: string;
}
export interface RefusedBody {
  status: 'refused';
  reason: Refusal;
  message: string;
  /** on `malformed` only: which parameters, with the validation codes the API uses (`validates` area) */
  errors?: FieldError[];
}
export interface FieldError {
  field: string;
  code: 'required' | 'invalid_format' | 'max_length';
}
