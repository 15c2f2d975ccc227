import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  click,
  createTrackingApp,
  DAY,
  makeBrand,
  makeEvent,
  makeOffer,
  makePartner,
  MINUTE,
  postback,
  VN_IP,
  type Brand,
  type TrackingApp,
} from '../../tests/support/api/tracking.ts';

let t: TrackingApp;
let b: Brand;
beforeAll(async () => {
  t = await createTrackingApp();
  b = await makeBrand(t.db);
}, 60_000);
afterAll(() => t?.close());

type Opts = {
  offer?: Parameters<typeof makeOffer>[2];
  event?: Parameters<typeof makeEvent>[3];
  partner?: Parameters<typeof makePartner>[3];
};
async function clicked(o: Opts = {}) {
  const offerId = await makeOffer(t.db, b.brandId, o.offer);
  const eventId = await makeEvent(t.db, b.brandId, offerId, o.event);
  const partnerId = await makePartner(t.db, b.brandId, offerId, o.partner);
  const c = await click(t.app, { offer_id: offerId, partner_id: partnerId });
  expect(c.clickId).not.toBeNull();
  // a human takes a while to buy: keeps the fast-conversion fraud reason out of these tests
  t.clock.advance(5 * MINUTE);
  return { offerId, eventId, partnerId, clickId: c.clickId! };
}
const convert = (c: { offerId: number; eventId: number; clickId: string }, extra: Record<string, string | number> = {}) =>
  postback(t.app, { token: b.token, offer_id: c.offerId, event: c.eventId, click_id: c.clickId, ...extra });
const conv = async (uuid: unknown) =>
  (await t.db.query('SELECT * FROM conversions WHERE uuid = $1', [uuid])).rows[0] as Record<string, unknown>;

describe('payouts', () => {
  it('fixed: event payout and revenue, status approved', async () => {
    const c = await clicked({ event: { payout: '10', revenue: '12' } });
    const res = await convert(c, { transaction_id: 'T1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'accepted', conversion_status: 'approved' });
    expect(await conv(res.body.conversion_id)).toMatchObject({
      payout: '10.0000',
      revenue: '12.0000',
      bonus: '0.0000',
      status: 'approved',
      transaction_id: 'T1',
      dedupe_key: 'tx:T1',
      partner_id: c.partnerId,
    });
  });
  it('percent of the sale amount, exactly', async () => {
    const c = await clicked({ event: { payout_type: 'percent', payout: '12.5', revenue: '15.25' } });
    const res = await convert(c, { amount: '199.99' });
    expect(await conv(res.body.conversion_id)).toMatchObject({
      sale_amount: '199.9900',
      payout: '24.9988',
      revenue: '30.4985',
      dedupe_key: `click:${c.clickId}`,
    });
  });
  it('private payout, tier group %, contract tier % wins, bonus added', async () => {
    const a = await clicked({ event: { payout: '10', bonus: '1' }, partner: { tierPct: '50' } });
    expect((await conv((await convert(a)).body.conversion_id)).payout).toBe('6.0000');
    const c = await clicked({ event: { payout: '10' }, partner: { tierPct: '50', contract: { payout_tier: '80' } } });
    expect((await conv((await convert(c)).body.conversion_id)).payout).toBe('8.0000');
    const offerId = await makeOffer(t.db, b.brandId);
    const eventId = await makeEvent(t.db, b.brandId, offerId, { payout: '10' });
    const partnerId = await makePartner(t.db, b.brandId, offerId);
    await t.db.query('INSERT INTO offer_private_payouts (offer_id, partner_id, payout) VALUES ($1, $2, 3.25)', [offerId, partnerId]);
    const p = await click(t.app, { offer_id: offerId, partner_id: partnerId });
    t.clock.advance(MINUTE);
    expect((await conv((await convert({ offerId, eventId, clickId: p.clickId! })).body.conversion_id)).payout).toBe('3.2500');
  });
});

describe('approval', () => {
  it('manual approval or auto_accept off → pending', async () => {
    expect((await convert(await clicked({ offer: { columns: { manual_approval: true } } }))).body.conversion_status).toBe('pending');
    expect((await convert(await clicked({ event: { auto_accept: false } }))).body.conversion_status).toBe('pending');
  });
  it('a conversion seconds after its click is labelled bad and waits as pending, suggested rejected', async () => {
    const offerId = await makeOffer(t.db, b.brandId);
    const eventId = await makeEvent(t.db, b.brandId, offerId);
    const partnerId = await makePartner(t.db, b.brandId, offerId);
    const c = await click(t.app, { offer_id: offerId, partner_id: partnerId });
    const res = await convert({ offerId, eventId, clickId: c.clickId! });
    expect(res.body.conversion_status).toBe('pending');
    const row = await conv(res.body.conversion_id);
    expect(row).toMatchObject({ suggested_status: 'rejected', fraud_level: 'bad' });
    expect(row.fraud_reasons).toContain('fast_conversion');
  });
});

describe('lifetimes and flags', () => {
  it('click lifetime: a click converts until click time + N days', async () => {
    const c = await clicked({ offer: { columns: { click_lifetime: 1, allow_duplicates: true } } });
    t.clock.advance(DAY - 6 * MINUTE); // 1 minute before the end
    expect((await convert(c, { transaction_id: 'in' })).status).toBe(200);
    t.clock.advance(2 * MINUTE);
    expect((await convert(c, { transaction_id: 'late' })).body).toMatchObject({
      status: 'refused',
      reason: 'click_expired',
      message: 'The click is older than the offer’s click lifetime.',
    });
  });
  it('conversion lifetime: more conversions on a click only within N days of its first', async () => {
    const c = await clicked({ offer: { columns: { conversion_lifetime: 2, allow_duplicates: true } } });
    expect((await convert(c, { transaction_id: 'a' })).status).toBe(200);
    t.clock.advance(DAY);
    expect((await convert(c, { transaction_id: 'b' })).status).toBe(200);
    t.clock.advance(DAY + MINUTE);
    const late = await convert(c, { transaction_id: 'c' });
    expect([late.status, late.body.reason]).toEqual([409, 'conversion_window_closed']);
  });
  it('allow_duplicates off: a second transaction on the same click and event is refused; on: accepted', async () => {
    const off = await clicked();
    expect((await convert(off, { transaction_id: 'x1' })).status).toBe(200);
    expect((await convert(off, { transaction_id: 'x2' })).body.reason).toBe('duplicate_conversion');
    const on = await clicked({ offer: { columns: { allow_duplicates: true } } });
    expect((await convert(on, { transaction_id: 'y1' })).status).toBe(200);
    expect((await convert(on, { transaction_id: 'y2' })).status).toBe(200);
  });
  it('multiple_conversions off: one event per click; on: each event converts', async () => {
    for (const multiple of [false, true]) {
      const c = await clicked({ offer: { columns: { multiple_conversions: multiple } } });
      const second = await makeEvent(t.db, b.brandId, c.offerId, { primary: false });
      expect((await convert(c)).status).toBe(200);
      const res = await convert({ ...c, eventId: second });
      expect(res.body.reason ?? 'accepted').toBe(multiple ? 'accepted' : 'multiple_conversions_off');
    }
  });
  it('a stopped partner gets no more conversions', async () => {
    const c = await clicked();
    await t.db.query('UPDATE brand_partners SET working_mode = 0 WHERE partner_id = $1', [c.partnerId]);
    expect((await convert(c)).body.reason).toBe('partner_stopped');
  });
});

describe('refusals and the server log', () => {
  it('401 bad token, 404 unknown click / event / offer, 422 malformed, 409 refused click; one log row each', async () => {
    const c = await clicked();
    const before = Number((await t.db.query('SELECT count(*) FROM server_log')).rows[0].count);
    const expectations: [Record<string, string | number>, number, string][] = [
      [{ token: 'wrong', click_id: c.clickId }, 401, 'bad_token'],
      [{ token: b.token, click_id: '00000000-0000-4000-8000-000000000000' }, 404, 'unknown_click'],
      [{ token: b.token, click_id: c.clickId, event: 99999999 }, 404, 'unknown_event'],
      [{ token: b.token, click_id: c.clickId, offer_id: 99999999 }, 404, 'unknown_click'],
      [{ token: b.token, click_id: 'not-a-uuid' }, 422, 'malformed'],
      [{ token: b.token, click_id: c.clickId, amount: 'ten' }, 422, 'malformed'],
    ];
    for (const [q, status, reason] of expectations) {
      const res = await postback(t.app, q);
      expect([res.status, res.body.status, res.body.reason]).toEqual([status, 'refused', reason]);
      expect(typeof res.body.message).toBe('string');
    }
    // a malformed postback names its parameters, with the API's validation codes
    expect((await postback(t.app, { token: b.token, click_id: 'not-a-uuid', amount: 'ten' })).body.errors).toEqual([
      { field: 'click_id', code: 'invalid_format' },
      { field: 'amount', code: 'invalid_format' },
    ]);
    expect((await postback(t.app, { token: b.token, offer_id: c.offerId })).body.errors).toEqual([{ field: 'click_id', code: 'required' }]);
    // the token of another brand cannot convert this brand's click
    const other = await makeBrand(t.db, 'Other brand');
    expect((await postback(t.app, { token: other.token, click_id: c.clickId })).body.reason).toBe('unknown_click');
    const { rows } = await t.db.query('SELECT outcome, reason, http_status, request FROM server_log ORDER BY id');
    expect(rows.length - before).toBe(expectations.length + 3);
    expect(rows.at(-4)).toMatchObject({ outcome: 'refused', reason: 'malformed', http_status: 422 });
    expect(rows.at(-4).request).toMatchObject({ method: 'GET', path: '/track/postback' });
    // a refused click converts never, with its own reason
    const stopped = await makePartner(t.db, b.brandId, c.offerId, { workingMode: 0 });
    const r = await click(t.app, { offer_id: c.offerId, partner_id: stopped });
    const { rows: rc } = await t.db.query('SELECT click_uuid FROM clicks WHERE refusal IS NOT NULL ORDER BY id DESC LIMIT 1');
    expect(r.clickId).toBeNull();
    expect((await postback(t.app, { token: b.token, click_id: rc[0].click_uuid })).body.reason).toBe('partner_stopped');
  });

  it('a NUL byte in any parameter is logged without it and fails no other postback of its batch', async () => {
    const c = await clicked();
    const [poisoned, good] = await Promise.all([
      postback(t.app, { token: b.token, click_id: 'x', par2: '=\u0000\u001c' }),
      convert(c, { transaction_id: 'NUL-batch' }),
    ]);
    expect([poisoned.status, poisoned.body.reason]).toEqual([422, 'malformed']);
    expect([good.status, good.body.status]).toEqual([200, 'accepted']);
    const { rows } = await t.db.query("SELECT request FROM server_log WHERE reason = 'malformed' ORDER BY id DESC LIMIT 1");
    expect(rows[0].request.query).toMatchObject({ click_id: 'x', par2: '=\u001c' });
  });

  it('POST with a form body, and the image pixel with the click cookie instead of a click id', async () => {
    const c = await clicked();
    const form = await t.app.inject({
      method: 'POST',
      url: '/track/postback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${b.token}&click_id=${c.clickId}&transaction_id=F1&amount=5`,
    });
    expect(form.json()).toMatchObject({ status: 'accepted' });
    const d = await clicked({ offer: { columns: { allow_duplicates: true } } });
    const px = await t.app.inject({
      method: 'GET',
      url: `/track/pixel.gif?offer_id=${d.offerId}&event=${d.eventId}&transaction_id=P1&amount=9.5`,
      headers: { cookie: `bc_click_${d.offerId}=${d.clickId}`, 'x-forwarded-for': VN_IP },
    });
    expect(px.statusCode).toBe(200);
    const { rows } = await t.db.query('SELECT method, sale_amount FROM conversions WHERE click_uuid = $1', [d.clickId]);
    expect(rows).toEqual([{ method: 'pixel_gif', sale_amount: '9.5000' }]);
    const bad = await t.app.inject({ method: 'GET', url: `/track/pixel.html?offer_id=${d.offerId}` });
    expect([bad.statusCode, bad.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const { rows: log } = await t.db.query("SELECT endpoint, outcome, reason FROM server_log WHERE endpoint <> 'postback' ORDER BY id");
    expect(log).toEqual([
      { endpoint: 'pixel_gif', outcome: 'accepted', reason: null },
      { endpoint: 'pixel_html', outcome: 'refused', reason: 'malformed' },
    ]);
  });
});
