import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  click,
  createTrackingApp,
  makeBrand,
  makeEvent,
  makeOffer,
  makePartner,
  UK_IP,
  type Brand,
  type TrackingApp,
} from '../../tests/support/api/tracking.ts';
import { locate } from './enrich/index.ts';

/**
 * Region and city targeting through the real click endpoint: the offline GeoIP (DB-IP city lite)
 * resolves the visitor's place onto the reference ids (src/domain/reference/data/regions*.ts) and
 * the targeting rule refuses traffic from outside the chosen regions / cities, sending it where the
 * offer sends off-target traffic (its redirect URL). The addresses were picked by looking them up in
 * the database itself; the first test pins what it says, so a data update that moves them fails
 * there, with a clear message, rather than in a targeting case.
 */
const PLACES = {
  hanoi: { ip: '14.160.71.10', regionId: 704001, cityId: 70400101 },
  hcmc: { ip: '14.166.87.10', regionId: 704002, cityId: 70400201 },
  thuDuc: { ip: '14.187.46.10', regionId: 704002, cityId: 70400202 },
  losAngeles: { ip: '73.63.168.10', regionId: 840005, cityId: 84000501 },
  hanoiV6: { ip: '2402:800:1::1', regionId: 704001, cityId: 70400101 },
} as const;

let t: TrackingApp;
let b: Brand;
beforeAll(async () => {
  t = await createTrackingApp();
  b = await makeBrand(t.db);
}, 60_000);
afterAll(() => t?.close());

const FALLBACK = 'https://off-target.example.com/';

async function offerTargeting(columns: { countries?: number[]; regions?: number[]; cities?: number[] }) {
  const offerId = await makeOffer(t.db, b.brandId, { columns, redirect: FALLBACK });
  await makeEvent(t.db, b.brandId, offerId);
  return { offerId, partnerId: await makePartner(t.db, b.brandId, offerId) };
}

const clickRow = async (offerId: number) =>
  (
    await t.db.query(
      'SELECT region_id, city_id, country_id, refusal, landing_url FROM clicks WHERE offer_id = $1 ORDER BY id DESC LIMIT 1',
      [offerId],
    )
  ).rows[0] as Record<string, unknown>;

describe('region and city targeting from the GeoIP city data', () => {
  it('the test addresses resolve to the places the cases expect', () => {
    for (const [name, p] of Object.entries(PLACES)) expect(locate(p.ip), name).toMatchObject({ regionId: p.regionId, cityId: p.cityId });
  });

  it('a click from the targeted region lands and stores its region and city', async () => {
    const { offerId, partnerId } = await offerTargeting({ countries: [704], regions: [PLACES.hanoi.regionId] });
    const res = await click(t.app, { offer_id: offerId, partner_id: partnerId }, PLACES.hanoi.ip);
    expect(res.clickId).not.toBeNull();
    expect(res.location).toContain('https://shop.example.com/land');
    expect(await clickRow(offerId)).toMatchObject({
      country_id: 704,
      region_id: PLACES.hanoi.regionId,
      city_id: PLACES.hanoi.cityId,
      refusal: null,
    });
  });

  it('a click from another region of the targeted country is off-target: refused, sent to the redirect URL', async () => {
    const { offerId, partnerId } = await offerTargeting({ countries: [704], regions: [PLACES.hanoi.regionId] });
    const res = await click(t.app, { offer_id: offerId, partner_id: partnerId }, PLACES.hcmc.ip);
    expect(res).toMatchObject({ status: 302, location: FALLBACK, clickId: null });
    expect(await clickRow(offerId)).toMatchObject({ region_id: PLACES.hcmc.regionId, refusal: 'region_not_targeted', landing_url: '' });
  });

  it('city targeting tells cities of one region apart', async () => {
    const { offerId, partnerId } = await offerTargeting({ regions: [PLACES.hcmc.regionId], cities: [PLACES.thuDuc.cityId] });
    expect((await click(t.app, { offer_id: offerId, partner_id: partnerId }, PLACES.thuDuc.ip)).clickId).not.toBeNull();
    expect(await clickRow(offerId)).toMatchObject({ city_id: PLACES.thuDuc.cityId, refusal: null });
    expect(await click(t.app, { offer_id: offerId, partner_id: partnerId }, PLACES.hcmc.ip)).toMatchObject({
      location: FALLBACK,
      clickId: null,
    });
    expect(await clickRow(offerId)).toMatchObject({ city_id: PLACES.hcmc.cityId, refusal: 'city_not_targeted' });
  });

  it('works for US states and cities and for IPv6', async () => {
    const us = await offerTargeting({ countries: [840], regions: [PLACES.losAngeles.regionId], cities: [PLACES.losAngeles.cityId] });
    expect((await click(t.app, { offer_id: us.offerId, partner_id: us.partnerId }, PLACES.losAngeles.ip)).clickId).not.toBeNull();
    const v6 = await offerTargeting({ cities: [PLACES.hanoiV6.cityId] });
    expect((await click(t.app, { offer_id: v6.offerId, partner_id: v6.partnerId }, PLACES.hanoiV6.ip)).clickId).not.toBeNull();
    expect(await clickRow(v6.offerId)).toMatchObject({ region_id: PLACES.hanoiV6.regionId, city_id: PLACES.hanoiV6.cityId });
  });

  it('a place the data cannot narrow to a region fails a region list (the brand asked for specific traffic)', async () => {
    // the reference data has no regions for the United Kingdom: region_id stays null
    const { offerId, partnerId } = await offerTargeting({ regions: [PLACES.hanoi.regionId] });
    expect(await click(t.app, { offer_id: offerId, partner_id: partnerId }, UK_IP)).toMatchObject({ location: FALLBACK, clickId: null });
    expect(await clickRow(offerId)).toMatchObject({ country_id: 826, region_id: null, refusal: 'region_not_targeted' });
  });
});
