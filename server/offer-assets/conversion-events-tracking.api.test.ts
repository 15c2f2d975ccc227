import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { api, codes, EVENT, insertOffer, makeWorld, type World } from '../../tests/support/api/offer-assets.ts';

let t: TestApp;
let w: World;
let req: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeWorld(t.db);
  req = api(t.url);
}, 60_000);
afterAll(() => t?.close());

const newEvent = async (over: object = {}) =>
  ((await req('POST', '/api/offers/conversion-event', w.owner, { ...EVENT, ...over })).body.data as { id: number }).id;

describe('conversion events', () => {
  it('create keeps money as decimal strings and parameters; update; delete', async () => {
    const res = await req('POST', '/api/offers/conversion-event', w.owner, EVENT);
    expect(res.status).toBe(200);
    const e = res.body.data as Record<string, unknown>;
    expect(e).toMatchObject({
      payout: '12.5000',
      revenue: '15.2500',
      bonus: '0.0000',
      par1: 'order_total',
      par2: '',
      sub1: 'campaign',
      offer_count: 0,
    });
    const upd = await req('PUT', `/api/offers/conversion-event/${e.id}`, w.owner, { ...EVENT, payout_type: 'fixed', payout: '1000.1234' });
    expect((upd.body.data as { payout: string }).payout).toBe('1000.1234');
    expect(((await req('GET', '/api/offers/conversion-event', w.reader)).body.data as unknown[]).length).toBeGreaterThan(0);
    expect((await req('DELETE', `/api/offers/conversion-event/${e.id}`, w.owner)).status).toBe(200);
  });

  it('validation codes: decimals, percent over 100, parameter names, enums', async () => {
    const bad = await req('POST', '/api/offers/conversion-event', w.owner, {
      ...EVENT,
      payout: '1.23456',
      revenue: '-1',
      par2: 'Bad Name',
      method: 'fax',
    });
    expect(codes(bad).sort()).toEqual(['method:invalid_value', 'par2:param_name', 'payout:decimal_places', 'revenue:decimal_places']);
    expect(codes(await req('POST', '/api/offers/conversion-event', w.owner, { ...EVENT, payout: '100.01' }))).toEqual([
      'payout:percent_max',
    ]);
  });

  it('authorization: 401, 403, other brand 404', async () => {
    const id = await newEvent({ name: 'Secret event' });
    expect((await req('GET', '/api/offers/conversion-event')).status).toBe(401);
    expect((await req('GET', '/api/offers/conversion-event', w.noAccess)).status).toBe(403);
    expect((await req('POST', '/api/offers/conversion-event', w.reader, EVENT)).status).toBe(403);
    for (const m of ['GET', 'DELETE']) expect((await req(m, `/api/offers/conversion-event/${id}`, w.other)).status).toBe(404);
    expect((await req('PUT', `/api/offers/conversion-event/${id}`, w.other, EVENT)).status).toBe(404);
    expect(JSON.stringify((await req('GET', '/api/offers/conversion-event', w.other)).body)).not.toContain('Secret event');
  });
});

describe('offer-event links', () => {
  it('exactly one primary per offer; links replace; a primary event cannot be deleted', async () => {
    const offer = await insertOffer(t.db, w.brandId);
    const [a, b] = [await newEvent({ name: 'Lead' }), await newEvent({ name: 'Sale' })];
    const none = await req('POST', '/api/offers/conversion-event/save', w.owner, {
      offer_id: offer,
      events: [{ event_id: a }, { event_id: b }],
    });
    expect(codes(none)).toEqual(['events:primary_event_count']);
    const two = await req('POST', '/api/offers/conversion-event/save', w.owner, {
      offer_id: offer,
      events: [
        { event_id: a, is_primary: true },
        { event_id: b, is_primary: true },
      ],
    });
    expect(codes(two)).toEqual(['events:primary_event_count']);
    const dup = await req('POST', '/api/offers/conversion-event/save', w.owner, {
      offer_id: offer,
      events: [{ event_id: a, is_primary: true }, { event_id: a }],
    });
    expect(codes(dup)).toContain('events:duplicate_event');

    const ok = await req('POST', '/api/offers/conversion-event/save', w.owner, {
      offer_id: offer,
      events: [
        { event_id: a, event_mode: 'private', auto_assign: false },
        { event_id: b, is_primary: true },
      ],
    });
    expect(ok.status).toBe(200);
    expect((ok.body.data as { event_id: number; is_primary: boolean }[]).map((l) => [l.event_id, l.is_primary])).toEqual([
      [b, true],
      [a, false],
    ]);
    const listed = await req('GET', `/api/offers/event-mode?offer_id=${offer}`, w.reader);
    expect(listed.body.data).toHaveLength(2);
    expect((await req('DELETE', `/api/offers/conversion-event/${b}`, w.owner)).body.code).toBe('event_in_use');
    // the database backs the rule too
    await expect(t.db.query('UPDATE offer_events SET is_primary = true WHERE offer_id = $1', [offer])).rejects.toThrow();
  });

  it('another brand’s offer or event is not linkable', async () => {
    const foreignOffer = await insertOffer(t.db, w.other.brandId);
    const mine = await newEvent();
    expect((await req('POST', '/api/offers/conversion-event/save', w.owner, { offer_id: foreignOffer, events: [] })).status).toBe(404);
    expect((await req('GET', `/api/offers/event-mode?offer_id=${foreignOffer}`, w.owner)).status).toBe(404);
    const offer = await insertOffer(t.db, w.other.brandId);
    const res = await req('POST', '/api/offers/conversion-event/save', w.other, {
      offer_id: offer,
      events: [{ event_id: mine, is_primary: true }],
    });
    expect(codes(res)).toEqual(['events:unknown_event']);
  });
});

describe('tracking settings', () => {
  it('defaults to S2S with generated snippets and postback templates pointing at /track', async () => {
    const offer = await insertOffer(t.db, w.brandId);
    const e = await newEvent({ name: 'Pixel sale', method: 'image_pixel' });
    await req('POST', '/api/offers/conversion-event/save', w.owner, { offer_id: offer, events: [{ event_id: e, is_primary: true }] });
    const res = await req('GET', `/api/offers/script?offer_id=${offer}`, w.reader);
    const s = res.body.data as { tracking_type: string; snippets: { kind: string; event_id: number | null; code: string }[] };
    expect(s.tracking_type).toBe('s2s');
    const postback = s.snippets.find((x) => x.kind === 'postback' && x.event_id === e)!;
    expect(postback.code).toMatch(
      new RegExp(
        `^${t.url}/track/postback\\?token=[\\w-]+&offer_id=${offer}&event=${e}&click_id=\\{click_id\\}&transaction_id=\\{transaction_id\\}&amount=\\{amount\\}$`,
      ),
    );
    expect(s.snippets.find((x) => x.kind === 'image_pixel')!.code).toContain('/track/pixel.gif?');

    const js = await req('PUT', '/api/offers/script', w.owner, { offer_id: offer, tracking_type: 'js_pixel' });
    expect((js.body.data as { snippets: { code: string }[] }).snippets[0]!.code).toContain(`${t.url}/track/script.js`);
    const frame = await req('PUT', '/api/offers/script', w.owner, { offer_id: offer, tracking_type: 'iframe_pixel' });
    expect((frame.body.data as { snippets: { code: string }[] }).snippets[0]!.code).toContain('/track/pixel.html?');
  });

  it('the spec’s rules: promo-code placeholder; JS pixel and button target not with a specific tracking URL', async () => {
    const offer = await insertOffer(t.db, w.brandId);
    const url = 'https://brand.example/track?order={transaction_id}';
    const promo = await req('PUT', '/api/offers/script', w.owner, {
      offer_id: offer,
      tracking_type: 's2s',
      tracking_url: url,
      uses_discount_program: true,
    });
    expect(promo.status).toBe(422);
    expect(codes(promo)).toEqual(['tracking_url:promo_code_placeholder']);
    expect(
      (
        await req('PUT', '/api/offers/script', w.owner, {
          offer_id: offer,
          tracking_type: 's2s',
          tracking_url: `${url}&code={promo_code}`,
          uses_discount_program: true,
        })
      ).status,
    ).toBe(200);
    expect(
      codes(await req('PUT', '/api/offers/script', w.owner, { offer_id: offer, tracking_type: 'js_pixel', tracking_url: url })),
    ).toEqual(['tracking_type:tracking_url_unsupported']);

    // the offer has a specific URL now: a button-target event can neither be linked nor become one
    const button = await newEvent({ method: 'button_target' });
    const link = await req('POST', '/api/offers/conversion-event/save', w.owner, {
      offer_id: offer,
      events: [{ event_id: button, is_primary: true }],
    });
    expect(codes(link)).toEqual(['events:tracking_url_unsupported']);
    const plain = await newEvent();
    await req('POST', '/api/offers/conversion-event/save', w.owner, { offer_id: offer, events: [{ event_id: plain, is_primary: true }] });
    expect(codes(await req('PUT', `/api/offers/conversion-event/${plain}`, w.owner, { ...EVENT, method: 'button_target' }))).toEqual([
      'method:tracking_url_unsupported',
    ]);
    // and a URL cannot be added while a button-target event is linked
    const other = await insertOffer(t.db, w.brandId);
    await req('POST', '/api/offers/conversion-event/save', w.owner, { offer_id: other, events: [{ event_id: button, is_primary: true }] });
    expect(codes(await req('PUT', '/api/offers/script', w.owner, { offer_id: other, tracking_type: 's2s', tracking_url: url }))).toEqual([
      'tracking_url:tracking_url_unsupported',
    ]);
  });

  it('global postback per brand; authorization', async () => {
    const g = await req('GET', '/api/offers/global-postback', w.reader);
    const { url, macros } = g.body.data as { url: string; macros: string[] };
    expect(url).toContain('/track/postback?token=');
    expect(macros).toEqual(['click_id', 'event', 'transaction_id', 'amount']);
    expect((await req('GET', '/api/offers/global-postback', w.reader)).body.data).toEqual(g.body.data);
    expect((await req('POST', '/api/offers/global-postback/rotate', w.reader)).status).toBe(403);
    const rotated = await req('POST', '/api/offers/global-postback/rotate', w.owner);
    expect((rotated.body.data as { url: string }).url).not.toBe(url);
    expect((await req('GET', '/api/offers/global-postback', w.other)).body.data).not.toEqual(rotated.body.data);
    const offer = await insertOffer(t.db, w.brandId);
    expect((await req('GET', `/api/offers/script?offer_id=${offer}`)).status).toBe(401);
    expect((await req('GET', `/api/offers/script?offer_id=${offer}`, w.noAccess)).status).toBe(403);
    expect((await req('PUT', '/api/offers/script', w.reader, { offer_id: offer, tracking_type: 's2s' })).status).toBe(403);
    expect((await req('GET', `/api/offers/script?offer_id=${offer}`, w.other)).status).toBe(404);
    expect((await req('PUT', '/api/offers/script', w.other, { offer_id: offer, tracking_type: 's2s' })).status).toBe(404);
  });
});
