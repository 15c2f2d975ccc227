import { expect } from 'vitest';
import type { AdjustmentAnswer } from '../../../src/domain/conversions/contract.ts';
import type { ConversionAction } from '../../../src/domain/conversions/status.ts';
import { call, type Answer } from './auth.ts';
import type { Db } from '../../../server/db/pool.ts';
import type { ActionAnswer } from '../../../server/conversions/actions.ts';
import { rebuildRollups } from '../../../server/rollup/rebuild.ts';
import { click, makeEvent, makeOffer, makePartner, MINUTE, postback, type Brand, type TrackingApp } from './tracking.ts';

/**
 * Helpers for the conversion action tests (not used by the server). Conversions are created
 * through the REAL tracking endpoints (click, then postback), so their rollups are the engine's;
 * after actions the live rollups are compared with rebuildRollups' derivation from the raw rows.
 */
export const ACTION_PATH = '/api/report/advertiser/conversion/action';
export const adjustmentPath = (id: number) => `/api/report/advertiser/conversion/${id}/adjustment`;

export interface Tracked {
  id: number;
  uuid: string;
  offerId: number;
  partnerId: number;
}

/** One fresh conversion: pending unless `approved`. Payout 10, revenue 12 (the kit's event). */
export async function tracked(t: TrackingApp, b: Brand, o: { approved?: boolean; payout?: string } = {}): Promise<Tracked> {
  const offerId = await makeOffer(t.db, b.brandId);
  const eventId = await makeEvent(t.db, b.brandId, offerId, { auto_accept: o.approved ?? false, payout: o.payout ?? '10' });
  const partnerId = await makePartner(t.db, b.brandId, offerId);
  const c = await click(t.app, { offer_id: offerId, partner_id: partnerId });
  expect(c.clickId).not.toBeNull();
  // a human takes a while to buy: keeps the fast-conversion fraud label out
  t.clock.advance(5 * MINUTE);
  const res = await postback(t.app, { token: b.token, offer_id: offerId, event: eventId, click_id: c.clickId! });
  expect(res.body).toMatchObject({ status: 'accepted' });
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM conversions WHERE uuid = $1', [res.body.conversion_id]);
  return { id: rows[0]!.id, uuid: String(res.body.conversion_id), offerId, partnerId };
}

/** An answer whose `data` has the endpoint's shape (errors and code on refusals). */
export interface Typed<D> {
  status: number;
  body: { data: D; errors?: { field: string; code: string }[]; code?: string };
}

export async function act(
  t: TrackingApp,
  token: string,
  ids: number[],
  action: ConversionAction,
  reason?: string,
): Promise<Typed<ActionAnswer>> {
  return (await call(t.url, 'POST', ACTION_PATH, {
    token,
    body: { ids, action, ...(reason === undefined ? {} : { reason }) },
  })) as Answer as Typed<ActionAnswer>;
}

export async function adjust(
  t: TrackingApp,
  token: string,
  id: number,
  adjustment: string,
  reason = 'Price corrected',
): Promise<Typed<AdjustmentAnswer>> {
  return (await call(t.url, 'PUT', adjustmentPath(id), { token, body: { adjustment, reason } })) as Answer as Typed<AdjustmentAnswer>;
}

/** The row the conversions report shows for `uuid` (the report window around the test clock). */
export async function reportedRow(
  t: TrackingApp,
  token: string,
  uuid: string,
): Promise<{ status: string; locked?: boolean; payout: string; adjustment: string }> {
  const day = (d: Date) =>
    `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
  const now = t.clock.now();
  const from = day(new Date(now.getTime() - 2 * 86_400_000));
  const res = await call(t.url, 'GET', `/api/report/advertiser/conversion?search=${uuid}&from=${from}&to=${day(now)}`, { token });
  expect(res.status).toBe(200);
  const items = (res.body.data as { items: { uuid: string; status: string; payout: string; adjustment: string }[] }).items;
  expect(items).toHaveLength(1);
  return items[0]!;
}
export const reportedStatus = async (t: TrackingApp, token: string, uuid: string) => (await reportedRow(t, token, uuid)).status;

const ROLLUP_SQL = `SELECT offer_id, partner_id, hour, clicks, unique_clicks, flagged_clicks, conversions, pending, approved, rejected, organic,
                           flagged_conversions, payout::text, revenue::text, sale_amount::text, approved_payout::text, approved_revenue::text
                      FROM rollup_hourly WHERE brand_id = $1 ORDER BY hour, offer_id, partner_id`;

/** The brand's live rollups equal what rebuildRollups derives from the raw rows (and are left rebuilt). */
export async function expectRollupsConsistent(db: Db, brandId: number): Promise<void> {
  const live = (await db.query(ROLLUP_SQL, [brandId])).rows;
  await rebuildRollups(db, brandId);
  const rebuilt = (await db.query(ROLLUP_SQL, [brandId])).rows;
  expect(live).toEqual(rebuilt);
}

export const lockSql = (db: Db, id: number) => db.query('UPDATE conversions SET locked_at = now() WHERE id = $1', [id]);
export const setPartnerMode = (db: Db, brandId: number, partnerId: number, mode: number) =>
  db.query('UPDATE brand_partners SET working_mode = $3 WHERE brand_id = $1 AND partner_id = $2', [brandId, partnerId, mode]);
