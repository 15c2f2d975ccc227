import {
  CONVERSION_STATUSES,
  DETAIL_STATUS_CODES,
  DETAIL_STATUSES,
  type ConversionStatus,
  type DetailStatus,
} from '../../domain/reports/schema.ts';
import { FRAUD_LEVELS, type FraudLevel } from '../../domain/tracking/fraud.ts';
import { SERVER_LOG_OUTCOMES } from '../../domain/tracking-logs/contract.ts';
import type { Filters } from '../table/source.ts';

/**
 * The report screens keep every filter in the URL, so a link (a notification, a palette preset, a
 * copied address) reproduces the view. Pure: `URLSearchParams` in, state out, and back. Dates travel
 * as the API writes them (MM/dd/yyyy); text the API would refuse is dropped here, not sent.
 */
export const SEARCH_MAX = 128;
const MDY = /^\d{2}\/\d{2}\/\d{4}$/;
const IDS = /^\d{1,15}(,\d{1,15})*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (s: string) => UUID.test(s.trim());
const text = (p: URLSearchParams, key: string) => (p.get(key) ?? '').slice(0, SEARCH_MAX);
const date = (p: URLSearchParams, key: string) => (MDY.test(p.get(key) ?? '') ? p.get(key)! : '');
const positive = (v: string | null) => (v && /^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : null);
const pick = <T extends string>(v: string | null, allowed: readonly T[]): T | null =>
  (allowed as readonly string[]).includes(v ?? '') ? (v as T) : null;

/** 'yyyy-MM-dd' (the date picker) ↔ 'MM/dd/yyyy' (URL and API). */
export const isoToMdy = (iso: string | null) =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';
export const mdyToIso = (mdy: string) => (MDY.test(mdy) ? `${mdy.slice(6, 10)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}` : null);
/** Drops empty values, so the URL and the query carry only what filters. */
export function compact(o: Record<string, string | number | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(o)) if (v !== null && v !== undefined && v !== '') out[k] = String(v);
  return out;
}
export const toSearch = (o: Record<string, string | number | null | undefined>) => new URLSearchParams(compact(o)).toString();

// --- performance ---------------------------------------------------------------------------------

export type PerformanceTab = 'offer' | 'partner';
export interface PerformanceState {
  tab: PerformanceTab;
  from: string;
  to: string;
  search: string;
  uuid: string;
  /** comma-separated ids */
  offerIds: string;
  partnerIds: string;
  /** the open detail (one partner × offer), or null */
  detail: { offerId: number; partnerId: number; status: DetailStatus } | null;
}

/**
 * Reads `by`, `from`, `to`, `search`, `uuid`, `offer_ids`, `partner_ids`, and the detail as
 * `detail_offer`/`detail_partner`/`status` — or as the notification link writes it
 * (`screenType=detail&partnerId=…&offerId=…&status=4`, src/domain/notifications/targets.ts).
 */
export function readPerformance(p: URLSearchParams): PerformanceState {
  const offerId = positive(p.get('detail_offer') ?? p.get('offerId'));
  const partnerId = positive(p.get('detail_partner') ?? p.get('partnerId'));
  const rawStatus = p.get('status') ?? '';
  const status = pick(rawStatus, DETAIL_STATUSES) ?? (DETAIL_STATUS_CODES as Record<string, DetailStatus>)[rawStatus] ?? 'gross';
  const detailAsked = p.get('screenType') === 'detail' || p.has('detail_offer');
  return {
    tab: p.get('by') === 'partner' ? 'partner' : 'offer',
    from: date(p, 'from'),
    to: date(p, 'to'),
    search: text(p, 'search'),
    uuid: isUuid(p.get('uuid') ?? '') ? p.get('uuid')! : '',
    offerIds: IDS.test(p.get('offer_ids') ?? '') ? p.get('offer_ids')! : '',
    partnerIds: IDS.test(p.get('partner_ids') ?? '') ? p.get('partner_ids')! : '',
    detail: detailAsked && offerId && partnerId ? { offerId, partnerId, status } : null,
  };
}

export function writePerformance(s: PerformanceState): string {
  return toSearch({
    by: s.tab === 'partner' ? 'partner' : null,
    from: s.from,
    to: s.to,
    search: s.search,
    uuid: s.uuid,
    offer_ids: s.offerIds,
    partner_ids: s.partnerIds,
    detail_offer: s.detail?.offerId,
    detail_partner: s.detail?.partnerId,
    status: s.detail && s.detail.status !== 'gross' ? s.detail.status : null,
  });
}

/** The report query (without sort and page, which the table adds). */
export function performanceFilters(s: PerformanceState): Filters {
  return compact({ from: s.from, to: s.to, search: s.search, uuid: s.uuid, offer_ids: s.offerIds, partner_ids: s.partnerIds });
}

export const validIds = (s: string) => s.trim() === '' || IDS.test(s.replace(/\s+/g, ''));
/** The URL's comma-separated ids (already checked by `read…`) as numbers. */
export const idList = (s: string): number[] => (s === '' ? [] : s.split(',').map(Number));

// --- conversions ---------------------------------------------------------------------------------

export interface ConversionState {
  from: string;
  to: string;
  status: ConversionStatus | null;
  offerId: number | null;
  partnerId: number | null;
  fraudLevel: FraudLevel | null;
  /** a click id, conversion id or transaction id (exact) */
  search: string;
}

export function readConversions(p: URLSearchParams): ConversionState {
  return {
    from: date(p, 'from'),
    to: date(p, 'to'),
    status: pick(p.get('status'), CONVERSION_STATUSES),
    offerId: positive(p.get('offer_id')),
    partnerId: positive(p.get('partner_id')),
    fraudLevel: pick(p.get('fraud_level'), FRAUD_LEVELS),
    search: text(p, 'search'),
  };
}

export function conversionFilters(s: ConversionState): Filters {
  return compact({
    from: s.from,
    to: s.to,
    status: s.status,
    offer_id: s.offerId,
    partner_id: s.partnerId,
    fraud_level: s.fraudLevel,
    search: s.search.trim(),
  });
}
export const writeConversions = (s: ConversionState) => new URLSearchParams(conversionFilters(s) as Record<string, string>).toString();

// --- logs ----------------------------------------------------------------------------------------

export type LogKind = 'event' | 'server';
export interface LogState {
  log: LogKind;
  /** MM/dd/yyyy, turned into ISO instants of the browser's zone for the API */
  from: string;
  to: string;
  offerId: number | null;
  partnerId: number | null;
  clickId: string;
  /** event log: click | conversion */
  kind: 'click' | 'conversion' | null;
  /** event log: `any` = every refused click */
  refusal: string;
  /** event log: only traffic of this fraud level (the fraud screen's drill) */
  fraudLevel: FraudLevel | null;
  /** server log */
  outcome: (typeof SERVER_LOG_OUTCOMES)[number] | null;
}

/** `?filter=server_log` selects the server log (spec 3 report filter; the notification link). */
export function readLogs(p: URLSearchParams): LogState {
  const refusal = p.get('refusal') ?? '';
  return {
    log: p.get('filter') === 'server_log' ? 'server' : 'event',
    from: date(p, 'from'),
    to: date(p, 'to'),
    offerId: positive(p.get('offer_id')),
    partnerId: positive(p.get('partner_id')),
    clickId: isUuid(p.get('click_id') ?? '') ? p.get('click_id')! : '',
    kind: pick(p.get('kind'), ['click', 'conversion'] as const),
    refusal: /^[a-z_]{1,40}$/.test(refusal) ? refusal : '',
    fraudLevel: pick(p.get('fraud_level'), FRAUD_LEVELS),
    outcome: pick(p.get('outcome'), SERVER_LOG_OUTCOMES),
  };
}

export function writeLogs(s: LogState): string {
  return toSearch({
    filter: s.log === 'server' ? 'server_log' : null,
    from: s.from,
    to: s.to,
    offer_id: s.offerId,
    partner_id: s.partnerId,
    click_id: s.clickId,
    kind: s.log === 'event' ? s.kind : null,
    refusal: s.log === 'event' ? s.refusal : null,
    fraud_level: s.log === 'event' ? s.fraudLevel : null,
    outcome: s.log === 'server' ? s.outcome : null,
  });
}

/** MM/dd/yyyy (local day) → ISO instant; `end` gives the next midnight (the API's `to` is exclusive). */
export function dayInstant(mdy: string, end = false): string | null {
  const iso = mdyToIso(mdy);
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + (end ? 1 : 0)).toISOString();
}

export function logFilters(s: LogState): Filters {
  const common = {
    from: dayInstant(s.from),
    to: dayInstant(s.to, true),
    offer_id: s.offerId,
    partner_id: s.partnerId,
    click_id: s.clickId,
  };
  return s.log === 'server'
    ? compact({ ...common, outcome: s.outcome })
    : compact({ ...common, kind: s.kind, refusal: s.refusal, fraud_level: s.fraudLevel });
}
