import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { partnersWithIds } from '../../tests/support/api/partners.ts';
import { brand, call, codes, create, dayFromToday, offerInput, type Brand } from '../../tests/support/api/offers.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

let t: TestApp;
let b: Brand;
beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
  await partnersWithIds(t.db, b.brandId, [7]); // the private payout's partner
});
afterAll(async () => t?.close());

describe('POST /api/offers (create)', () => {
  it('creates an active private offer with every default of spec 2 §9', async () => {
    const o = await create(t.url, b.owner.token, { tags: ['Summer', 'Fashion'], budgets: [{ budget_type: 1, frequency: 1, value: '10' }] });
    expect(o).toMatchObject({
      status: 1,
      visibility: 'private',
      working_mode: 1,
      tracking_test_status: 'none',
      priority: 2,
      click_lifetime: 30,
      session_lifespan: 90,
      conversion_lifetime: 30,
      default_payout: '12.5',
      default_revenue: '15',
      tags: ['Summer', 'Fashion'],
      budgets: [{ budget_type: 1, frequency: 1, value: '10' }],
      time_zone: 'Asia/Ho_Chi_Minh',
    });
    expect(o.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const byUuid = await call(t.url, 'GET', `/api/offers/uuid/${String(o.uuid)}`, { token: b.owner.token });
    expect((byUuid.body.data as { id: number }).id).toBe(o.id);
  });

  it('a mobile-app channel defaults the session lifespan to 7 days; a future start makes it pending', async () => {
    const o = await create(t.url, b.owner.token, { channel_id: 2, start_date: dayFromToday(3), end_date: dayFromToday(10) });
    expect(o).toMatchObject({ session_lifespan: 7, status: 3, start_date: dayFromToday(3) });
  });

  it('stores every field of the offer and reads it back', async () => {
    const full = offerInput({
      sub_vertical_id: null,
      payout_type_id: 2,
      revenue_type_id: 2,
      priority: 3,
      description: 'Big sale',
      terms: 'No spam',
      internal_note: 'vip',
      android_app_id: 'com.shop.app',
      ios_app_id: 'id123',
      private_payouts: [{ partner_id: 7, payout: '20.1234' }],
      preview_url: 'https://shop.example.com/p',
      redirect_url: 'https://shop.example.com/r',
      macro_url: 'https://shop.example.com/m?c={click_id}',
      tracking_domain: 'track.example.com',
      tracking_sub_domain: 'go',
      click_lifetime: 10,
      session_lifespan: 20,
      conversion_lifetime: 40,
      additional_params: 'abc123',
      manual_approval: true,
      allow_duplicates: true,
      multiple_conversions: true,
      countries: [704, 840],
      regions: [704001],
      cities: [70400101],
      zip_codes: '10001,70000',
      devices: [1],
      operating_systems: [2],
      browsers: [3],
      ip_blacklist: '1.2.3.4,5.6.7.8',
      start_date: dayFromToday(0, 'UTC'),
      end_date: dayFromToday(30, 'UTC'),
      time_zone: 'UTC',
      time_segments: [{ day: 1, start_time: '09:00', end_time: '17:00' }],
      budgets: [
        { budget_type: 2, frequency: 1, value: '100' },
        { budget_type: 2, frequency: 3, value: '1000.5' },
      ],
    });
    const o = await create(t.url, b.owner.token, full);
    const got = (await call(t.url, 'GET', `/api/offers/${o.id}`, { token: b.owner.token })).body.data as Record<string, unknown>;
    // dates are calendar days of the offer's own zone (UTC here), whatever the time of day
    expect(got).toMatchObject(full);
  });
});

describe('validation (422 with the shared rule codes)', () => {
  const bad = async (over: Record<string, unknown>) =>
    codes(await call(t.url, 'POST', '/api/offers', { token: b.owner.token, body: { ...offerInput(), ...over } }));
  it.each([
    [{ name: '' }, 'name:c_c01'],
    [{ name: 'x'.repeat(256) }, 'name:max_length'],
    [{ name: 'Great 🎉 deal' }, 'name:no_emoji'],
    [{ name: 'Online casino bonus' }, 'name:content_violates'],
    [{ description: 'best betting tips' }, 'description:content_violates'],
    [{ terms: 'y'.repeat(2001) }, 'terms:max_length'],
    [{ default_landing_page_url: 'not a url' }, 'default_landing_page_url:url'],
    [{ preview_url: `https://a.com/${'p'.repeat(2048)}` }, 'preview_url:max_length'],
    [{ tracking_domain: 'bad domain' }, 'tracking_domain:domain'],
    [{ zip_codes: '1000,,2000' }, 'zip_codes:zip_list'],
    [{ ip_blacklist: '1.2.3.4,999.1.1.1' }, 'ip_blacklist:ip_list'],
    // a region outside the chosen countries, a city outside the chosen regions (ids tell their parent)
    [{ countries: [840], regions: [704001] }, 'regions:invalid_value'],
    [{ regions: [704001], cities: [84000501] }, 'cities:invalid_value'],
    [{ default_payout: '1.23456' }, 'default_payout:decimal_places'],
    [{ default_payout: 'abc' }, 'default_payout:number'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags:max_tags'],
    [{ additional_params: 'a b' }, 'additional_params:additional_params'],
    [{ additional_params: 'a'.repeat(256) }, 'additional_params:max_length'],
    [{ priority: 4 }, 'priority:not_valid'],
    [{ payout_model_id: 9 }, 'payout_model_id:not_valid'],
    [{ time_segments: [{ day: 1, start_time: '10:00', end_time: '09:00' }] }, 'time_segments.0.start_time:start_time_before_end'],
    [{ time_segments: [{ day: 1, start_time: '25:00', end_time: '26:00' }] }, 'time_segments.0.start_time:time_format'],
    [{ start_date: '02/30/2030' }, 'start_date:date_format'],
    [{ start_date: dayFromToday(-1) }, 'start_date:start_date_window'],
    [{ start_date: dayFromToday(5), end_date: dayFromToday(2) }, 'end_date:end_date_before_start'],
    [{ end_date: dayFromToday(-1) }, 'end_date:end_date_not_past'],
    [{ time_zone: 'Mars/Base' }, 'time_zone:not_valid'],
    [{ vertical_id: 9999 }, 'vertical_id:not_valid'],
    [{ channel_id: 9999 }, 'channel_id:not_valid'],
    [{ offer_group_id: 999999 }, 'offer_group_id:not_valid'],
    [
      {
        budgets: [
          { budget_type: 1, frequency: 1, value: '50' },
          { budget_type: 1, frequency: 2, value: '40' },
        ],
      },
      'budgets.0.value:budget_timeframe',
    ],
    [
      {
        budgets: [
          { budget_type: 1, frequency: 1, value: '5' },
          { budget_type: 1, frequency: 1, value: '6' },
        ],
      },
      'budgets.1.frequency:duplicated',
    ],
  ])('%j → %s', async (over, code) => {
    expect(await bad(over)).toContain(code);
  });

  it('budgets of different metrics are not compared', async () => {
    expect(
      await bad({
        budgets: [
          { budget_type: 1, frequency: 1, value: '50' },
          { budget_type: 2, frequency: 5, value: '40' },
        ],
      }),
    ).toEqual([]);
  });
});

describe('authorization', () => {
  it('401 without a token, 403 below the level, other brand → 404', async () => {
    const o = await create(t.url, b.owner.token);
    expect((await call(t.url, 'GET', `/api/offers/${o.id}`)).status).toBe(401);
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { offers: LEVEL.read } });
    expect((await call(t.url, 'GET', `/api/offers/${o.id}`, { token: reader.token })).status).toBe(200);
    expect((await call(t.url, 'POST', '/api/offers/list', { token: reader.token, body: {} })).status).toBe(200);
    expect((await call(t.url, 'PUT', `/api/offers/${o.id}/status`, { token: reader.token, body: { status: 2 } })).status).toBe(403);
    expect((await call(t.url, 'POST', '/api/offers', { token: reader.token, body: offerInput() })).status).toBe(403);
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: { offers: LEVEL.none } });
    expect((await call(t.url, 'GET', `/api/offers/${o.id}`, { token: none.token })).status).toBe(403);
    const other = await brand(t.db);
    for (const [method, path, body] of [
      ['GET', `/api/offers/${o.id}`, undefined],
      ['GET', `/api/offers/uuid/${String(o.uuid)}`, undefined],
      ['PUT', `/api/offers/${o.id}/status`, { status: 2 }],
      ['DELETE', `/api/offers/${o.id}`, undefined],
      ['POST', `/api/offers/${o.id}/duplicate`, undefined],
      ['PUT', '/api/offers/working-mode', { offer_id: o.id, action: 'pause' }],
      ['PUT', `/api/offers/${o.id}/visibility`, { visibility: 'public' }],
      ['PUT', '/api/offers/update-short-code', { offer_id: o.id }],
    ] as const) {
      expect((await call(t.url, method, path, { token: other.owner.token, body })).status, `${method} ${path}`).toBe(404);
    }
    const list = await call(t.url, 'POST', '/api/offers/list?status=0', { token: other.owner.token, body: {} });
    expect((list.body.data as { items: unknown[] }).items).toEqual([]);
  });
});

describe('demo offers', () => {
  it('a dozen offers across every status, with tags and budgets; seeding again adds nothing', async () => {
    const { seedDemoOffers } = await import('./demo.ts');
    const x = await brand(t.db);
    expect(await seedDemoOffers(t.db, x.brandId)).toBe(12);
    expect(await seedDemoOffers(t.db, x.brandId)).toBe(0);
    const { rows } = await t.db.query<{ status: number }>('SELECT DISTINCT status FROM offers WHERE brand_id = $1 ORDER BY status', [
      x.brandId,
    ]);
    expect(rows.map((r) => r.status)).toEqual([1, 2, 3, 4, 5]);
    const list = await call(t.url, 'POST', '/api/offers/list?status=0&limit=25', { token: x.owner.token, body: { tags: ['ecommerce'] } });
    expect((list.body.data as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(2);
  });
});
