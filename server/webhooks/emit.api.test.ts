import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { call } from '../../tests/support/api/auth.ts';
import { act, tracked } from '../../tests/support/api/conversions.ts';
import { createTrackingApp, makeBrand, makeOffer, type Brand, type TrackingApp } from '../../tests/support/api/tracking.ts';
import { startWebhookQueue, stopQueue } from '../../tests/support/api/webhooks.ts';
import { withTransaction } from '../db/pool.ts';
import { DELIVER_QUEUE, emitWebhookEvent } from './emit.ts';

/** Events reach the delivery log and the queue where they happen, in the transaction of the change. */
let t: TrackingApp;
let b: Brand;
let quiet: Brand;
let endpointId = 0;

beforeAll(async () => {
  t = await createTrackingApp();
  await stopQueue(await startWebhookQueue(t.db, false));
  b = await makeBrand(t.db, 'Hooked Brand');
  quiet = await makeBrand(t.db, 'Quiet Brand');
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example.com/in', 'whsec_d2Fsaw==', $2) RETURNING id`,
    [b.brandId, Object.values(WEBHOOK_EVENT)],
  );
  endpointId = rows[0]!.id;
}, 60_000);
afterAll(() => t?.close());

/** Deliveries of the hooked endpoint of `type`, with whether pg-boss holds a job for each. */
async function delivered(type: string): Promise<{ data: Record<string, unknown>; queued: boolean }[]> {
  const { rows } = await t.db.query<{ data: Record<string, unknown>; queued: boolean }>(
    `SELECT d.payload->'data' AS data,
            EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = $3 AND (j.data->>'deliveryId')::bigint = d.id) AS queued
       FROM webhook_deliveries d WHERE d.endpoint_id = $1 AND d.event_type = $2 ORDER BY d.id`,
    [endpointId, type, DELIVER_QUEUE],
  );
  return rows;
}

describe('webhook events where they happen', () => {
  it('conversion.created from the tracking commit, approved and rejected from the status actions', async () => {
    const c = await tracked(t, b);
    expect(await delivered(WEBHOOK_EVENT.conversionCreated)).toEqual([
      { data: expect.objectContaining({ conversion_id: c.uuid, offer_id: c.offerId, status: 'pending' }), queued: true },
    ]);
    expect((await act(t, b.owner.token, [c.id], 'approve')).status).toBe(200);
    expect(await delivered(WEBHOOK_EVENT.conversionApproved)).toEqual([
      { data: expect.objectContaining({ conversion_id: c.id, status: 'approved', previous_status: 'pending' }), queued: true },
    ]);
    expect((await act(t, b.owner.token, [c.id], 'reject', 'Refunded')).status).toBe(200);
    expect(await delivered(WEBHOOK_EVENT.conversionRejected)).toEqual([
      { data: expect.objectContaining({ conversion_id: c.id, status: 'rejected', reason: 'Refunded' }), queued: true },
    ]);
    // a repeated action changes nothing and reports nothing
    await act(t, b.owner.token, [c.id], 'reject', 'Refunded');
    expect(await delivered(WEBHOOK_EVENT.conversionRejected)).toHaveLength(1);
  });

  it('offer.status_changed from the offer status route', async () => {
    const offerId = await makeOffer(t.db, b.brandId);
    const res = await call(t.url, 'PUT', `/api/offers/${offerId}/status`, { token: b.owner.token, body: { status: 2 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await delivered(WEBHOOK_EVENT.offerStatusChanged)).toEqual([
      { data: expect.objectContaining({ offer_id: offerId, status: 'paused', previous_status: 'active' }), queued: true },
    ]);
  });

  it('writes nothing for a brand without endpoints, nor for a rolled-back change', async () => {
    const counts = async () =>
      (
        await t.db.query<{ deliveries: number; jobs: number }>(
          'SELECT (SELECT count(*)::int FROM webhook_deliveries) AS deliveries, (SELECT count(*)::int FROM pgboss.job WHERE name = $1) AS jobs',
          [DELIVER_QUEUE],
        )
      ).rows[0];
    const before = await counts();
    await tracked(t, quiet);
    const failed = withTransaction(t.db, async (tx) => {
      await emitWebhookEvent(tx, b.brandId, WEBHOOK_EVENT.offerStatusChanged, { offer_id: 0 });
      throw new Error('the change fails after the emit');
    });
    await expect(failed).rejects.toThrow('the change fails');
    expect(await counts()).toEqual(before);
  });
});
