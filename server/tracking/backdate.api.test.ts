import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  click,
  createTrackingApp,
  makeBrand,
  makeEvent,
  makeOffer,
  makePartner,
  type Brand,
  type TrackingApp,
} from '../../tests/support/api/tracking.ts';

/** X-Track-Time dates traffic only when the engine allows it (TRACK_ALLOW_BACKDATE=1, the simulator's servers). */
async function world(allowBackdate: boolean): Promise<{ t: TrackingApp; b: Brand; offerId: number; partnerId: number }> {
  const t = await createTrackingApp({ allowBackdate });
  const b = await makeBrand(t.db);
  const offerId = await makeOffer(t.db, b.brandId);
  await makeEvent(t.db, b.brandId, offerId);
  return { t, b, offerId, partnerId: await makePartner(t.db, b.brandId, offerId) };
}

describe('backdated traffic', () => {
  let on: Awaited<ReturnType<typeof world>>;
  let off: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    [on, off] = await Promise.all([world(true), world(false)]);
  }, 60_000);
  afterAll(async () => {
    await on?.t.close();
    await off?.t.close();
  });

  it('a click dated by X-Track-Time lands in that hour of the rollups when allowed, and now otherwise', async () => {
    const at = new Date(on.t.clock.now().getTime() - 3 * 86_400_000 - 25 * 60_000);
    const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
    for (const w of [on, off]) {
      const res = await click(w.t.app, { offer_id: w.offerId, partner_id: w.partnerId }, undefined, { 'x-track-time': at.toISOString() });
      expect(res.status).toBe(302);
    }
    const row = async (w: typeof on) =>
      (
        await w.t.db.query<{ created_at: Date; hour: Date }>(
          'SELECT c.created_at, r.hour FROM clicks c JOIN rollup_hourly r ON r.offer_id = c.offer_id AND r.partner_id = c.partner_id WHERE c.offer_id = $1',
          [w.offerId],
        )
      ).rows[0]!;
    expect((await row(on)).created_at.toISOString()).toBe(at.toISOString());
    expect((await row(on)).hour.toISOString()).toBe(hour.toISOString());
    expect((await row(off)).created_at.toISOString()).toBe(off.t.clock.now().toISOString());
  });
});
