import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildRollups } from '../rollup/rebuild.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { createTrackingApp, makeBrand, type Brand, type TrackingApp } from '../../tests/support/api/tracking.ts';
import {
  act,
  expectRollupsConsistent,
  lockSql,
  reportedRow,
  reportedStatus,
  setPartnerMode,
  tracked,
} from '../../tests/support/api/conversions.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

let t: TrackingApp;
let b: Brand;
let token: string;
beforeAll(async () => {
  t = await createTrackingApp();
  b = await makeBrand(t.db, 'Actions Brand');
  token = b.owner.token;
}, 60_000);
afterAll(() => t?.close());

const row = async (id: number) =>
  (await t.db.query('SELECT status, message FROM conversions WHERE id = $1', [id])).rows[0] as { status: string; message: string };

describe('one conversion', () => {
  it('approve moves the status, the report and the rollups together; a repeat is unchanged', async () => {
    const c = await tracked(t, b);
    expect(await reportedStatus(t, token, c.uuid)).toBe('pending');
    const res = await act(t, token, [c.id], 'approve');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      action: 'approve',
      results: [{ id: c.id, outcome: 'changed', status: 'approved' }],
      summary: expect.objectContaining({ changed: 1, unchanged: 0 }),
    });
    expect(await reportedStatus(t, token, c.uuid)).toBe('approved');
    const cell = (
      await t.db.query('SELECT pending, approved, payout::text, approved_payout::text FROM rollup_hourly WHERE offer_id = $1', [c.offerId])
    ).rows[0];
    expect(cell).toEqual({ pending: 0, approved: 1, payout: '10.0000', approved_payout: '10.0000' });
    await expectRollupsConsistent(t.db, b.brandId);
    const again = await act(t, token, [c.id], 'approve');
    expect(again.body.data.results).toEqual([{ id: c.id, outcome: 'unchanged', status: 'approved' }]);
    const audit = await t.db.query(
      'SELECT action, from_status, to_status, brand_user_id FROM conversion_changes WHERE conversion_id = $1',
      [c.id],
    );
    expect(audit.rows).toEqual([{ action: 'approve', from_status: 'pending', to_status: 'approved', brand_user_id: b.owner.id }]);
  });

  it('reject needs a reason (c_c01), stores it as the message and takes the money out of the rollups', async () => {
    const c = await tracked(t, b, { approved: true });
    const missing = await act(t, token, [c.id], 'reject');
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'reason', code: 'c_c01' }]);
    const res = await act(t, token, [c.id], 'reject', '  Order refunded ');
    expect(res.body.data.results[0]).toEqual({ id: c.id, outcome: 'changed', status: 'rejected' });
    expect(await row(c.id)).toEqual({ status: 'rejected', message: 'Order refunded' });
    const cell = (
      await t.db.query('SELECT approved, rejected, payout::text, approved_payout::text FROM rollup_hourly WHERE offer_id = $1', [c.offerId])
    ).rows[0];
    expect(cell).toEqual({ approved: 0, rejected: 1, payout: '0.0000', approved_payout: '0.0000' });
    await expectRollupsConsistent(t.db, b.brandId);
  });

  it('the chart refuses what it has no move for: rejected → organic', async () => {
    const c = await tracked(t, b);
    await act(t, token, [c.id], 'reject', 'Fraud');
    const res = await act(t, token, [c.id], 'organic');
    expect(res.body.data.results).toEqual([{ id: c.id, outcome: 'not_allowed', status: 'rejected' }]);
    expect((await row(c.id)).status).toBe('rejected');
  });

  it('gross and unapproved rows (no rollup column) are undecided: approving them moves them into approved', async () => {
    for (const status of ['gross', 'unapproved']) {
      const c = await tracked(t, b);
      // an imported row: the raw status changes outside the engine, so its rollups are rebuilt
      await t.db.query('UPDATE conversions SET status = $2 WHERE id = $1', [c.id, status]);
      await rebuildRollups(t.db, b.brandId);
      expect((await act(t, token, [c.id], 'approve')).body.data.results[0]!.outcome).toBe('changed');
      expect((await row(c.id)).status).toBe('approved');
      await expectRollupsConsistent(t.db, b.brandId);
    }
  });
});

describe('bulk, in order, with every refusal', () => {
  it('answers per id and counts each outcome; nothing refused is written', async () => {
    const ok = await tracked(t, b);
    const locked = await tracked(t, b);
    const blocked = await tracked(t, b);
    const done = await tracked(t, b, { approved: true });
    const rejected = await tracked(t, b);
    await act(t, token, [rejected.id], 'reject', 'Duplicate order');
    await lockSql(t.db, locked.id);
    await setPartnerMode(t.db, b.brandId, blocked.partnerId, 3);
    const other = await makeBrand(t.db, 'Other brand');
    const foreign = await tracked(t, other);
    const ids = [ok.id, locked.id, blocked.id, done.id, 999_999_999, foreign.id, ok.id];
    const res = await act(t, token, ids, 'approve');
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual([
      { id: ok.id, outcome: 'changed', status: 'approved' },
      { id: locked.id, outcome: 'locked', status: 'pending' },
      { id: blocked.id, outcome: 'partner_blocked', status: 'pending' },
      { id: done.id, outcome: 'unchanged', status: 'approved' },
      { id: 999_999_999, outcome: 'not_found', status: null },
      { id: foreign.id, outcome: 'not_found', status: null },
      { id: ok.id, outcome: 'unchanged', status: 'approved' },
    ]);
    expect(res.body.data.summary).toEqual({ changed: 1, unchanged: 2, not_found: 2, not_allowed: 0, partner_blocked: 1, locked: 1 });
    expect(await reportedRow(t, token, locked.uuid)).toMatchObject({ status: 'pending', locked: true });
    expect(await reportedRow(t, token, ok.uuid)).toMatchObject({ status: 'approved', locked: false });
    // a locked conversion refuses every action, a blocked partner only blocks approval
    expect((await act(t, token, [locked.id], 'reject', 'x')).body.data.results[0]!.outcome).toBe('locked');
    expect((await act(t, token, [blocked.id, rejected.id], 'organic')).body.data.summary).toMatchObject({ changed: 1, not_allowed: 1 });
    expect((await row(foreign.id)).status).toBe('pending');
    await expectRollupsConsistent(t.db, b.brandId);
    await expectRollupsConsistent(t.db, other.brandId);
  });

  it('concurrent calls over the same ids move each conversion once (row locks, not double counts)', async () => {
    const cs = [];
    for (let i = 0; i < 4; i++) cs.push(await tracked(t, b));
    const ids = cs.map((c) => c.id);
    const answers = await Promise.all([
      act(t, token, ids, 'approve'),
      act(t, token, [...ids].reverse(), 'approve'),
      act(t, token, ids, 'reject', 'Race'),
    ]);
    const changed = answers.reduce((n, a) => n + a.body.data.summary.changed, 0);
    const outcomes = answers.flatMap((a) => a.body.data.results.map((r) => r.outcome));
    expect(outcomes.every((o) => o === 'changed' || o === 'unchanged')).toBe(true);
    // each id: first approval changes it; a later reject changes it again, a later approval is unchanged
    expect(changed).toBeGreaterThanOrEqual(4);
    await expectRollupsConsistent(t.db, b.brandId);
  });

  it('validates ids (1–1000), the action and the reason length', async () => {
    const c = await tracked(t, b);
    const cases: [unknown, { field: string; code: string }][] = [
      [
        { ids: [], action: 'approve' },
        { field: 'ids', code: 'too_small' },
      ],
      [
        { ids: Array.from({ length: 1001 }, (_, i) => i + 1), action: 'approve' },
        { field: 'ids', code: 'too_big' },
      ],
      [
        { ids: [c.id], action: 'pend' },
        { field: 'action', code: 'invalid_value' },
      ],
      [
        { ids: [c.id], action: 'reject', reason: 'x'.repeat(2001) },
        { field: 'reason', code: 'max_length' },
      ],
    ];
    for (const [body, error] of cases) {
      const res = await fetch(`${t.url}/api/report/advertiser/conversion/action`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toContainEqual(expect.objectContaining(error));
    }
    const ok = await act(
      t,
      token,
      Array.from({ length: 1000 }, (_, i) => (i === 0 ? c.id : 1_000_000_000 + i)),
      'approve',
    );
    expect(ok.body.data.summary).toMatchObject({ changed: 1, not_found: 999 });
  });
});

describe('who may act', () => {
  it('report read-only is refused; an employee acts only on assigned partners (others are not found)', async () => {
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { report: LEVEL.read } });
    const c = await tracked(t, b);
    expect((await act(t, reader.token, [c.id], 'approve')).status).toBe(403);
    const mine = await tracked(t, b);
    const employee = await addUser(t.db, b.brandId, { role: 'custom', permissions: { report: LEVEL.full }, isAllPartner: false });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      employee.id,
      b.brandId,
      mine.partnerId,
    ]);
    const res = await act(t, employee.token, [mine.id, c.id], 'approve');
    expect(res.body.data.results).toEqual([
      { id: mine.id, outcome: 'changed', status: 'approved' },
      { id: c.id, outcome: 'not_found', status: null },
    ]);
    expect((await row(c.id)).status).toBe('pending');
  });
});
