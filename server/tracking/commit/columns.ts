import type { Col } from '../../db/bulk.ts';
import { arrayExpr, joined } from '../../db/bulk.ts';
import type { ClickRow, ConversionRow, LogBase } from './types.ts';

/** Column maps of the raw tables (server/db/migrations/012_tracking.sql). */
const subs = <R extends { sub1: string; sub2: string; sub3: string; sub4: string; sub5: string }>(): Col<R>[] =>
  (['sub1', 'sub2', 'sub3', 'sub4', 'sub5'] as const).map((s) => ({ name: s, type: 'text', value: (r: R) => r[s] }));

const fraudCols = <R extends { fraud: { level: string; kind: string | null; reasons: string[]; factors: string[] } }>(): Col<R>[] => [
  { name: 'fraud_level', type: 'text', value: (r) => r.fraud.level },
  { name: 'fraud_kind', type: 'text', value: (r) => r.fraud.kind },
  { name: 'fraud_reasons', type: 'text', value: (r) => joined(r.fraud.reasons), expr: arrayExpr('fraud_reasons') },
  { name: 'fraud_factors', type: 'text', value: (r) => joined(r.fraud.factors), expr: arrayExpr('fraud_factors') },
];

export const CLICK_COLS: Col<ClickRow>[] = [
  { name: 'click_uuid', type: 'uuid', value: (r) => r.click_uuid },
  { name: 'brand_id', type: 'bigint', value: (r) => r.brand_id },
  { name: 'offer_id', type: 'bigint', value: (r) => r.offer_id },
  { name: 'partner_id', type: 'bigint', value: (r) => r.partner_id },
  { name: 'created_at', type: 'timestamptz', value: (r) => r.created_at.toISOString() },
  { name: 'ip', type: 'inet', value: (r) => r.ip },
  { name: 'user_agent', type: 'text', value: (r) => r.user_agent },
  { name: 'referrer', type: 'text', value: (r) => r.referrer },
  { name: 'country_id', type: 'integer', value: (r) => r.country_id },
  { name: 'region_id', type: 'integer', value: (r) => r.region_id },
  { name: 'city_id', type: 'integer', value: (r) => r.city_id },
  { name: 'device_id', type: 'smallint', value: (r) => r.device_id },
  { name: 'os_id', type: 'smallint', value: (r) => r.os_id },
  { name: 'browser_id', type: 'smallint', value: (r) => r.browser_id },
  ...subs<ClickRow>(),
  { name: 'source', type: 'text', value: (r) => r.source },
  { name: 'is_test', type: 'boolean', value: (r) => r.is_test },
  { name: 'is_unique', type: 'boolean', value: (r) => r.is_unique },
  { name: 'refusal', type: 'text', value: (r) => r.refusal },
  { name: 'landing_url', type: 'text', value: (r) => r.landing_url },
  ...fraudCols<ClickRow>(),
];

export const CONVERSION_COLS: Col<ConversionRow>[] = [
  { name: 'uuid', type: 'uuid', value: (r) => r.uuid },
  { name: 'brand_id', type: 'bigint', value: (r) => r.brand_id },
  { name: 'offer_id', type: 'bigint', value: (r) => r.offer_id },
  { name: 'partner_id', type: 'bigint', value: (r) => r.partner_id },
  { name: 'event_id', type: 'bigint', value: (r) => r.event_id },
  { name: 'click_id', type: 'bigint', value: (r) => r.click_id },
  { name: 'click_uuid', type: 'uuid', value: (r) => r.click_uuid },
  { name: 'click_at', type: 'timestamptz', value: (r) => r.click_at.toISOString() },
  { name: 'created_at', type: 'timestamptz', value: (r) => r.created_at.toISOString() },
  { name: 'click_ip', type: 'inet', value: (r) => r.click_ip },
  { name: 'ip', type: 'inet', value: (r) => r.ip },
  { name: 'status', type: 'text', value: (r) => r.status },
  { name: 'suggested_status', type: 'text', value: (r) => r.suggested_status },
  { name: 'message', type: 'text', value: (r) => r.message },
  { name: 'sale_amount', type: 'numeric', value: (r) => r.sale_amount },
  { name: 'payout', type: 'numeric', value: (r) => r.payout },
  { name: 'bonus', type: 'numeric', value: (r) => r.bonus },
  { name: 'revenue', type: 'numeric', value: (r) => r.revenue },
  { name: 'transaction_id', type: 'text', value: (r) => r.transaction_id },
  { name: 'dedupe_key', type: 'text', value: (r) => r.dedupe_key },
  { name: 'method', type: 'text', value: (r) => r.method },
  { name: 'is_test', type: 'boolean', value: (r) => r.is_test },
  ...subs<ConversionRow>(),
  { name: 'params', type: 'text', value: (r) => JSON.stringify(r.params), expr: 'u.params::jsonb' },
  ...fraudCols<ConversionRow>(),
  { name: 'promo_code_id', type: 'bigint', value: (r) => r.promo_code_id },
];

export interface LogRow extends LogBase {
  conversion_id: number | null;
  outcome: string;
  reason: string | null;
  http_status: number;
  response: Record<string, unknown>;
}

export const LOG_COLS: Col<LogRow>[] = [
  { name: 'brand_id', type: 'bigint', value: (r) => r.brand_id },
  { name: 'offer_id', type: 'bigint', value: (r) => r.offer_id },
  { name: 'event_id', type: 'bigint', value: (r) => r.event_id },
  { name: 'partner_id', type: 'bigint', value: (r) => r.partner_id },
  { name: 'click_uuid', type: 'uuid', value: (r) => r.click_uuid },
  { name: 'conversion_id', type: 'bigint', value: (r) => r.conversion_id },
  { name: 'created_at', type: 'timestamptz', value: (r) => r.created_at.toISOString() },
  { name: 'endpoint', type: 'text', value: (r) => r.endpoint },
  { name: 'request', type: 'text', value: (r) => JSON.stringify(r.request), expr: 'u.request::jsonb' },
  { name: 'ip', type: 'inet', value: (r) => r.ip },
  { name: 'outcome', type: 'text', value: (r) => r.outcome },
  { name: 'reason', type: 'text', value: (r) => r.reason },
  { name: 'http_status', type: 'smallint', value: (r) => r.http_status },
  { name: 'response', type: 'text', value: (r) => JSON.stringify(r.response), expr: 'u.response::jsonb' },
];
