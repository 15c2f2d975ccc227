import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  click,
  createTrackingApp,
  makeBrand,
  makeEvent,
  makeOffer,
  makePartner,
  UK_IP,
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

const clickRow = async (uuid: string) =>
  (await t.db.query('SELECT * FROM clicks WHERE click_uuid = $1', [uuid])).rows[0] as Record<string, unknown>;
const lastClick = async (offerId: number) =>
  (await t.db.query('SELECT * FROM clicks WHERE offer_id = $1 ORDER BY id DESC LIMIT 1', [offerId])).rows[0] as Record<string, unknown>;

async function setup(offer: Parameters<typeof makeOffer>[2] = {}, partner: Parameters<typeof makePartner>[3] = {}) {
  const offerId = await makeOffer(t.db, b.brandId, offer);
  await makeEvent(t.db, b.brandId, offerId);
  return { offerId, partnerId: await makePartner(t.db, b.brandId, offerId, partner) };
}

describe('click redirect', () => {
  it('302 to the landing page with macros filled, a first-party cookie and a committed row', async () => {
    const { offerId, partnerId } = await setup();
    const res = await t.app.inject({
      method: 'GET',
      url: `/track/click?offer_id=${offerId}&partner_id=${partnerId}&sub1=a%20b`,
      headers: { 'x-forwarded-for': VN_IP, 'user-agent': 'Mozilla/5.0' },
    });
    expect(res.statusCode).toBe(302);
    const cookie = String(res.headers['set-cookie']);
    const uuid = /bc_click_\d+=([0-9a-f-]{36})/.exec(cookie)![1]!;
    expect(cookie).toContain('Path=/track');
    expect(cookie).toContain('Max-Age=7776000'); // session_lifespan 90 days
    expect(res.headers.location).toBe(`https://shop.example.com/land?cid=${uuid}&s1=a%20b&p=${partnerId}`);
    // answered only after the batch committed: the row is there now
    expect(await clickRow(uuid)).toMatchObject({
      offer_id: offerId,
      partner_id: partnerId,
      refusal: null,
      sub1: 'a b',
      source: 'click',
      country_id: 704,
      is_test: false,
    });
  });

  it('/go/{short_code} is the same click; an unknown code or offer is a 404 page without a row', async () => {
    const { offerId, partnerId } = await setup();
    const { rows } = await t.db.query<{ short_code: string }>('SELECT short_code FROM offers WHERE id = $1', [offerId]);
    const res = await t.app.inject({
      method: 'GET',
      url: `/go/${rows[0]!.short_code}?partner_id=${partnerId}`,
      headers: { 'x-forwarded-for': VN_IP },
    });
    expect(res.statusCode).toBe(302);
    expect((await lastClick(offerId)).source).toBe('go');
    expect((await t.app.inject({ method: 'GET', url: '/go/nope' })).statusCode).toBe(404);
    const before = (await t.db.query('SELECT count(*)::int AS n FROM clicks')).rows[0].n;
    expect((await click(t.app, { offer_id: 99999999, partner_id: partnerId })).status).toBe(404);
    expect((await t.db.query('SELECT count(*)::int AS n FROM clicks')).rows[0].n).toBe(before);
  });
});

describe('refusals keep the row and send the fallback redirect', () => {
  const cases: [string, Parameters<typeof makeOffer>[2], Parameters<typeof makePartner>[3], string][] = [
    ['partner stopped', {}, { workingMode: 0 }, 'partner_stopped'],
    ['partner blocked', {}, { workingMode: 3 }, 'partner_blocked'],
    ['no contract', {}, { contract: null }, 'no_contract'],
    ['contract pending', {}, { contract: { status: 'pending' } }, 'no_contract'],
    ['contract ended', {}, { contract: { end_date: new Date('2026-01-01T00:00:00Z') } }, 'no_contract'],
    ['offer paused', { columns: { status: 2 } }, {}, 'offer_inactive'],
    ['offer working mode stopped', { columns: { working_mode: 0 } }, {}, 'offer_stopped'],
    ['country not targeted', { columns: { countries: [840] } }, {}, 'country_not_targeted'],
    ['device not targeted', { columns: { devices: [2] } }, {}, 'device_not_targeted'],
    ['OS not targeted', { columns: { operating_systems: [6] } }, {}, 'os_not_targeted'],
    ['browser not targeted', { columns: { browsers: [2] } }, {}, 'browser_not_targeted'],
    ['IP blacklisted', { columns: { ip_blacklist: `1.2.3.4,${VN_IP}` } }, {}, 'ip_blacklisted'],
    // the clock stands at Monday 2026-03-02 10:00 in Ho Chi Minh City
    [
      'out of time segment',
      { columns: { time_segments: JSON.stringify([{ day: 1, start_time: '11:00', end_time: '12:00' }]) } },
      {},
      'out_of_time_segment',
    ],
  ];
  it.each(cases)('%s', async (_name, offer, partner, refusal) => {
    const { offerId, partnerId } = await setup({ ...offer, redirect: 'https://fallback.example.com/' }, partner);
    const res = await click(t.app, { offer_id: offerId, partner_id: partnerId });
    expect(res).toMatchObject({ status: 302, location: 'https://fallback.example.com/', clickId: null });
    expect(await lastClick(offerId)).toMatchObject({ refusal, partner_id: partnerId, landing_url: '' });
  });

  it('targeting passes for matching traffic: country from X-Forwarded-For, device / OS / browser from the agent', async () => {
    const { offerId, partnerId } = await setup({
      columns: {
        countries: [826],
        devices: [1],
        operating_systems: [1],
        browsers: [1],
        time_segments: JSON.stringify([{ day: 1, start_time: '09:00', end_time: '11:00' }]),
      },
    });
    const res = await click(t.app, { offer_id: offerId, partner_id: partnerId }, UK_IP);
    expect(res.clickId).not.toBeNull();
    expect(await clickRow(res.clickId!)).toMatchObject({ country_id: 826, device_id: 1, os_id: 1, browser_id: 1, refusal: null });
  });

  it('partner missing / unknown; without a redirect URL the fallback is the landing page without a click id', async () => {
    const { offerId } = await setup();
    expect((await click(t.app, { offer_id: offerId })).location).toBe('https://shop.example.com/land?cid=&s1=&p=');
    expect((await lastClick(offerId)).refusal).toBe('partner_missing');
    await click(t.app, { offer_id: offerId, partner_id: 987654321 });
    expect((await lastClick(offerId)).refusal).toBe('partner_unknown');
    // a partner of another brand is unknown here
    const other = await makeBrand(t.db, 'Other');
    const foreign = await makePartner(t.db, other.brandId, await makeOffer(t.db, other.brandId));
    await click(t.app, { offer_id: offerId, partner_id: foreign });
    expect((await lastClick(offerId)).refusal).toBe('partner_unknown');
  });
});

describe('pixels and script', () => {
  it('a click pixel records a click and answers a GIF', async () => {
    const { offerId, partnerId } = await setup();
    const res = await t.app.inject({
      method: 'GET',
      url: `/track/pixel.gif?type=click&offer_id=${offerId}&partner_id=${partnerId}`,
      headers: { 'x-forwarded-for': VN_IP },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect(await lastClick(offerId)).toMatchObject({ source: 'pixel', refusal: null });
  });

  it('script.js keeps the click id for 45 days and sends conversions through pixel.gif', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/track/script.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('DAYS=45');
    expect(res.body).toContain('/track/pixel.gif?');
    expect(res.body).toContain('bcTrack');
  });
});

async function startOfSecond(db: { query: (sql: string) => Promise<{ rows: { ms: number }[] }> }) {
  for (;;) {
    const { rows } = await db.query('SELECT (extract(milliseconds FROM clock_timestamp())::int % 1000) AS ms');
    if (rows[0]!.ms < 400) return;
    await new Promise((r) => setTimeout(r, 1000 - rows[0]!.ms));
  }
}

describe('rate limit', () => {
  it('answers 429 past TRACK_RATE_LIMIT per IP, other addresses unaffected', async () => {
    const limited = await createTrackingApp({ rateLimit: 3 });
    try {
      // the limit counts per fixed second of the database's clock (rate_limits, shared by every
      // process): start early in a second so the five requests fall in one window
      await startOfSecond(limited.db);
      const codes = [];
      for (let i = 0; i < 5; i++)
        codes.push(
          (await limited.app.inject({ method: 'GET', url: '/track/click?offer_id=1', headers: { 'x-forwarded-for': '5.5.5.5' } }))
            .statusCode,
        );
      expect(codes).toEqual([404, 404, 404, 429, 429]);
      expect(
        (await limited.app.inject({ method: 'GET', url: '/track/click?offer_id=1', headers: { 'x-forwarded-for': '6.6.6.6' } })).statusCode,
      ).toBe(404);
      const pb = await limited.app.inject({ method: 'GET', url: '/track/postback?token=x', headers: { 'x-forwarded-for': '5.5.5.5' } });
      expect(pb.statusCode).toBe(429);
      expect(pb.json()).toMatchObject({ status: 'refused', reason: 'rate_limited' });
      const { rows } = await limited.db.query("SELECT outcome, reason, http_status FROM server_log WHERE reason = 'rate_limited'");
      expect(rows).toEqual([{ outcome: 'refused', reason: 'rate_limited', http_status: 429 }]);
    } finally {
      await limited.close();
    }
  });
});
