/**
 * Why the tracking engine refused a click or a conversion (issue 5; docs/decisions/020). The code is
 * stored on refused click rows (`clicks.refusal`) and server-log rows (`server_log.reason`) and sent
 * in a refused postback's JSON; the English message goes on the wire (partners' servers read it),
 * the translated one is i18n area `tracking` under `refusals.<code>`.
 */
export const REFUSALS = [
  'partner_missing', 'partner_unknown', 'partner_stopped', 'partner_blocked', 'no_contract',
  'offer_inactive', 'offer_stopped', 'out_of_time_segment', 'budget_reached',
  'country_not_targeted', 'region_not_targeted', 'city_not_targeted', 'device_not_targeted', 'os_not_targeted', 'browser_not_targeted',
  'ip_blacklisted', 'rate_limited', 'bad_token', 'unknown_offer', 'unknown_event', 'unknown_click', 'click_expired',
  'conversion_window_closed', 'duplicate_conversion', 'multiple_conversions_off', 'fraud_dropped', 'malformed',
] as const;
export type Refusal = (typeof REFUSALS)[number];

export const isRefusal = (s: string): s is Refusal => (REFUSALS as readonly string[]).includes(s);

/** The English wire message of each refusal (spec 2 wording where the spec has one). */
export const REFUSAL_MESSAGES: Record<Refusal, string> = {
  partner_missing: 'The request names no partner.',
  partner_unknown: 'The partner is not known to this brand.',
  partner_stopped: 'The partner is stopped for this brand.',
  partner_blocked: 'The partner is blocked by this brand.',
  no_contract: 'The partner has no approved contract for this offer.',
  offer_inactive: 'Offer is not active.',
  offer_stopped: 'Offer is not working.',
  out_of_time_segment: 'Offer is out of Time Segment.',
  budget_reached: 'Offer has reached its Budget.',
  country_not_targeted: 'The country is not targeted by this offer.',
  region_not_targeted: 'The region is not targeted by this offer.',
  city_not_targeted: 'The city is not targeted by this offer.',
  device_not_targeted: 'The device is not targeted by this offer.',
  os_not_targeted: 'The operating system is not targeted by this offer.',
  browser_not_targeted: 'The browser is not targeted by this offer.',
  ip_blacklisted: 'The IP address is blacklisted by this offer.',
  rate_limited: 'Too many requests from this address.',
  bad_token: 'The postback token is missing or wrong.',
  unknown_offer: 'Unknown offer.',
  unknown_event: 'Unknown conversion event for this offer.',
  unknown_click: 'Unknown click id.',
  click_expired: 'The click is older than the offer’s click lifetime.',
  conversion_window_closed: 'The conversion lifetime of this click has ended.',
  duplicate_conversion: 'A conversion for this click and event already exists.',
  multiple_conversions_off: 'This click already converted on another event.',
  fraud_dropped: 'Dropped by the brand’s fraud rule.',
  malformed: 'The request is malformed.',
};

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
}
export const refusedBody = (reason: Refusal): RefusedBody => ({ status: 'refused', reason, message: REFUSAL_MESSAGES[reason] });
