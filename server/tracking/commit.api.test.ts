import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api/auth.ts';
import { addUser, levels } from '../../tests/support/api/employees.ts';
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
import { LEVEL } from '../../src/domain/permissions.ts';

let t: TrackingApp;
let b: Brand;
beforeAll(async () => {
  t = await createTrackingApp();
  b = await makeBrand(t.db);
}, 60_000);
afterAll(() => t?.close());

async function world(o: { offer?: Parameters<typeof makeOffer>[2]; partner?: Parameters<typeof makePartner>[3] } = {}) {
  const offerId = await makeOffer(t.db, b.brandId, o.offer);
  const eventId = await makeEvent(t.db, b.brandId, offerId, { payout: '2.5', revenue: '4' });
  return { offerId, eventId, partnerId: await makePartner(t.db, b.brandId, offerId, o.partner) };
}

describe('idempotent postbacks', () => {
  it('a retry answers exactly the first body and is logged as a duplicate', async () => {
    const w = await world();
    const c = await click(t.app, { offer_id: w.offerId, partner_id: w.partnerId });
    t.clock.advance(MINUTE);
    const q = { token: b.token, offer_id: w.offerId, event: w.eventId, click_id: c.clickId!, transaction_id: 'ORDER-1' };
    const first = await postback(t.app, q);
    const again = await postback(t.app, q);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    const { rows } = await t.db.query(
      'SELECT outcome, conversion_id IS NOT NULL AS linked FROM server_log WHERE click_uuid = $1 ORDER BY id',
      [c.clickId],
    );
    expect(rows).toEqual([
      { outcome: 'accepted', linked: true },
      { outcome: 'duplicate', linked: true },
    ]);
  });

  it('50 concurrent identical postbacks over real HTTP → one conversion, 50 identical answers', async () => {
    const w = await world();
    const c = await click(t.app, { offer_id: w.offerId, partner_id: w.partnerId });
    t.clock.advance(MINUTE);
    const url = `${t.url}/track/postback?token=${b.token}&click_id=${c.clickId}&transaction_id=SAME&amount=10`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(url).then(async (r) => [r.status, await r.text()] as const)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]![0]).toBe(200);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM conversions WHERE click_uuid = $1', [c.clickId]);
    expect(rows[0].n).toBe(1);
    const { rows: r2 } = await t.db.query('SELECT conversions, approved FROM rollup_hourly WHERE offer_id = $1', [w.offerId]);
    expect(r2).toEqual([{ conversions: 1, approved: 1 }]);
  });
});

describe('rollups', () => {
  it('equal the raw rows after a concurrent burst of clicks and conversions', async () => {
    const w = await world({ offer: { columns: { allow_duplicates: true } } });
    const clicks = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        fetch(`${t.url}/track/click?offer_id=${w.offerId}&partner_id=${w.partnerId}`, {
          redirect: 'manual',
          headers: { 'x-forwarded-for': `113.161.${i % 4}.${i}` },
        }).then((r) => /bc_click_\d+=([0-9a-f-]{36})/.exec(r.headers.get('set-cookie') ?? '')?.[1]),
      ),
    );
    expect(clicks.every(Boolean)).toBe(true);
    t.clock.advance(MINUTE);
    await Promise.all(
      clicks
        .slice(0, 60)
        .map((id, i) => fetch(`${t.url}/track/postback?token=${b.token}&click_id=${id}&transaction_id=R${i}&amount=${i}.5`)),
    );
    const { rows: raw } = await t.db.query(
      `SELECT (SELECT count(*)::int FROM clicks WHERE offer_id = $1 AND refusal IS NULL) AS clicks,
              (SELECT count(*)::int FROM clicks WHERE offer_id = $1 AND refusal IS NULL AND is_unique) AS unique_clicks,
              (SELECT count(*)::int FROM conversions WHERE offer_id = $1) AS conversions,
              (SELECT sum(payout)::text FROM conversions WHERE offer_id = $1 AND status <> 'rejected') AS payout,
              (SELECT sum(sale_amount)::text FROM conversions WHERE offer_id = $1 AND status <> 'rejected') AS sale_amount`,
      [w.offerId],
    );
    const { rows: rolled } = await t.db.query(
      `SELECT sum(clicks)::int AS clicks, sum(unique_clicks)::int AS unique_clicks, sum(conversions)::int AS conversions,
              sum(payout)::text AS payout, sum(sale_amount)::text AS sale_amount FROM rollup_hourly WHERE offer_id = $1`,
      [w.offerId],
    );
    expect(rolled[0]).toEqual(raw[0]);
    expect(raw[0]).toMatchObject({ clicks: 120, unique_clicks: 120, conversions: 60, payout: '150.0000' });
  });
});

describe('unique clicks decided in the batch statement (decision 061)', () => {
  it('a visitor repeated inside concurrent batches counts once, in the rows and in the rollups; a refused click counts in neither', async () => {
    const w = await world();
    // 30 visitors × 3 concurrent clicks each, plus 5 clicks of a partner the brand does not know
    // (refused, still claiming its key): batches then hold repeated keys and refused rows
    const send = (ip: string, partner: number | string) =>
      fetch(`${t.url}/track/click?offer_id=${w.offerId}&partner_id=${partner}`, { redirect: 'manual', headers: { 'x-forwarded-for': ip } });
    await Promise.all([
      ...Array.from({ length: 90 }, (_, i) => send(`113.162.0.${i % 30}`, w.partnerId)),
      ...Array.from({ length: 5 }, (_, i) => send(`113.162.1.${i}`, 999_999_999)),
    ]);
    const { rows: raw } = await t.db.query(
      `SELECT (SELECT count(*)::int FROM clicks WHERE offer_id = $1 AND refusal IS NULL) AS clicks,
              (SELECT count(*)::int FROM clicks WHERE offer_id = $1 AND refusal IS NULL AND is_unique) AS unique_clicks,
              (SELECT count(*)::int FROM clicks WHERE offer_id = $1 AND refusal IS NOT NULL AND is_unique) AS refused_unique`,
      [w.offerId],
    );
    const { rows: rolled } = await t.db.query(
      'SELECT sum(clicks)::int AS clicks, sum(unique_clicks)::int AS unique_clicks FROM rollup_hourly WHERE offer_id = $1',
      [w.offerId],
    );
    expect(raw[0]).toEqual({ clicks: 90, unique_clicks: 30, refused_unique: 5 });
    expect(rolled[0]).toEqual({ clicks: 90, unique_clicks: 30 });
    // a second round of the same visitors within the day: no new unique click anywhere
    await Promise.all(Array.from({ length: 30 }, (_, i) => send(`113.162.0.${i}`, w.partnerId)));
    const { rows: again } = await t.db.query(
      'SELECT sum(clicks)::int AS clicks, sum(unique_clicks)::int AS unique_clicks FROM rollup_hourly WHERE offer_id = $1',
      [w.offerId],
    );
    expect(again[0]).toEqual({ clicks: 120, unique_clicks: 30 });
  });
});

describe('budgets', () => {
  it('an offer conversion budget refuses past its value and notifies at 80 % and 100 %; clicks then fall back', async () => {
    const w = await world({ offer: { redirect: 'https://full.example.com/' } });
    await t.db.query('INSERT INTO offer_budgets (offer_id, budget_type, frequency, value) VALUES ($1, 1, 1, 5)', [w.offerId]);
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push((await click(t.app, { offer_id: w.offerId, partner_id: w.partnerId })).clickId!);
    t.clock.advance(MINUTE);
    // four one by one (the fourth reaches 80 %), then three at once: one fits, two are refused in the same batch
    for (const id of ids.slice(0, 4)) expect((await postback(t.app, { token: b.token, click_id: id })).status).toBe(200);
    const answers = await Promise.all(ids.slice(4).map((id) => postback(t.app, { token: b.token, click_id: id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.reason === 'budget_reached').map((a) => a.body.message)).toEqual([
      'Offer has reached its Budget.',
      'Offer has reached its Budget.',
    ]);
    const late = await click(t.app, { offer_id: w.offerId, partner_id: w.partnerId });
    expect(late.location).toBe('https://full.example.com/');
    const { rows } = await t.db.query(
      `SELECT data->>'n' AS n FROM notifications WHERE brand_id = $1 AND data->>'offer_id' = $2 ORDER BY id`,
      [b.brandId, String(w.offerId)],
    );
    expect(rows.map((r) => r.n)).toEqual(['80', '100']);
  });

  it('a contract payout budget stops that partner only', async () => {
    const w = await world({ partner: { contract: { budgets: [{ budget_type: 'payout', frequency: 'lifetime', value: '5' }] } } });
    const free = await makePartner(t.db, b.brandId, w.offerId);
    const convert = async (partnerId: number) => {
      const c = await click(t.app, { offer_id: w.offerId, partner_id: partnerId });
      if (!c.clickId) return `click ${(await t.db.query('SELECT refusal FROM clicks ORDER BY id DESC LIMIT 1')).rows[0].refusal}`;
      t.clock.advance(MINUTE);
      return (await postback(t.app, { token: b.token, click_id: c.clickId })).body.reason ?? 'accepted';
    };
    // 2.5 per conversion: two spend the 5; the contract's budget then refuses this partner's clicks
    expect([await convert(w.partnerId), await convert(w.partnerId), await convert(w.partnerId)]).toEqual([
      'accepted',
      'accepted',
      'click budget_reached',
    ]);
    expect(await convert(free)).toBe('accepted');
  });
});

describe('offer tracking test', () => {
  it('sends a test click and conversion through the endpoints, marks them test and the offer success', async () => {
    const w = await world();
    const res = await call(t.url, 'POST', `/api/offers/${w.offerId}/tracking-test`, { token: b.owner.token });
    expect(res.status).toBe(200);
    const data = res.body.data as { status: string; steps: { step: string; ok: boolean }[] };
    expect(data.status).toBe('success');
    expect(data.steps.map((s) => [s.step, s.ok])).toEqual([
      ['click', true],
      ['redirect', true],
      ['conversion', true],
    ]);
    const { rows } = await t.db.query('SELECT tracking_test_status FROM offers WHERE id = $1', [w.offerId]);
    expect(rows[0].tracking_test_status).toBe('success');
    const { rows: c } = await t.db.query('SELECT is_test FROM conversions WHERE offer_id = $1', [w.offerId]);
    expect(c).toEqual([{ is_test: true }]);
    const { rows: r } = await t.db.query('SELECT count(*)::int AS n FROM rollup_hourly WHERE offer_id = $1', [w.offerId]);
    expect(r[0].n).toBe(0);
  });

  it('fails on a paused offer or one without a primary event', async () => {
    const paused = await world({ offer: { columns: { status: 2 } } });
    const res = await call(t.url, 'POST', `/api/offers/${paused.offerId}/tracking-test`, { token: b.owner.token });
    expect(res.body.data).toMatchObject({
      status: 'fail',
      steps: [{ step: 'click', ok: false, detail: 'Offer is not active.' }, { ok: false }, { ok: false }],
    });
    const bare = await makeOffer(t.db, b.brandId);
    const res2 = await call(t.url, 'POST', `/api/offers/${bare}/tracking-test`, { token: b.owner.token });
    expect(res2.body.data).toMatchObject({
      status: 'fail',
      steps: [{ ok: true }, { ok: true }, { ok: false, detail: 'The offer has no primary conversion event.' }],
    });
    expect((await t.db.query('SELECT tracking_test_status FROM offers WHERE id = $1', [bare])).rows[0].tracking_test_status).toBe('fail');
  });

  it('authorization: 401 signed out, 403 below offers 15, 404 for another brand', async () => {
    const w = await world();
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: levels({ offers: LEVEL.read }) });
    const other = await makeBrand(t.db, 'Stranger');
    const path = `/api/offers/${w.offerId}/tracking-test`;
    expect((await call(t.url, 'POST', path, {})).status).toBe(401);
    expect((await call(t.url, 'POST', path, { token: reader.token })).status).toBe(403);
    expect((await call(t.url, 'POST', path, { token: other.owner.token })).status).toBe(404);
    expect((await t.db.query('SELECT tracking_test_status FROM offers WHERE id = $1', [w.offerId])).rows[0].tracking_test_status).toBe(
      'none',
    );
  });

  it('a forged test token is an ordinary click (partner checks apply)', async () => {
    const w = await world();
    await click(t.app, { offer_id: w.offerId, test: `${Date.now() + 60_000}.forged` });
    const { rows } = await t.db.query('SELECT is_test, refusal FROM clicks WHERE offer_id = $1', [w.offerId]);
    expect(rows).toEqual([{ is_test: false, refusal: 'partner_missing' }]);
  });
});
