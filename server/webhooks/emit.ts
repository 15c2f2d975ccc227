import { randomUUID } from 'node:crypto';
import { WEBHOOK_RETRY_LIMIT, type WebhookEventType, WEBHOOK_TEST_EVENT } from '../../src/domain/webhooks/events.ts';
import type { Queryable } from '../db/pool.ts';
import { enqueue, enqueueMany } from '../queue/queue.ts';
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

/** An endpoint that takes an event: its id and brand. */
export interface Subscriber {
  id: number;
  brand_id: number;
}

/**
 * The enabled endpoints of `brandIds` subscribed to `type`: one indexed SELECT. Callers on a hot
 * path ask this first and open a transaction for the change only when someone listens.
 */
export async function subscribers(q: Queryable, brandIds: readonly number[], type: WebhookEventType): Promise<Subscriber[]> {
  if (brandIds.length === 0) return [];
  const { rows } = await q.query<Subscriber>(
    'SELECT id, brand_id FROM webhook_endpoints WHERE brand_id = ANY ($1::bigint[]) AND enabled AND $2 = ANY (events)',
    [[...new Set(brandIds)], type],
  );
  return rows;
}

/**
 * One delivery row and one queued job per (event, subscribed endpoint of the event's brand),
 * written through `tx`: call it inside the transaction of the change, so an event is sent exactly
 * when its change commits.
 */
export async function emitTo(
  tx: Queryable,
  endpoints: readonly Subscriber[],
  type: WebhookEventType,
  events: readonly { brandId: number; data: object }[],
): Promise<number> {
  if (endpoints.length === 0 || events.length === 0) return 0;
  const at = new Date();
  const pairs = events.flatMap((e) => endpoints.filter((x) => x.brand_id === e.brandId).map((x) => ({ x, e })));
  if (pairs.length === 0) return 0;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO webhook_deliveries (brand_id, endpoint_id, event_id, event_type, payload)
     SELECT u.brand_id, u.endpoint_id, u.event_id, $1, u.payload::jsonb
       FROM unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[]) AS u(brand_id, endpoint_id, event_id, payload)
     RETURNING id`,
    [
      type,
      pairs.map((p) => p.x.brand_id),
      pairs.map((p) => p.x.id),
      pairs.map(() => newEventId()),
      pairs.map((p) => JSON.stringify(eventPayload(type, at, p.e.data))),
    ],
  );
  await enqueueMany(
    tx,
    DELIVER_QUEUE,
    rows.map((r) => ({ deliveryId: r.id }) satisfies DeliverJob),
  );
  return rows.length;
}

/**
 * Reports events of brand `brandId` to its endpoints subscribed to `type`, through `tx` (see
 * emitTo). A brand without such endpoints costs one indexed SELECT and writes nothing.
 */
export async function emitWebhookEvents(tx: Queryable, brandId: number, type: WebhookEventType, items: readonly object[]): Promise<number> {
  if (items.length === 0) return 0;
  const endpoints = await subscribers(tx, [brandId], type);
  return emitTo(
    tx,
    endpoints,
    type,
    items.map((data) => ({ brandId, data })),
  );
}

/** One event: emitWebhookEvents with one item. */
export const emitWebhookEvent = (tx: Queryable, brandId: number, type: WebhookEventType, data: object): Promise<number> =>
  emitWebhookEvents(tx, brandId, type, [data]);

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
