import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/pool.ts';
import { setClock } from '../db/clock.ts';
import { act, adjust } from '../../tests/support/api/conversions.ts';
import { createPeriod, detailOf, lockIds, partnerConversions } from '../../tests/support/api/cross-check.ts';
import { createTrackingApp, DAY, makeBrand, type TrackingApp } from '../../tests/support/api/tracking.ts';
import { crossCheckJob } from './job.ts';
import { sumsSql } from './records.ts';

/**
 * The day sums (migration 047, decision 095) against the same sums taken from the conversions
 * themselves, after every kind of write a conversion sees: tracking inserts, the conversion
 * actions, an adjustment, the lock, and raw SQL that moves a conversion to another day and
 * partner, marks one a test, changes only its fraud label, or deletes one.
 */
let t: TrackingApp;
beforeAll(async () => {
  t = await createTrackingApp();
  setClock(t.db, t.clock);
}, 60_000);
afterAll(() => t?.close());

// money without trailing zeros: a numeric(20, 4) column prints 0.0000 where the sum of none prints 0
const COLUMNS = `partner_id::int, day::text, pending_count, approved_count, rejected_count,
  ${['estimated', 'approved', 'cost', 'bonus'].map((m) => `trim_scale(${m}::numeric)::text AS ${m}`).join(', ')}`;

/** The brand's day sums as stored, and as summed from its conversions now (nonzero days only). */
async function both(db: Db, brandId: number) {
  const stored = await db.query(
    `SELECT ${COLUMNS} FROM (SELECT partner_id, day, pending_count, approved_count, rejected_count, estimated::text, approved::text, cost::text, bonus::text
       FROM cross_check_day_sums WHERE brand_id = $1) s
      WHERE (pending_count, approved_count, rejected_count, estimated::numeric, approved::numeric, cost::numeric, bonus::numeric) <> (0, 0, 0, 0, 0, 0, 0)
      ORDER BY partner_id, day`,
    [brandId],
  );
  const live = await db.query(
    `SELECT ${COLUMNS} FROM (SELECT c.partner_id, (c.created_at AT TIME ZONE 'UTC')::date AS day, ${sumsSql()}
       FROM conversions c WHERE c.brand_id = $1 AND NOT c.is_test GROUP BY 1, 2) s
      WHERE (pending_count, approved_count, rejected_count) <> (0, 0, 0)
      ORDER BY partner_id, day`,
    [brandId],
  );
  return { stored: stored.rows, live: live.rows };
}

async function expectInStep(brandId: number) {
  const { stored, live } = await both(t.db, brandId);
  expect(stored).toEqual(live);
  return live;
}

it('stay equal to the sums of the conversions through inserts, actions, adjustments, raw SQL and the lock', async () => {
  const b = await makeBrand(t.db, 'Day sums');
  const a = await partnerConversions(t, b, 4, { payout: '10.1234', bonus: '1.5', revenue: '20.0001' });
  t.clock.advance(DAY);
  const z = await partnerConversions(t, b, 3, { approved: true, payout: '7', bonus: '0.25', revenue: '9' });
  const first = await expectInStep(b.brandId);
  expect(first.length).toBe(2);
  expect(first.map((r) => [r.pending_count, r.approved_count])).toEqual([
    [4, 0],
    [0, 3],
  ]);

  await act(t, b.owner.token, [a.ids[0]!], 'approve');
  await act(t, b.owner.token, [a.ids[1]!], 'reject', 'Duplicate order');
  await act(t, b.owner.token, [z.ids[0]!], 'organic');
  expect((await adjust(t, b.owner.token, z.ids[1]!, '-2.5')).status).toBe(200);
  await expectInStep(b.brandId);

  // raw SQL: another day and another partner, a test conversion, a fraud label only, a deletion
  await t.db.query("UPDATE conversions SET created_at = created_at - interval '3 days', partner_id = $2 WHERE id = $1", [
    a.ids[2]!,
    z.partnerId,
  ]);
  await t.db.query('UPDATE conversions SET is_test = true WHERE id = $1', [a.ids[3]!]);
  const before = (await t.db.query('SELECT count(*)::int AS n FROM cross_check_day_sums WHERE brand_id = $1', [b.brandId])).rows[0];
  await t.db.query("UPDATE conversions SET fraud_level = 'warning' WHERE brand_id = $1", [b.brandId]);
  expect((await t.db.query('SELECT count(*)::int AS n FROM cross_check_day_sums WHERE brand_id = $1', [b.brandId])).rows[0]).toEqual(
    before,
  );
  await t.db.query('DELETE FROM conversions WHERE id = $1', [z.ids[2]!]);
  await expectInStep(b.brandId);

  // the lock approves the pending ones in one statement; the record froze what the day sums said
  const period = ['2026-02-20', '2026-03-31'] as const;
  expect((await createPeriod(t, b.owner.token, ...period)).status).toBe(200);
  const open = (await detailOf(t, b.owner.token, ...period)).items;
  t.clock.advance(30 * DAY);
  await crossCheckJob(t.db).run(t.clock.now()); // the period ended: unfinalized, lockable
  const locked = await lockIds(
    t,
    b.owner.token,
    open.map((r) => r.id),
  );
  expect(locked.body.data.summary.locked).toBe(open.length);
  await expectInStep(b.brandId);
  const after = (await detailOf(t, b.owner.token, ...period)).items;
  expect(after.map((r) => [r.partner_id, r.status, r.pending_count, r.approved_count, r.rejected_count])).toEqual(
    open.map((r) => [r.partner_id, 'locked', 0, r.approved_count + r.pending_count, r.rejected_count]),
  );
});
