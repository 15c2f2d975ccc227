import type { TrackingType } from './tracking.ts';

/**
 * Generated tracking snippets and postback URL templates (spec 2 tracking settings). Pure, so the
 * server answers them and tests pin them. Macros in braces are filled by whoever fires the URL: the
 * brand's server or page fills {transaction_id}, {amount}; the click redirect fills {click_id},
 * {partner_id}, {offer_id}, {sub1}…{sub5}. The endpoints are the tracking issue's:
 * /track/postback (S2S), /track/pixel.gif (image), /track/pixel.html (iframe), /track/script.js.
 */
export const TRACK_PATHS = {
  postback: '/track/postback',
  pixelGif: '/track/pixel.gif',
  pixelHtml: '/track/pixel.html',
  script: '/track/script.js',
} as const;

export const MACROS = [
  'click_id',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'partner_id',
  'offer_id',
  'amount',
  'transaction_id',
  'event',
] as const;
export type Macro = (typeof MACROS)[number];
export const macro = (m: Macro) => `{${m}}`;

/** Query string with literal macros: URLSearchParams would percent-encode the braces. */
function query(pairs: readonly [string, string | number][]): string {
  return pairs
    .map(([k, v]) => `${encodeURIComponent(k)}=${typeof v === 'number' ? v : v.startsWith('{') ? v : encodeURIComponent(v)}`)
    .join('&');
}

export interface SnippetInput {
  /** e.g. https://console.example.com (no trailing slash) */
  origin: string;
  offerId: number;
  /** the brand's global postback token (authenticates S2S calls) */
  token: string;
}

/** The S2S postback template for one event of an offer (or any event: `{event}`). */
export function postbackUrl(input: SnippetInput, eventId?: number): string {
  return `${input.origin}${TRACK_PATHS.postback}?${query([
    ['token', input.token],
    ['offer_id', input.offerId],
    ['event', eventId ?? macro('event')],
    ['click_id', macro('click_id')],
    ['transaction_id', macro('transaction_id')],
    ['amount', macro('amount')],
  ])}`;
}

/** The brand-wide postback: any offer, any event. */
export function globalPostbackUrl(origin: string, token: string): string {
  return `${origin}${TRACK_PATHS.postback}?${query([
    ['token', token],
    ['click_id', macro('click_id')],
    ['event', macro('event')],
    ['transaction_id', macro('transaction_id')],
    ['amount', macro('amount')],
  ])}`;
}

function conversionQuery(input: SnippetInput, eventId: number | undefined): string {
  return query([
    ['offer_id', input.offerId],
    ['event', eventId ?? macro('event')],
    ['transaction_id', macro('transaction_id')],
    ['amount', macro('amount')],
  ]);
}

/** The click-tracking query a click pixel carries: the partner's macros are filled on the landing page. */
function clickQuery(input: SnippetInput): string {
  return query([
    ['offer_id', input.offerId],
    ['partner_id', macro('partner_id')],
    ['click_id', macro('click_id')],
    ...(['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const).map((s): [string, string] => [s, macro(s)]),
  ]);
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The snippet the brand places on its confirmation page (or server) for this tracking type. */
export function trackingSnippet(type: TrackingType, input: SnippetInput, eventId?: number): string {
  switch (type) {
    case 'js_pixel':
      return [
        `<script src="${attr(input.origin + TRACK_PATHS.script)}" async></script>`,
        `<script>window.bcTrack=window.bcTrack||[];window.bcTrack.push(${JSON.stringify({ offer_id: input.offerId, event: eventId ?? '{event}', transaction_id: '{transaction_id}', amount: '{amount}' })});</script>`,
      ].join('\n');
    case 'iframe_pixel':
      return `<iframe src="${attr(`${input.origin}${TRACK_PATHS.pixelHtml}?${conversionQuery(input, eventId)}`)}" width="1" height="1" frameborder="0" style="display:none"></iframe>`;
    case 'click_pixel':
      return `<img src="${attr(`${input.origin}${TRACK_PATHS.pixelGif}?type=click&${clickQuery(input)}`)}" width="1" height="1" alt="" style="display:none">`;
    case 's2s':
      return postbackUrl(input, eventId);
  }
}

/** Fills macros in a template (tests, and the "test tracking" preview); unknown macros stay. */
export function fillMacros(template: string, values: Partial<Record<Macro, string | number>>): string {
  return template.replace(/\{([a-z_0-9]+)\}/g, (whole, name: string) => {
    const v = values[name as Macro];
    return v === undefined ? whole : encodeURIComponent(String(v));
  });
}

/** Macros a template uses, in order of first use. */
export function macrosIn(template: string): string[] {
  return [...new Set([...template.matchAll(/\{([a-z_0-9]+)\}/g)].map((m) => m[1]!))];
}

const imagePixel = (input: SnippetInput, eventId?: number) =>
  `<img src="${attr(`${input.origin}${TRACK_PATHS.pixelGif}?${conversionQuery(input, eventId)}`)}" width="1" height="1" alt="" style="display:none">`;

/** The snippet of one event by its conversion method (spec 2 "Conversion event" method). */
export function methodSnippet(method: string, input: SnippetInput, eventId: number): string {
  switch (method) {
    case 'server_postback':
      return postbackUrl(input, eventId);
    case 'iframe':
      return trackingSnippet('iframe_pixel', input, eventId);
    case 'javascript':
      return trackingSnippet('js_pixel', input, eventId);
    case 'button_target':
      // fires when the target button is pressed (the script is loaded by the page once)
      return `<button type="button" onclick="${attr(`window.bcTrack=window.bcTrack||[];window.bcTrack.push({offer_id:${input.offerId},event:${eventId},transaction_id:'{transaction_id}'})`)}">…</button>`;
    default:
      // image pixel and thank-you page: an image on the confirmation page
      return imagePixel(input, eventId);
  }
}
