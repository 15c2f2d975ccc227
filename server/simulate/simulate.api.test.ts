import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { DEMO_BRAND } from '../demo/seed.ts';
import { simulate } from './simulate.ts';

/** The simulator end to end: setup on the demo brand, a small plan, real HTTP to the engine. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 60_000);
afterAll(() => t?.close());

it('sends every planned click and postback; the database holds exactly what the engine answered', async () => {
  // one offer with an invite-link short code, so some clicks arrive through /go/{code}
  await t.db.query(
    "UPDATE offers SET short_code = 'SIMGO' || id WHERE id = (SELECT min(o.id) FROM offers o JOIN offer_events oe ON oe.offer_id = o.id WHERE o.status = 1)",
  );
  const r = await simulate(t.db, {
    url: t.url,
    brandName: DEMO_BRAND,
    days: 3,
    clicks: 400,
    seed: 11,
    partners: 8,
    concurrency: 8,
    retryShare: 0.5,
  });
  // retryShare 0.5: a plan this small must surely hold resends, however many working partners the demo has
  expect(r.errors).toBe(0);
  expect(r.clicks).toBe(400);
  expect(r.planned.clicks).toBe(400);
  // a resend is answered exactly like its original (idempotent postbacks)
  expect(r.retriesDifferent).toBe(0);
  const count = async (sql: string) => Number((await t.db.query(sql, [r.brandId])).rows[0].n);
  expect(await count('SELECT count(*) AS n FROM clicks WHERE brand_id = $1')).toBe(400);
  expect(await count('SELECT count(*) AS n FROM clicks WHERE brand_id = $1 AND refusal IS NULL')).toBe(r.clicksTracked);
  expect(await count("SELECT count(*) AS n FROM server_log WHERE brand_id = $1 AND endpoint = 'postback' AND outcome = 'accepted'")).toBe(
    r.postbackOutcomes.accepted ?? 0,
  );
  expect(await count('SELECT count(*) AS n FROM conversions WHERE brand_id = $1')).toBe(
    await count("SELECT count(*) AS n FROM server_log WHERE brand_id = $1 AND outcome = 'accepted'"),
  );
  // every S2S postback and every image pixel left one server-log row
  expect(r.pixels).toBeGreaterThan(0);
  expect(await count('SELECT count(*) AS n FROM server_log WHERE brand_id = $1')).toBe(r.postbacks + r.pixels);
  expect(await count("SELECT count(*) AS n FROM conversions WHERE brand_id = $1 AND method = 'pixel_gif'")).toBeGreaterThan(0);
  expect(r.retries).toBeGreaterThan(0);
  expect(await count("SELECT count(*) AS n FROM server_log WHERE brand_id = $1 AND outcome = 'duplicate'")).toBeGreaterThan(0);
  expect(await count("SELECT count(*) AS n FROM clicks WHERE brand_id = $1 AND source = 'go'")).toBeGreaterThan(0);
  // declared bots are labelled, not dropped
  expect(await count("SELECT count(*) AS n FROM clicks WHERE brand_id = $1 AND fraud_kind = 'givt'")).toBeGreaterThan(0);
  // the simulated partners and contracts exist for the demo brand
  expect(await count('SELECT count(*) AS n FROM brand_partners WHERE brand_id = $1 AND working_mode = 1')).toBeGreaterThanOrEqual(8);
});
