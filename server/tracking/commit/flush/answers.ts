import { refusalStatus, type Refusal } from '../../../../src/domain/tracking/refusals.ts';
import { refusedBody } from '../../../../src/i18n/tracking-refusals.ts';
import type { Subscriber } from '../../../webhooks/emit.ts';
import type { LogRow } from '../columns.ts';
import type { Answer, ConversionItem, ConversionRow, LogItem } from '../types.ts';

/** The answers a flush gives a postback (and writes to server_log), and what it tells webhooks. */
export const accepted = (uuid: string, status: string): Answer => ({
  outcome: 'accepted',
  reason: null,
  httpStatus: 200,
  body: { status: 'accepted', conversion_id: uuid, conversion_status: status },
});

export const refused = (r: Refusal): Answer => ({
  outcome: 'refused',
  reason: r,
  httpStatus: refusalStatus(r),
  body: { ...refusedBody(r) },
});

/** The answer to a new conversion: accepted, a fraud-dropped one (stored as rejected) with its reason. */
export function acceptedNew(row: ConversionRow): Answer {
  const answer = accepted(row.uuid, row.status);
  if (row.status === 'rejected') answer.reason = 'fraud_dropped';
  return answer;
}

/** A stored conversion's retry: the same body as its first answer, logged as a duplicate. */
export const duplicateOf = (uuid: string, status: string): Answer => ({ ...accepted(uuid, status), outcome: 'duplicate' });

/** The server_log row of a request refused before the flush (bad token, unknown click …). */
export const logRowOf = (item: LogItem): LogRow => ({
  ...item.log,
  conversion_id: null,
  outcome: item.answer.outcome,
  reason: item.answer.reason,
  http_status: item.answer.httpStatus,
  response: item.answer.body,
});

/** The endpoints listening to the created conversions' brands, each once. */
export function subscribersOf(convs: readonly ConversionItem[], created: readonly ConversionRow[]): Subscriber[] {
  if (created.length === 0) return [];
  const brands = new Set(created.map((c) => c.brand_id));
  const out = new Map<number, Subscriber>();
  for (const c of convs) for (const w of c.webhooks) if (brands.has(w.brand_id)) out.set(w.id, w);
  return [...out.values()].sort((a, b) => a.id - b.id);
}

/** The conversion.created event of a conversion this flush stores (the uuid is the public conversion id). */
export const conversionCreatedEvent = (c: ConversionRow) => ({
  brandId: c.brand_id,
  data: {
    conversion_id: c.uuid,
    offer_id: c.offer_id,
    partner_id: c.partner_id,
    event_id: c.event_id,
    click_id: c.click_uuid,
    status: c.status,
    sale_amount: c.sale_amount,
    payout: c.payout,
    revenue: c.revenue,
    transaction_id: c.transaction_id,
    created_at: c.created_at.toISOString(),
  },
});
