import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crossCheckFigures, sumConversions } from '../../src/domain/cross-check/figures.ts';
import { LEVEL } from '../../src/domain/permissions.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import en from '../../src/i18n/en/crossCheck.ts';
import { setClock } from '../db/clock.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { call } from '../../tests/support/api/auth.ts';
import { act, expectRollupsConsistent } from '../../tests/support/api/conversions.ts';
import { createTrackingApp, DAY, makeBrand, type Brand, type TrackingApp } from '../../tests/support/api/tracking.ts';
import { startWebhookQueue, stopQueue } from '../../tests/support/api/webhooks.ts';
import {
  CC,
  changeStatus,
  conversionMoney,
  createPeriod,
  detailOf,
  lockIds,
  partnerConversions,
  overviewOf,
  putArrears,
} from '../../tests/support/api/cross-check.ts';
import { crossCheckJob } from './job.ts';
import { negativeSubtotalMessage } from './errors.ts';
import { lockedRecords, recordFor } from './seams.ts';

// the tracking app's clock starts on 2026-03-02 03:00 UTC: conversions fall in March 2026
const MARCH = ['2026-03-01', '2026-03-31'] as const;
let t: TrackingApp;
beforeAll(async () => {
  t = await createTrackingApp();
  setClock(t.db, t.clock);
  await stopQueue(await startWebhookQueue(t.db, false));
}, 60_000);
afterAll(() => t?.close());

const job = () => crossCheckJob(t.db).run(t.clock.now());
const hookTo = (b: Brand) =>
  t.db.query(
    `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example.com/cc', 'whsec_dA==', $2)`,
    [b.brandId, [WEBHOOK_EVENT.crossCheckChanged]],
  );

describe('creating a cross-check', () => {
  it('refuses a period without conversions with spec 3 §8’s message, an end before the start, and an overlap', async () => {
    const b = await makeBrand(t.db, 'Empty');
    const none = await createPeriod(t, b.owner.token, ...MARCH);
    expect([none.status, none.body.code, none.body.message]).toEqual([
      422,
      'no_conversions',
      'Cross-check could not be created without conversion.',
    ]);
    const backwards = await createPeriod(t, b.owner.token, '2026-03-31', '2026-03-01');
    expect([backwards.status, backwards.body.code, backwards.body.errors]).toEqual([
      422,
      'period_not_valid',
      [{ field: 'period_end', code: 'end_before_start' }],
    ]);
    await partnerConversions(t, b, 1);
    expect((await createPeriod(t, b.owner.token, ...MARCH)).status).toBe(200);
    const overlap = await createPeriod(t, b.owner.token, '2026-03-15', '2026-04-14');
    expect([overlap.status, overlap.body.code]).toEqual([422, 'period_not_valid']);
    const bad = await call(t.url, 'POST', `${CC}/cross-check`, {
      token: b.owner.token,
      body: { period_start: '2026-02-30', period_end: 'x' },
    });
    expect(bad.status).toBe(422);
  });

  it('makes one record per partner with the sums of its conversions; a repeat adds only new partners', async () => {
    const b = await makeBrand(t.db, 'Two partners');
    const a = await partnerConversions(t, b, 3);
    const z = await partnerConversions(t, b, 2, { approved: true, bonus: '1.255', payout: '10.125' });
    await act(t, b.owner.token, [a.ids[0]!], 'approve');
    await act(t, b.owner.token, [a.ids[1]!], 'reject', 'Duplicate order');
    const res = await createPeriod(t, b.owner.token, ...MARCH);
    expect(res.status).toBe(200);
    expect(res.body.data.created).toBe(2);
    const { items, totals } = await detailOf(t, b.owner.token, ...MARCH);
    expect(items.map((r) => [r.partner_id, r.status])).toEqual([
      [a.partnerId, 'temporary'],
      [z.partnerId, 'temporary'],
    ]);
    expect(items[0]).toMatchObject({
      pending_count: 1,
      approved_count: 1,
      rejected_count: 1,
      estimated_commission: '20.00',
      approved_commission: '10.00',
      actual_cost: '12.00',
      bonus: '0.00',
      arrears: '0.00',
      subtotal: '10.00',
      vat: '1.00',
      total: '11.00',
      currency: 'USD',
      locks_at: new Date(Date.parse(items[0]!.created_at) + 45 * DAY).toISOString(),
    });
    // 2 × 10.125 = 20.25; bonus 2 × 1.255 = 2.51; subtotal 22.76, VAT 2.276 → 2.28
    expect(items[1]).toMatchObject({ approved_commission: '20.25', bonus: '2.51', subtotal: '22.76', vat: '2.28', total: '25.04' });
    expect(totals).toMatchObject({ pending_count: 1, approved_count: 3, approved_commission: '30.25', vat: '3.28', total: '36.04' });
    const again = await createPeriod(t, b.owner.token, ...MARCH);
    expect(again.body.data.created).toBe(0);
    const sorted = await detailOf(t, b.owner.token, ...MARCH, '&sortBy=total&sort=desc');
    expect(sorted.items.map((r) => r.partner_id)).toEqual([z.partnerId, a.partnerId]);
  });

  it('an employee without the all-partner flag creates and sees only the records of their assigned partners', async () => {
    const b = await makeBrand(t.db, 'Scoped');
    const mine = await partnerConversions(t, b, 1);
    const other = await partnerConversions(t, b, 1);
    const limited = await addUser(t.db, b.brandId, { role: 'custom', permissions: { payment: LEVEL.full }, isAllPartner: false });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      limited.id,
      b.brandId,
      mine.partnerId,
    ]);
    const created = await createPeriod(t, limited.token, ...MARCH);
    expect(created.body.data.items.map((r) => r.partner_id)).toEqual([mine.partnerId]);
    expect((await detailOf(t, limited.token, ...MARCH)).items.map((r) => r.partner_id)).toEqual([mine.partnerId]);
    const all = await createPeriod(t, b.owner.token, ...MARCH);
    expect(all.body.data.items.map((r) => r.partner_id)).toEqual([other.partnerId]);
    expect((await detailOf(t, limited.token, ...MARCH)).items.map((r) => r.partner_id)).toEqual([mine.partnerId]);
    expect((await detailOf(t, b.owner.token, ...MARCH)).items).toHaveLength(2);
  });

  it('a record’s totals equal the sums of its conversions, in USD and in VND', async () => {
    for (const currency of ['USD', 'VND'] as const) {
      const b = await makeBrand(t.db, `Money ${currency}`);
      await t.db.query('UPDATE brands SET currency = $2 WHERE id = $1', [b.brandId, currency]);
      const p = await partnerConversions(t, b, 4, { payout: '1234.5678', bonus: '0.4999', revenue: '2000.0001' });
      await act(t, b.owner.token, p.ids.slice(0, 2), 'approve');
      await act(t, b.owner.token, [p.ids[2]!], 'organic');
      await createPeriod(t, b.owner.token, ...MARCH);
      const [row] = (await detailOf(t, b.owner.token, ...MARCH)).items;
      const oracle = crossCheckFigures(sumConversions(await conversionMoney(t, b.brandId, p.partnerId, ...MARCH)), '0', currency);
      expect(row).toMatchObject(oracle);
      expect(row).toMatchObject(
        currency === 'USD'
          ? { approved_commission: '2469.14', bonus: '1.00', rejected_count: 1, pending_count: 1, total: '2717.15' }
          : { approved_commission: '2469', bonus: '1', total: '2717' },
      );
    }
  });
});

describe('the locking machine through the API', () => {
  it('temporary → (period ends) unfinalized → finalized → unfinalized → finalized → locked; refusals on the way', async () => {
    const b = await makeBrand(t.db, 'Walk');
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { payment: LEVEL.read } });
    const p = await partnerConversions(t, b, 2);
    const start = t.clock.now();
    const id = (await createPeriod(t, b.owner.token, ...MARCH)).body.data.items[0]!.id;
    const refused = await changeStatus(t, b.owner.token, id, 'finalize');
    expect([refused.status, refused.body.code]).toEqual([409, 'status_not_allowed']);
    expect((await lockIds(t, b.owner.token, [id])).body.data.summary).toMatchObject({ not_allowed: 1, locked: 0 });
    expect((await changeStatus(t, reader.token, id, 'finalize')).status).toBe(403);
    // the period ends: the hourly job closes it
    t.clock.set(new Date('2026-04-01T01:00:00Z'));
    expect(await job()).toBeGreaterThanOrEqual(1);
    // the brand hears once that the period waits for it, with the day the term will lock it
    const told = await t.db.query<{ data: Record<string, unknown> }>(
      'SELECT data FROM notifications WHERE brand_id = $1 AND case_id = 14',
      [b.brandId],
    );
    expect(told.rows.map((r) => r.data)).toEqual([
      { period_start: MARCH[0], period_end: MARCH[1], reminder: { days_locking: 45, locking_date: '2026-04-16' } },
    ]);
    await job();
    expect((await t.db.query('SELECT 1 FROM notifications WHERE brand_id = $1 AND case_id = 14', [b.brandId])).rowCount).toBe(1);
    const seen: string[] = [];
    for (const action of ['finalize', 'reopen', 'finalize']) {
      const res = await changeStatus(t, b.owner.token, id, action);
      expect(res.status).toBe(200);
      seen.push(res.body.data.status);
    }
    expect(seen).toEqual(['finalized', 'unfinalized', 'finalized']);
    const lock = await lockIds(t, b.owner.token, [id, 999_999_999]);
    expect(lock.body.data).toEqual({
      results: [
        { id, outcome: 'locked', status: 'locked' },
        { id: 999_999_999, outcome: 'not_found', status: null },
      ],
      summary: { locked: 1, negative_subtotal: 0, not_allowed: 0, not_found: 1 },
    });
    // the lock approved the pending conversions and made them read-only
    const statuses = await t.db.query('SELECT status, locked_at IS NOT NULL AS locked FROM conversions WHERE id = ANY($1) ORDER BY id', [
      p.ids,
    ]);
    expect(statuses.rows).toEqual([
      { status: 'approved', locked: true },
      { status: 'approved', locked: true },
    ]);
    await expectRollupsConsistent(t.db, b.brandId);
    const refusedAction = await act(t, b.owner.token, p.ids, 'reject', 'Too late');
    expect(refusedAction.body.data.summary).toMatchObject({ locked: 2, changed: 0 });
    const { default: conversionsEn } = await import('../../src/i18n/en/conversions.ts');
    expect(conversionsEn.summary.locked).toBe('{count:number} locked conversion{{s}} has failed to update status.');
    const [row] = (await detailOf(t, b.owner.token, ...MARCH)).items;
    expect(row).toMatchObject({
      status: 'locked',
      pending_count: 0,
      approved_count: 2,
      approved_commission: '20.00',
      total: '22.00',
      locks_at: null,
    });
    for (const res of [await changeStatus(t, b.owner.token, id, 'reopen'), await putArrears(t, b.owner.token, id, '5')]) {
      expect([res.status, res.body.code]).toEqual([409, 'status_not_allowed']);
    }
    expect((await lockIds(t, b.owner.token, [id])).body.data.summary).toMatchObject({ not_allowed: 1 });
    expect(t.clock.now().getTime()).toBeGreaterThan(start.getTime());
  });

  it('refuses to lock a negative subtotal (by the brand and by the job) with spec 3 §8’s message', async () => {
    const b = await makeBrand(t.db, 'Negative');
    t.clock.set(new Date('2026-03-05T03:00:00Z'));
    await partnerConversions(t, b, 1, { approved: true });
    await partnerConversions(t, b, 1, { approved: true });
    t.clock.set(new Date('2026-04-02T00:00:00Z'));
    const items = (await createPeriod(t, b.owner.token, ...MARCH)).body.data.items;
    expect(items.map((r) => r.status)).toEqual(['unfinalized', 'unfinalized']);
    for (const r of items) {
      const res = await putArrears(t, b.owner.token, r.id, '-10.01');
      expect(res.body.data).toMatchObject({ arrears: '-10.01', subtotal: '-0.01', vat: '0.00', total: '-0.01' });
    }
    const lock = await lockIds(
      t,
      b.owner.token,
      items.map((r) => r.id),
    );
    expect(lock.body.data.summary).toEqual({ locked: 0, negative_subtotal: 2, not_allowed: 0, not_found: 0 });
    expect(negativeSubtotalMessage(2)).toBe('2 cross-check records cannot be locked with a negative subtotal.');
    expect(negativeSubtotalMessage(1)).toBe('1 cross-check record cannot be locked with a negative subtotal.');
    t.clock.set(new Date('2026-06-01T00:00:00Z'));
    await job();
    expect((await detailOf(t, b.owner.token, ...MARCH)).items.map((r) => r.status)).toEqual(['unfinalized', 'unfinalized']);
    await putArrears(t, b.owner.token, items[0]!.id, '-10');
    await job();
    const after = await detailOf(t, b.owner.token, ...MARCH);
    expect(after.items.map((r) => r.status)).toEqual(['locked', 'unfinalized']);
  });

  it('the job locks after the brand’s locking term, counted from creation, not before', async () => {
    const b = await makeBrand(t.db, 'Term');
    t.clock.set(new Date('2026-03-10T00:00:00Z'));
    await partnerConversions(t, b, 1);
    expect((await call(t.url, 'GET', '/api/user/adv/cross-check', { token: b.owner.token })).body.data).toEqual({ locking_days: 45 });
    const put = await call(t.url, 'PUT', '/api/user/adv/cross-check', { token: b.owner.token, body: { locking_days: 30 } });
    expect(put.body.data).toEqual({ locking_days: 30 });
    const bad = await call(t.url, 'PUT', '/api/user/adv/cross-check', { token: b.owner.token, body: { locking_days: 0 } });
    expect(bad.status).toBe(422);
    t.clock.set(new Date('2026-04-01T12:00:00Z'));
    const [rec] = (await createPeriod(t, b.owner.token, ...MARCH)).body.data.items;
    expect(rec!.locks_at).toBe('2026-05-01T12:00:00.000Z');
    t.clock.set(new Date('2026-05-01T11:59:00Z'));
    await job();
    expect((await detailOf(t, b.owner.token, ...MARCH)).items[0]!.status).toBe('unfinalized');
    t.clock.set(new Date('2026-05-01T12:00:00Z'));
    await job();
    // the lock issued the record's performance invoice in its transaction (decision 092)
    const invoice = await t.db.query<{ total: string }>(
      "SELECT total::text FROM invoices WHERE brand_id = $1 AND type = 'performance' AND source_key = $2",
      [b.brandId, `crosscheck:${rec!.id}`],
    );
    expect(invoice.rows.map((r) => r.total)).toEqual(['11.00']);
    const [locked] = (await detailOf(t, b.owner.token, ...MARCH)).items;
    expect(locked).toMatchObject({ status: 'locked', approved_count: 1, pending_count: 0 });
    const seams = await lockedRecords(t.db, b.brandId, { periodStart: MARCH[0], periodEnd: MARCH[1] });
    expect(seams).toEqual([
      {
        id: rec!.id,
        partnerId: locked!.partner_id,
        periodStart: MARCH[0],
        periodEnd: MARCH[1],
        currency: 'USD',
        approvedCommission: '10.00',
        bonus: '0.00',
        arrears: '0.00',
        vat: '1.00',
        total: '11.00',
      },
    ]);
    expect(await recordFor(t.db, b.brandId, ...MARCH)).toEqual({ id: rec!.id, status: 'locked' });
    expect(await recordFor(t.db, b.brandId, '2026-01-01', '2026-01-31')).toBeNull();
  });
});

describe('overview, start date, export, permissions, audit and webhooks', () => {
  it('sums each period’s records, newest first, with counts per status; start-date is the first conversion’s month', async () => {
    const b = await makeBrand(t.db, 'Overview');
    await hookTo(b);
    t.clock.set(new Date('2026-02-20T00:00:00Z'));
    await partnerConversions(t, b, 1, { approved: true });
    t.clock.set(new Date('2026-03-03T00:00:00Z'));
    const p = await partnerConversions(t, b, 2, { approved: true });
    await partnerConversions(t, b, 1);
    await createPeriod(t, b.owner.token, '2026-02-01', '2026-02-28');
    const march = (await createPeriod(t, b.owner.token, ...MARCH)).body.data.items;
    const res = await overviewOf(t, b.owner.token);
    expect(res.status).toBe(200);
    expect(res.body.data.paging).toEqual({ current_page: 1, limit: 25, total_row: 2, total_page: 1 });
    expect(res.body.data.items.map((r) => [r.period_start, r.records, r.approved_count, r.total, r.statuses])).toEqual([
      ['2026-03-01', 2, 2, '22.00', { temporary: 2, unfinalized: 0, finalized: 0, locked: 0 }],
      ['2026-02-01', 1, 1, '11.00', { temporary: 0, unfinalized: 1, finalized: 0, locked: 0 }],
    ]);
    expect((await call(t.url, 'GET', `${CC}/cross-check/start-date`, { token: b.owner.token })).body.data).toEqual({
      start_date: '2026-02-01',
    });
    const csv = await fetch(`${t.url}${CC}/cross-check/export?periodStart=${MARCH[0]}&periodEnd=${MARCH[1]}`, {
      headers: { authorization: `Bearer ${b.owner.token}` },
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text.split('\n')[0]).toContain('Partner,Status,Pending,Approved,Rejected,Estimated commission,Approved commission');
    expect(text).toContain(`${p.partnerId} Partner`);
    const vi = await fetch(`${t.url}${CC}/cross-check/export?lang=vi`, { headers: { authorization: `Bearer ${b.owner.token}` } });
    expect((await vi.text()).split('\n')[0]).toContain('Kỳ');
    const nobody = await addUser(t.db, b.brandId, { role: 'custom', permissions: { payment: LEVEL.none } });
    expect((await call(t.url, 'GET', `${CC}/cross-check`, { token: nobody.token })).status).toBe(403);
    // audit and webhooks of every write
    t.clock.set(new Date('2026-04-01T00:00:00Z'));
    await job();
    const id = march.find((r) => r.partner_id === p.partnerId)!.id;
    await changeStatus(t, b.owner.token, id, 'finalize');
    await putArrears(t, b.owner.token, id, '1.5');
    await lockIds(t, b.owner.token, [id]);
    // a period with a locked (frozen) and an open record: its lines are the sum of both
    const detailNow = await detailOf(t, b.owner.token, ...MARCH);
    const [marchRow] = (await overviewOf(t, b.owner.token)).body.data.items;
    expect(marchRow!.statuses).toEqual({ temporary: 0, unfinalized: 1, finalized: 0, locked: 1 });
    expect(marchRow).toMatchObject({ total: detailNow.totals.total, arrears: '1.50', approved_count: 2, pending_count: 1 });
    expect(detailNow.totals.total).toBe('23.65');
    const audit = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE brand_id = $1 AND object_type = 'cross_check' AND object_id = $2 ORDER BY id`,
      [b.brandId, String(id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['crossCheck.create', 'crossCheck.finalize', 'crossCheck.arrears', 'crossCheck.lock']);
    const hooks = await t.db.query<{ payload: { data: { action: string; status: string; cross_check_id: number } } }>(
      'SELECT payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = $2 ORDER BY id',
      [b.brandId, WEBHOOK_EVENT.crossCheckChanged],
    );
    expect(
      hooks.rows.filter((r) => r.payload.data.cross_check_id === id).map((r) => `${r.payload.data.action}:${r.payload.data.status}`),
    ).toEqual(['create:temporary', 'finalize:finalized', 'arrears:finalized', 'lock:locked']);
    expect(en.status.locked).toBe('Locked');
  });
});
