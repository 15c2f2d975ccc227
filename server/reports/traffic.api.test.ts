import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ResponseOf } from '../../src/domain/contract.ts';
import type * as api from '../../src/domain/reports/contract.ts';
import { BROWSER_UA, makeTrackingWorld, visitorIp, type TrackingWorld } from '../../tests/bench/tracking-world.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser, type TestUser } from '../../tests/support/api/employees.ts';
import { rebuildRollups } from '../rollup/rebuild.ts';
import { BASE, get } from '../../tests/support/api/reports.ts';

/**
 * Real traffic through the tracking engine (/track/click, /track/postback), read back through the
 * reports: the engine's own rollups answer the performance report, the conversions list reads the
 * raw rows, and rebuilding the rollups from the raw rows changes nothing (the test kit's rebuild
 * follows the engine's rules).
 */
let t: TestApp;
let w: TrackingWorld;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  w = await makeTrackingWorld(t.db, { partners: 2 });
  owner = await addUser(t.db, w.brandId, { role: 'owner' });
}, 60_000);
afterAll(() => t?.close());

it('clicks and postbacks sent through /track show in the performance report, the dashboard and the conversions list', async () => {
  const clickIds: string[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${t.url}/track/click?offer_id=${w.offerId}&partner_id=${w.partnerIds[i % 2]}`, {
      redirect: 'manual',
      headers: { 'user-agent': BROWSER_UA, 'x-forwarded-for': visitorIp(i + 100), accept: 'text/html', 'accept-language': 'vi' },
    });
    expect(res.status).toBe(302);
    clickIds.push(/click_id=([0-9a-f-]{36})/.exec(res.headers.get('location') ?? '')![1]!);
  }
  for (const [i, clickId] of clickIds.slice(0, 3).entries()) {
    const r = await fetch(
      `${t.url}/track/postback?token=${w.token}&offer_id=${w.offerId}&event=${w.eventId}&click_id=${clickId}&transaction_id=R-${i}&amount=10`,
    );
    expect(r.status).toBe(200);
  }

  const byPartner = (await get(t.url, owner.token, `${BASE}/publisher`)).body.data as ResponseOf<typeof api.partnerReport>;
  expect(byPartner.totals.current).toMatchObject({ clicks: 5, conversions: 3 });
  expect(byPartner.items.map((r) => [r.id, r.clicks, r.conversions]).sort()).toEqual(
    [
      [w.partnerIds[0], 3, 2],
      [w.partnerIds[1], 2, 1],
    ].sort(),
  );
  const overview = (await get(t.url, owner.token, `${BASE}/dashboard/overview-statistic`)).body.data as ResponseOf<
    typeof api.overviewStatistic
  >;
  expect(overview.current).toMatchObject({ clicks: 5, conversions: 3, cr: '60.00' });

  const list = (await get(t.url, owner.token, `${BASE}/conversion`)).body.data as ResponseOf<typeof api.conversionReport>;
  expect(list.paging.total_row).toBe(3);
  expect(list.items.map((c) => c.click_uuid).sort()).toEqual(clickIds.slice(0, 3).sort());
  expect(list.items.map((c) => c.transaction_id).sort()).toEqual(['R-0', 'R-1', 'R-2']);

  const before = await t.db.query('SELECT * FROM rollup_hourly WHERE brand_id = $1 ORDER BY hour, offer_id, partner_id', [w.brandId]);
  await rebuildRollups(t.db, w.brandId);
  const after = await t.db.query('SELECT * FROM rollup_hourly WHERE brand_id = $1 ORDER BY hour, offer_id, partner_id', [w.brandId]);
  expect(after.rows).toEqual(before.rows);
});
