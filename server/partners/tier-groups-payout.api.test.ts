import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api/auth.ts';
import {
  click,
  createTrackingApp,
  makeBrand,
  makeEvent,
  makeOffer,
  makePartner,
  MINUTE,
  postback,
  type Brand,
  type TrackingApp,
} from '../../tests/support/api/tracking.ts';

/**
 * Tier groups feed tracking's payout (issue 16 item 2): real clicks and postbacks through the
 * tracker, the group managed through the tier-group API. The tracker runs without its facts cache
 * (createTrackingApp), so a change applies to the very next conversion as it does once the cache
 * expires in production.
 */
let t: TrackingApp;
let b: Brand;
beforeAll(async () => {
  t = await createTrackingApp();
  b = await makeBrand(t.db, 'Tier Brand');
}, 60_000);
afterAll(() => t?.close());

const api = (method: string, path: string, body?: unknown) =>
  call(t.url, method, `/api/partners/tier-groups${path}`, { token: b.owner.token, ...(body === undefined ? {} : { body }) });

/** One click and its conversion for the partner on the offer: the conversion's payout. */
async function payoutOf(offerId: number, eventId: number, partnerId: number): Promise<string> {
  const c = await click(t.app, { offer_id: offerId, partner_id: partnerId });
  expect(c.clickId).not.toBeNull();
  t.clock.advance(5 * MINUTE);
  const res = await postback(t.app, { token: b.token, offer_id: offerId, event: eventId, click_id: c.clickId! });
  expect(res.body).toMatchObject({ status: 'accepted' });
  const row = await t.db.query<{ payout: string }>('SELECT payout FROM conversions WHERE uuid = $1', [res.body.conversion_id]);
  return row.rows[0]!.payout;
}

describe('tier group payout in tracking', () => {
  it('a member of a group at 80 % earns 80 % of the offer payout; moved out, 100 %; a new tier applies to the next conversion', async () => {
    const offerId = await makeOffer(t.db, b.brandId);
    const eventId = await makeEvent(t.db, b.brandId, offerId, { payout: '10' });
    const partnerId = await makePartner(t.db, b.brandId, offerId);
    expect(await payoutOf(offerId, eventId, partnerId)).toBe('10.0000');

    const g = (await api('POST', '', { name: 'Eighty', payout_tier: '80' })).body.data as { id: number };
    expect((await api('POST', `/${g.id}/members`, { partner_ids: [partnerId] })).status).toBe(200);
    expect(await payoutOf(offerId, eventId, partnerId)).toBe('8.0000');

    expect((await api('PATCH', `/${g.id}`, { payout_tier: '125.5' })).status).toBe(200);
    expect(await payoutOf(offerId, eventId, partnerId)).toBe('12.5500');

    expect((await api('POST', `/${g.id}/members/remove`, { partner_ids: [partnerId] })).status).toBe(200);
    expect(await payoutOf(offerId, eventId, partnerId)).toBe('10.0000');

    // deleting the group the partner is in: back to 100 %
    expect((await api('POST', `/${g.id}/members`, { partner_ids: [partnerId] })).status).toBe(200);
    expect(await payoutOf(offerId, eventId, partnerId)).toBe('12.5500');
    expect((await api('DELETE', `/${g.id}`)).status).toBe(200);
    expect(await payoutOf(offerId, eventId, partnerId)).toBe('10.0000');
  });

  it("the contract's own payout tier wins over the group's", async () => {
    const offerId = await makeOffer(t.db, b.brandId);
    const eventId = await makeEvent(t.db, b.brandId, offerId, { payout: '10' });
    const partnerId = await makePartner(t.db, b.brandId, offerId, { contract: { payout_tier: '50' } });
    const g = (await api('POST', '', { name: 'Eighty again', payout_tier: '80' })).body.data as { id: number };
    expect((await api('POST', `/${g.id}/members`, { partner_ids: [partnerId] })).status).toBe(200);
    expect(await payoutOf(offerId, eventId, partnerId)).toBe('5.0000');
  });
});
