import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/domain/permissions.ts';
import { call } from '../../tests/support/api/auth.ts';
import { act, adjust, tracked } from '../../tests/support/api/conversions.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { createTrackingApp, makeBrand, type Brand, type TrackingApp } from '../../tests/support/api/tracking.ts';

// Before → after of the conversion and employee writes (the offer ones are in audit.api.test.ts).
let t: TrackingApp;
let b: Brand;
beforeAll(async () => {
  t = await createTrackingApp();
  b = await makeBrand(t.db, 'Audit Brand');
}, 60_000);
afterAll(() => t?.close());

const rowsOf = async (action: string) =>
  (
    await t.db.query<{ brand_user_id: number; object_type: string; object_id: string; changes: Record<string, unknown> }>(
      'SELECT * FROM audit_log WHERE brand_id = $1 AND action = $2 ORDER BY id',
      [b.brandId, action],
    )
  ).rows;

describe('conversions', () => {
  it('an approve records each changed conversion with its status before and after; a repeated id (unchanged) nothing', async () => {
    const one = await tracked(t, b);
    const two = await tracked(t, b);
    expect((await act(t, b.owner.token, [one.id, two.id, one.id], 'approve')).status).toBe(200);
    const rows = await rowsOf('conversions.approve');
    expect(rows.map((r) => [r.object_type, r.object_id, r.changes])).toEqual([
      ['conversion', String(one.id), { status: ['pending', 'approved'] }],
      ['conversion', String(two.id), { status: ['pending', 'approved'] }],
    ]);
    expect(rows[0]!.brand_user_id).toBe(b.owner.id);
  });

  it('an adjustment records the adjustment and payout before and after', async () => {
    const c = await tracked(t, b, { approved: true });
    expect((await adjust(t, b.owner.token, c.id, '2.5', 'Partial refund')).status).toBe(200);
    expect((await rowsOf('conversions.adjustment')).at(-1)!.changes).toEqual({
      adjustment: ['0.0000', '2.5000'],
      payout: ['10.0000', '12.5000'],
    });
  });
});

describe('employees', () => {
  it('a role and status change records the fields before and after', async () => {
    const e = await addUser(t.db, b.brandId, { role: 'finance' });
    const path = `/api/user/brand/workspace/brand-user/${e.id}`;
    const res = await call(t.url, 'PUT', path, { token: b.owner.token, body: { role_id: ROLES.admin, status: 'inactive' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (await rowsOf('employees.update')).at(-1)!;
    expect(row).toMatchObject({ object_type: 'employee', object_id: String(e.id) });
    expect(row.changes).toMatchObject({ role_id: [ROLES.finance, ROLES.admin], status: ['active', 'inactive'] });
    expect(row.changes.permissions).toBeDefined();
  });
});
