import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api/auth.ts';
import { activeProgram, listedCode, promoCode, type PromoWorld } from '../../tests/support/api/promo-tracking.ts';
import {
  click,
  createTrackingApp,
  makeBrand,
  makeEvent,
  makeOffer,
  makePartner,
  MINUTE,
  postback,
  secondTrackingApp,
  type Brand,
  type TrackingApp,
} from '../../tests/support/api/tracking.ts';
import { setClock } from '../db/clock.ts';

/**
 * The promo-code attribution rule (issue 26 item 4; decision 085): programs and codes made through the
 * API, traffic through the real tracking endpoints (two server processes for the usage limit), the
 * outcome read from conversions, server_log and the promo-code list. The engine's clock starts at the
 * real time because a program can only be activated before its real end.
 */
let t: TrackingApp;
let second: FastifyInstance;
let b: Brand;
let w: PromoWorld;
beforeAll(async () => {
  t = await createTrackingApp({}, new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
  setClock(t.db, t.clock);
  second = await secondTrackingApp(t);
  b = await makeBrand(t.db, 'Promo tracking brand');
  w = { url: t.url, db: t.db, token: b.owner.token };
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function offerWithEvent(): Promise<number> {
  const offerId = await makeOffer(t.db, b.brandId);
  await makeEvent(t.db, b.brandId, offerId, { payout: '3' });
  return offerId;
}

/** A click of `partnerId` on `offerId`, a minute later a postback with `query` on `app`. */
async function convert(offerId: number, partnerId: number, query: Record<string, string>, app = t.app) {
  const c = await click(app, { offer_id: offerId, partner_id: partnerId });
  expect(c.clickId).toBeTruthy();
  t.clock.advance(MINUTE);
  return postback(app, { token: b.token, click_id: c.clickId!, ...query });
}

const conversionOf = async (id: unknown) =>
  (
    await t.db.query<{ partner_id: number; promo_code_id: number | null; payout: string }>(
      'SELECT partner_id, promo_code_id, payout::text AS payout FROM conversions WHERE uuid = $1',
      [id],
    )
  ).rows[0];

const lastLog = async (offerId: number) =>
  (
    await t.db.query<{ outcome: string; reason: string | null; partner_id: number | null }>(
      'SELECT outcome, reason, partner_id FROM server_log WHERE offer_id = $1 ORDER BY id DESC LIMIT 1',
      [offerId],
    )
  ).rows[0];

describe('attribution', () => {
  it('a public code keeps the click’s partner, is found whatever its case and counts one use in the promo-code list', async () => {
    const offerId = await offerWithEvent();
    const partner = await makePartner(t.db, b.brandId, offerId);
    const programId = await activeProgram(w, offerId, t.clock.now());
    const codeId = await promoCode(w, programId, 'SUMMER_10', { usage_limit: 3 });
    const res = await convert(offerId, partner, { promo_code: 'summer_10' });
    expect([res.status, res.body.status]).toEqual([200, 'accepted']);
    expect(await conversionOf(res.body.conversion_id)).toEqual({ partner_id: partner, promo_code_id: codeId, payout: '3.0000' });
    expect(await listedCode(w, programId, codeId)).toMatchObject({ used: 1, usage_limit: 3 });
  });

  it('without a promo code (or with the template’s unfilled {promo_code}) nothing is looked up or counted', async () => {
    const offerId = await offerWithEvent();
    const partner = await makePartner(t.db, b.brandId, offerId);
    const programId = await activeProgram(w, offerId, t.clock.now());
    const codeId = await promoCode(w, programId, 'UNUSED_1', { usage_limit: 1 });
    const bare = await convert(offerId, partner, {});
    const placeholder = await convert(offerId, partner, { promo_code: '{promo_code}' });
    for (const res of [bare, placeholder]) {
      expect(res.body.status).toBe('accepted');
      expect((await conversionOf(res.body.conversion_id))!.promo_code_id).toBeNull();
    }
    expect((await listedCode(w, programId, codeId)).used).toBe(0);
  });

  it('a private code is its holder’s: a click from another partner converts for the holder, at the holder’s payout', async () => {
    const offerId = await offerWithEvent();
    const clicker = await makePartner(t.db, b.brandId, offerId);
    const holder = await makePartner(t.db, b.brandId, offerId);
    await t.db.query('INSERT INTO offer_private_payouts (offer_id, partner_id, payout) VALUES ($1, $2, 7)', [offerId, holder]);
    const programId = await activeProgram(w, offerId, t.clock.now());
    const codeId = await promoCode(w, programId, 'HOLDER_1', { holder });
    const res = await convert(offerId, clicker, { promo_code: 'HOLDER_1' });
    expect(res.body.status).toBe('accepted');
    expect(await conversionOf(res.body.conversion_id)).toEqual({ partner_id: holder, promo_code_id: codeId, payout: '7.0000' });
    expect(await lastLog(offerId)).toEqual({ outcome: 'accepted', reason: null, partner_id: holder });
    expect((await listedCode(w, programId, codeId)).used).toBe(1);
  });

  it('the holder must be able to convert on the offer: a holder without a contract is refused no_contract and uses nothing', async () => {
    const offerId = await offerWithEvent();
    const clicker = await makePartner(t.db, b.brandId, offerId);
    const holder = await makePartner(t.db, b.brandId, offerId, { contract: null });
    const programId = await activeProgram(w, offerId, t.clock.now());
    const codeId = await promoCode(w, programId, 'NOCONTRACT_1', { holder });
    const res = await convert(offerId, clicker, { promo_code: 'NOCONTRACT_1' });
    expect([res.status, res.body.reason]).toEqual([409, 'no_contract']);
    expect((await listedCode(w, programId, codeId)).used).toBe(0);
  });

  it('a conversion the brand sends as rejected keeps its code but uses none of it', async () => {
    const offerId = await offerWithEvent();
    const partner = await makePartner(t.db, b.brandId, offerId);
    const programId = await activeProgram(w, offerId, t.clock.now());
    const codeId = await promoCode(w, programId, 'REJECTED_1', { usage_limit: 1 });
    const res = await convert(offerId, partner, { promo_code: 'REJECTED_1', status: 'rejected' });
    expect(res.body.conversion_status).toBe('rejected');
    expect((await conversionOf(res.body.conversion_id))!.promo_code_id).toBe(codeId);
    expect((await listedCode(w, programId, codeId)).used).toBe(0);
  });
});

describe('refusals, each a server-log row with its reason', () => {
  it('unknown: not a code of the brand, not a code at all, or a code of another offer’s program', async () => {
    const offerId = await offerWithEvent();
    const partner = await makePartner(t.db, b.brandId, offerId);
    const otherOffer = await offerWithEvent();
    await promoCode(w, await activeProgram(w, otherOffer, t.clock.now()), 'ELSEWHERE_1');
    for (const code of ['NO_SUCH_CODE', 'not-a-code!', 'ELSEWHERE_1']) {
      const res = await convert(offerId, partner, { promo_code: code });
      expect([code, res.status, res.body.reason, res.body.message]).toEqual([
        code,
        409,
        'promo_code_unknown',
        'The promo code is not a code of this offer’s discount programs.',
      ]);
      expect(await lastLog(offerId)).toEqual({ outcome: 'refused', reason: 'promo_code_unknown', partner_id: partner });
    }
  });

  it('inactive: the code switched off, its program switched off, or a private code nobody holds yet', async () => {
    const offerId = await offerWithEvent();
    const partner = await makePartner(t.db, b.brandId, offerId);
    const programId = await activeProgram(w, offerId, t.clock.now());
    const off = await promoCode(w, programId, 'OFF_1');
    await call(t.url, 'PUT', `/api/promo-codes/${off}`, { token: b.owner.token, body: { name: 'Off', status: 'inactive' } });
    const unheld = (
      await call(t.url, 'POST', `/api/discount-programs/${programId}/promo-codes`, {
        token: b.owner.token,
        body: { codes: [{ name: 'Unheld', code: 'UNHELD_1', access_method: 'private' }] },
      })
    ).status;
    expect(unheld).toBe(200);
    expect((await convert(offerId, partner, { promo_code: 'OFF_1' })).body.reason).toBe('promo_code_inactive');
    expect((await convert(offerId, partner, { promo_code: 'UNHELD_1' })).body.reason).toBe('promo_code_inactive');
    const paused = await activeProgram(w, offerId, t.clock.now());
    await promoCode(w, paused, 'PAUSED_1');
    await call(t.url, 'PUT', `/api/discount-programs/${paused}/status`, { token: b.owner.token, body: { status: 'inactive' } });
    expect((await convert(offerId, partner, { promo_code: 'PAUSED_1' })).body.reason).toBe('promo_code_inactive');
    expect(await lastLog(offerId)).toMatchObject({ outcome: 'refused', reason: 'promo_code_inactive' });
  });

  it('program ended: an active program whose end has passed on the engine’s clock', async () => {
    const offerId = await offerWithEvent();
    const partner = await makePartner(t.db, b.brandId, offerId);
    const programId = await activeProgram(w, offerId, t.clock.now(), 2);
    const codeId = await promoCode(w, programId, 'ENDING_1');
    const c = await click(t.app, { offer_id: offerId, partner_id: partner });
    t.clock.advance(3 * 60 * MINUTE);
    const res = await postback(t.app, { token: b.token, click_id: c.clickId!, promo_code: 'ENDING_1' });
    expect([res.status, res.body.reason]).toEqual([409, 'promo_code_program_ended']);
    expect(await lastLog(offerId)).toMatchObject({ outcome: 'refused', reason: 'promo_code_program_ended' });
    expect((await listedCode(w, programId, codeId)).used).toBe(0);
  });
});

describe('a usage limit of N over two server processes', () => {
  it('accepts exactly N postbacks with the code and refuses the rest promo_code_used_up (server log); the list shows N of N', async () => {
    const N = 5;
    const offerId = await offerWithEvent();
    const partner = await makePartner(t.db, b.brandId, offerId);
    const programId = await activeProgram(w, offerId, t.clock.now());
    const codeId = await promoCode(w, programId, 'LIMITED_5', { usage_limit: N });
    const apps = [t.app, second];
    const clicks: string[] = [];
    for (let i = 0; i < N + 3; i++) clicks.push((await click(apps[i % 2]!, { offer_id: offerId, partner_id: partner })).clickId!);
    t.clock.advance(MINUTE);
    // all at once, alternating processes: each process's memory alone would let N through EACH
    const answers = await Promise.all(
      clicks.map((id, i) => postback(apps[i % 2]!, { token: b.token, click_id: id, promo_code: 'LIMITED_5' })),
    );
    expect(answers.filter((a) => a.body.status === 'accepted')).toHaveLength(N);
    expect(answers.filter((a) => a.body.reason === 'promo_code_used_up')).toHaveLength(3);
    const log = await t.db.query(
      'SELECT outcome, reason, count(*)::int AS n FROM server_log WHERE offer_id = $1 AND endpoint = $2 GROUP BY 1, 2 ORDER BY 1',
      [offerId, 'postback'],
    );
    expect(log.rows).toEqual([
      { outcome: 'accepted', reason: null, n: N },
      { outcome: 'refused', reason: 'promo_code_used_up', n: 3 },
    ]);
    const stored = await t.db.query('SELECT count(*)::int AS n FROM conversions WHERE promo_code_id = $1', [codeId]);
    expect(stored.rows[0].n).toBe(N);
    expect(await listedCode(w, programId, codeId)).toMatchObject({ used: N, usage_limit: N });
    // a conversion without the code on the same offer still goes through
    expect((await convert(offerId, partner, {}, second)).body.status).toBe('accepted');
  });
});
