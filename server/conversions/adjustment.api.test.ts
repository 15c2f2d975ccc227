import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../../tests/support/api/employees.ts';
import { createTrackingApp, makeBrand, type Brand, type TrackingApp } from '../../tests/support/api/tracking.ts';
import { act, adjust, expectRollupsConsistent, lockSql, reportedRow, tracked } from '../../tests/support/api/conversions.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

let t: TrackingApp;
let b: Brand;
let token: string;
beforeAll(async () => {
  t = await createTrackingApp();
  b = await makeBrand(t.db, 'Adjustment Brand');
  token = b.owner.token;
}, 60_000);
afterAll(() => t?.close());

const cell = async (offerId: number) =>
  (await t.db.query('SELECT payout::text, approved_payout::text FROM rollup_hourly WHERE offer_id = $1', [offerId])).rows[0] as {
    payout: string;
    approved_payout: string;
  };

describe('adjustment', () => {
  it('adds to the payout; the rollups move by the difference; the value is a total, so a repeat changes nothing', async () => {
    const c = await tracked(t, b, { approved: true });
    const res = await adjust(t, token, c.id, '2.5');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: c.id, status: 'approved', payout: '12.5000', adjustment: '2.5000', changed: true });
    expect(await cell(c.offerId)).toEqual({ payout: '12.5000', approved_payout: '12.5000' });
    await expectRollupsConsistent(t.db, b.brandId);
    expect(await reportedRow(t, token, c.uuid)).toMatchObject({ payout: '12.5000', adjustment: '2.5000' });

    const lower = await adjust(t, token, c.id, '-1.25');
    expect(lower.body.data).toMatchObject({ payout: '8.7500', adjustment: '-1.2500', changed: true });
    expect(await cell(c.offerId)).toEqual({ payout: '8.7500', approved_payout: '8.7500' });
    expect((await adjust(t, token, c.id, '-1.2500')).body.data).toMatchObject({ payout: '8.7500', changed: false });
    await expectRollupsConsistent(t.db, b.brandId);
    const audit = await t.db.query(
      "SELECT from_adjustment::text, to_adjustment::text, reason FROM conversion_changes WHERE conversion_id = $1 AND action = 'adjustment' ORDER BY id",
      [c.id],
    );
    expect(audit.rows).toEqual([
      { from_adjustment: '0.0000', to_adjustment: '2.5000', reason: 'Price corrected' },
      { from_adjustment: '2.5000', to_adjustment: '-1.2500', reason: 'Price corrected' },
    ]);
  });

  it('a pending conversion moves payout only; approving it later carries the adjusted payout into approved', async () => {
    const c = await tracked(t, b);
    await adjust(t, token, c.id, '5');
    expect(await cell(c.offerId)).toEqual({ payout: '15.0000', approved_payout: '0.0000' });
    await act(t, token, [c.id], 'approve');
    expect(await cell(c.offerId)).toEqual({ payout: '15.0000', approved_payout: '15.0000' });
    await expectRollupsConsistent(t.db, b.brandId);
  });

  it('a rejected conversion keeps its money out of the rollups whatever its adjustment', async () => {
    const c = await tracked(t, b);
    await act(t, token, [c.id], 'reject', 'Cancelled');
    expect((await adjust(t, token, c.id, '3')).body.data.payout).toBe('13.0000');
    expect(await cell(c.offerId)).toEqual({ payout: '0.0000', approved_payout: '0.0000' });
    await expectRollupsConsistent(t.db, b.brandId);
  });

  it('refuses a locked conversion (409), a negative payout (422), bad values (422), unknown or hidden ids (404)', async () => {
    const c = await tracked(t, b, { approved: true });
    const negative = await adjust(t, token, c.id, '-10.0001');
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toEqual([{ field: 'adjustment', code: 'payout_negative' }]);
    expect((await adjust(t, token, c.id, '-10')).body.data.payout).toBe('0.0000');
    for (const bad of ['abc', '1.23456', '1e3', '']) expect((await adjust(t, token, c.id, bad)).status, bad).toBe(422);
    expect((await adjust(t, token, c.id, '1', '')).body.errors).toEqual([{ field: 'reason', code: 'c_c01' }]);
    expect((await adjust(t, token, 999_999_999, '1')).status).toBe(404);
    const other = await makeBrand(t.db, 'Other');
    expect((await adjust(t, token, (await tracked(t, other)).id, '1')).status).toBe(404);
    const employee = await addUser(t.db, b.brandId, { role: 'custom', permissions: { report: LEVEL.full }, isAllPartner: false });
    expect((await adjust(t, employee.token, c.id, '1')).status).toBe(404);
    await lockSql(t.db, c.id);
    const locked = await adjust(t, token, c.id, '1');
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('conversion_locked');
    await expectRollupsConsistent(t.db, b.brandId);
  });
});
