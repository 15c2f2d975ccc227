import { randomUUID } from 'node:crypto';
import { WEBHOOK_RETRY_LIMIT, type WebhookEventType, WEBHOOK_TEST_EVENT } from '../../src/domain/webhooks/events.ts';
import type { Queryable } from '../db/pool.ts';
import { enqueue } from '../queue/queue.ts';
import type { DeliveryRow } from './queries.ts';

/** The pg-boss queue that carries deliveries; its job data is `{ deliveryId }`. */
export const DELIVER_QUEUE = 'webhooks.deliver';
export interface DeliverJob {
  deliveryId: number;
}

/** The Standard Webhooks message id: one per event and endpoint, kept across retries and replays. */
export const newEventId = (): string => `msg_${randomUUID().replace(/-/g, '')}`;

/**
 * The body every endpoint receives: `{ type, timestamp, data }` as Standard Webhooks recommends.
 * `data` is the event's own object (a conversion, an offer and its statuses).
 */
export function eventPayload(type: string, at: Date, data: object): object {
  return { type, timestamp: at.toISOString(), data };
}

/** Puts one delivery's job on the queue through `q` (the caller's transaction when it has one). */
export async function enqueueDelivery(q: Queryable, deliveryId: number): Promise<void> {
  await enqueue(q, DELIVER_QUEUE, { deliveryId } satisfies DeliverJob, { retryLimit: WEBHOOK_RETRY_LIMIT });
}

/**
 * Reports an event of brand `brandId` to every enabled endpoint subscribed to `type`: one delivery
 * row and one queued job each, written through `tx` — call it inside the transaction of the change,
 * so the event is sent exactly when the change commits. A brand without endpoints costs one indexed
 * SELECT and writes nothing.
 */
export async function emitWebhookEvent(tx: Queryable, brandId: number, type: WebhookEventType, data: object): Promise<number> {
  const payload = eventPayload(type, new Date(), data);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO webhook_deliveries (brand_id, endpoint_id, event_id, event_type, payload)
     SELECT brand_id, id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), $2, $3
       FROM webhook_endpoints
      WHERE brand_id = $1 AND enabled AND $2 = ANY (events)
     RETURNING id`,
    [brandId, type, payload],
  );
  for (const r of rows) await enqueueDelivery(tx, r.id);
  return rows.length;
}

/** One delivery of a `webhook.test` event to one endpoint (the service refuses disabled endpoints first). */
export async function emitTestEvent(tx: Queryable, brandId: number, endpointId: number, at: Date): Promise<DeliveryRow> {
  const { rows } = await tx.query<DeliveryRow>(
    `INSERT INTO webhook_deliveries (brand_id, endpoint_id, event_id, event_type, payload)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [brandId, endpointId, newEventId(), WEBHOOK_TEST_EVENT, eventPayload(WEBHOOK_TEST_EVENT, at, { endpoint_id: endpointId })],
  );
  await enqueueDelivery(tx, rows[0]!.id);
  return rows[0]!;
}
