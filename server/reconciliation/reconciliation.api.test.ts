import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { LEVEL } from '../../src/domain/permissions.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { setPartnerMode } from '../../tests/support/api/conversions.ts';
import { WORKING_MODE } from '../../src/domain/offers/enums.ts';
import { createTrackingApp, makeBrand, type Brand, type TrackingApp } from '../../tests/support/api/tracking.ts';
import { startWebhookQueue, stopQueue } from '../../tests/support/api/webhooks.ts';
import {
  current,
  decide,
  decided,
  ledgerFile,
  lockPeriod,
  order,
  reopen,
  rowsOf,
  signOff,
  upload,
  uploaded,
} from '../../tests/support/api/reconciliation.ts';

let t: TrackingApp;
beforeAll(async () => {
  t = await createTrackingApp();
  // the webhook deliveries table is written through the queue's schema
  await stopQueue(await startWebhookQueue(t.db, false));
}, 60_000);
afterAll(() => t?.close());

const status = async (id: number) =>
  (
    await t.db.query<{ status: string; message: string; payout: string; adjustment: string }>(
      'SELECT status, message, payout::text, adjustment::text FROM conversions WHERE id = $1',
      [id],
    )
  ).rows[0]!;

/** A brand with four conversions in March: one matched, one of another amount, one tracked only, one without an order id. */
async function scene(): Promise<{ b: Brand; matched: number; differs: number; onlyTracked: number; noId: number }> {
  const b = await makeBrand(t.db, 'Reconcile Brand');
  await t.db.query(
    `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example/r', 'whsec_d2Fsaw==', $2)`,
    [b.brandId, [WEBHOOK_EVENT.reconciliationChanged]],
  );
  return {
    b,
    matched: await order(t, b, 'ORD-1', '100'),
    differs: await order(t, b, 'ORD-2', '100', { percent: '10' }),
    onlyTracked: await order(t, b, 'ORD-3', '50'),
    noId: await order(t, b, '', '20'),
  };
}
const LEDGER = [
  'Order ID,Amount,Status',
  'ORD-1,100.00,completed',
  'ORD-2,"1,150.00",completed',
  'ORD-9,30,completed',
  'ORD-4,abc,completed',
  ',5,x',
  'ORD-1,100,dup',
].join('\n');

describe('upload: the ledger against the period, four groups', () => {
  it('joins by order id, compares amounts, keeps the refused rows, and records who uploaded', async () => {
    const { b, matched, differs, onlyTracked, noId } = await scene();
    expect(await current(t.url, b.owner.token)).toEqual({ reconciliation: null, locked: false });
    const r = await uploaded(t.url, b.owner.token, LEDGER);
    expect(r).toMatchObject({
      status: 'open',
      locked: false,
      file_name: 'ledger.csv',
      ledger_rows: 6,
      skipped_rows: 3,
      counts: { matched: 1, amount_differs: 1, only_ledger: 1, only_tracked: 2 },
      decided: { matched: 0, amount_differs: 0, only_ledger: 0, only_tracked: 0 },
      signed_off_at: null,
    });
    expect(r.errors).toEqual([
      { row: 5, column: 'amount', code: 'amount_invalid', value: 'abc' },
      { row: 6, column: 'order_id', code: 'id_missing', value: '' },
      { row: 7, column: 'order_id', code: 'id_repeated', value: 'ORD-1' },
    ]);
    expect(
      (await rowsOf(t.url, b.owner.token, 'matched')).map((x) => [x.transaction_id, x.conversion_id, x.ledger_amount, x.status]),
    ).toEqual([['ORD-1', matched, '100.0000', 'pending']]);
    expect((await rowsOf(t.url, b.owner.token, 'amount_differs')).map((x) => [x.conversion_id, x.ledger_amount, x.tracked_amount])).toEqual(
      [[differs, '1150.0000', '100.0000']],
    );
    expect((await rowsOf(t.url, b.owner.token, 'only_ledger')).map((x) => [x.transaction_id, x.row, x.conversion_id])).toEqual([
      ['ORD-9', 4, null],
    ]);
    expect((await rowsOf(t.url, b.owner.token, 'only_tracked')).map((x) => x.conversion_id)).toEqual([onlyTracked, noId]);
    expect(r.events).toMatchObject([{ kind: 'upload', user_id: b.owner.id, detail: { file_name: 'ledger.csv', ledger_rows: 6 } }]);
    const audit = await t.db.query("SELECT action, brand_user_id FROM audit_log WHERE brand_id = $1 AND object_type = 'reconciliation'", [
      b.brandId,
    ]);
    expect(audit.rows).toEqual([{ action: 'reconciliation.upload', brand_user_id: b.owner.id }]);
  });

  it('refuses a file without the columns, of another use, or with an unclosed quote, and changes nothing', async () => {
    const b = await makeBrand(t.db, 'Reconcile Refused');
    for (const [text, code] of [
      ['sku,price\nA,1', 'header'],
      ['order_id,amount\n"ORD-1,1', 'malformed'],
      ['order_id,amount\n', 'file_invalid'],
    ] as const) {
      const res = await upload(t.url, b.owner.token, await ledgerFile(t.url, b.owner.token, text));
      expect([res.status, res.body.errors]).toEqual([422, [{ field: 'file_id', code }]]);
    }
    expect((await current(t.url, b.owner.token)).reconciliation).toBeNull();
  });
});

describe('decisions through the conversion actions', () => {
  it('approves matched, rejects only-tracked with a reason, adjusts to the ledger amount; each recorded with who and when', async () => {
    const { b, matched, differs, onlyTracked, noId } = await scene();
    await uploaded(t.url, b.owner.token, LEDGER);
    const tok = b.owner.token;

    const approve = await decide(t.url, tok, { group: 'matched', decision: 'approve' });
    expect(approve.status, JSON.stringify(approve.body)).toBe(200);
    expect(decided(approve)).toMatchObject({ decision: 'approve', summary: { changed: 1 } });
    expect((await status(matched)).status).toBe('approved');

    const missing = await decide(t.url, tok, { group: 'only_tracked', decision: 'reject' });
    expect([missing.status, missing.body.errors]).toEqual([422, [{ field: 'reason', code: 'c_c01' }]]);
    const wrong = await decide(t.url, tok, { group: 'only_ledger', decision: 'approve' });
    expect([wrong.status, wrong.body.errors]).toEqual([422, [{ field: 'decision', code: 'decision_not_for_group' }]]);

    const only = await rowsOf(t.url, tok, 'only_tracked');
    const reject = await decide(t.url, tok, {
      group: 'only_tracked',
      decision: 'reject',
      reason: 'Not in our orders',
      row_ids: [only[0]!.id],
    });
    expect(decided(reject).results).toEqual([{ row_id: only[0]!.id, conversion_id: onlyTracked, outcome: 'changed' }]);
    expect(await status(onlyTracked)).toMatchObject({ status: 'rejected', message: 'Not in our orders' });
    expect((await status(noId)).status).toBe('pending');

    // 10 % of 100 = 10; the ledger says 1,150, so the payout becomes 115 (adjustment 105)
    const adjust = await decide(t.url, tok, { group: 'amount_differs', decision: 'adjust' });
    expect(decided(adjust).summary).toMatchObject({ changed: 1 });
    expect(await status(differs)).toMatchObject({ payout: '115.0000', adjustment: '105.0000' });

    const again = await decide(t.url, tok, { group: 'amount_differs', decision: 'adjust' });
    expect(decided(again).summary).toMatchObject({ unchanged: 1 });

    const r = (await current(t.url, tok)).reconciliation!;
    expect(r.decided).toEqual({ matched: 1, amount_differs: 1, only_ledger: 0, only_tracked: 1 });
    expect(r.events.map((e) => [e.kind, e.user_id])).toEqual([
      ['adjust', b.owner.id],
      ['adjust', b.owner.id],
      ['reject', b.owner.id],
      ['approve', b.owner.id],
      ['upload', b.owner.id],
    ]);
    const row = (await rowsOf(t.url, tok, 'matched'))[0]!;
    expect(row).toMatchObject({ decision: 'approve', outcome: 'changed', status: 'approved' });
    expect(row.decided_at).not.toBeNull();
    const changes = await t.db.query('SELECT action, brand_user_id FROM conversion_changes WHERE conversion_id = ANY($1) ORDER BY id', [
      [matched, onlyTracked, differs],
    ]);
    expect(changes.rows).toEqual([
      { action: 'approve', brand_user_id: b.owner.id },
      { action: 'reject', brand_user_id: b.owner.id },
      { action: 'adjustment', brand_user_id: b.owner.id },
    ]);
    const hooks = await t.db.query<{ payload: { data: { kind: string } } }>(
      `SELECT payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = 'reconciliation.changed' ORDER BY id`,
      [b.brandId],
    );
    expect(hooks.rows.map((h) => h.payload.data.kind)).toEqual(['upload', 'approve', 'reject', 'adjust', 'adjust']);
  });

  it('answers a refusal per row (a blocked partner) and still decides the others', async () => {
    const { b, matched } = await scene();
    const blocked = await order(t, b, 'ORD-6', '40');
    const partner = (await t.db.query<{ partner_id: number }>('SELECT partner_id FROM conversions WHERE id = $1', [blocked])).rows[0]!;
    await setPartnerMode(t.db, b.brandId, partner.partner_id, WORKING_MODE.blocked);
    await uploaded(t.url, b.owner.token, `${LEDGER}\nORD-6,40,completed`);
    const res = await decide(t.url, b.owner.token, { group: 'matched', decision: 'approve' });
    expect(decided(res).results.map((r) => [r.conversion_id, r.outcome])).toEqual([
      [matched, 'changed'],
      [blocked, 'partner_blocked'],
    ]);
    expect([(await status(matched)).status, (await status(blocked)).status]).toEqual(['approved', 'pending']);
    expect((await rowsOf(t.url, b.owner.token, 'matched')).map((r) => r.outcome)).toEqual(['changed', 'partner_blocked']);
  });

  it('refuses every write once the cross-check of the period is locked', async () => {
    const { b, onlyTracked } = await scene();
    await uploaded(t.url, b.owner.token, LEDGER);
    await lockPeriod(t, b.owner.token);
    const res = await decide(t.url, b.owner.token, { group: 'only_tracked', decision: 'reject', reason: 'x' });
    expect([res.status, res.body.code]).toEqual([409, 'period_locked']);
    expect((await upload(t.url, b.owner.token, await ledgerFile(t.url, b.owner.token, LEDGER))).body.code).toBe('period_locked');
    expect((await signOff(t.url, b.owner.token)).body.code).toBe('period_locked');
    // the lock approved every pending conversion; the refused rejection changed nothing
    expect((await status(onlyTracked)).status).toBe('approved');
  });
});

describe('sign-off and re-opening, only before the lock', () => {
  it('signs off, refuses decisions while signed off, re-opens with a reason; the lock refuses both', async () => {
    const { b } = await scene();
    const tok = b.owner.token;
    expect([(await signOff(t.url, tok)).status, (await signOff(t.url, tok)).body.code]).toEqual([409, 'no_reconciliation']);
    await uploaded(t.url, tok, LEDGER);
    const signed = await signOff(t.url, tok);
    expect(signed.status).toBe(200);
    expect(signed.body.data).toMatchObject({ status: 'signed_off', signed_off_by: expect.any(String) });
    expect((await signOff(t.url, tok)).body.code).toBe('status_not_allowed');
    expect((await decide(t.url, tok, { group: 'matched', decision: 'approve' })).body.code).toBe('status_not_allowed');
    expect((await upload(t.url, tok, await ledgerFile(t.url, tok, LEDGER))).body.code).toBe('status_not_allowed');

    const opened = await reopen(t.url, tok, 'Late refund');
    expect(opened.body.data).toMatchObject({ status: 'open', signed_off_at: null });
    expect((await signOff(t.url, tok)).status).toBe(200);

    await lockPeriod(t, tok);
    expect(await current(t.url, tok)).toMatchObject({ locked: true, reconciliation: { locked: true, status: 'signed_off' } });
    expect((await reopen(t.url, tok)).body.code).toBe('period_locked');
    const events = (await current(t.url, tok)).reconciliation!.events.map((e) => [e.kind, e.detail.reason ?? null]);
    expect(events).toEqual([
      ['sign_off', null],
      ['reopen', 'Late refund'],
      ['sign_off', null],
      ['upload', null],
    ]);
    const audit = await t.db.query("SELECT action FROM audit_log WHERE brand_id = $1 AND object_type = 'reconciliation' ORDER BY id", [
      b.brandId,
    ]);
    expect(audit.rows.map((a) => a.action)).toEqual([
      'reconciliation.upload',
      'reconciliation.sign_off',
      'reconciliation.reopen',
      'reconciliation.sign_off',
    ]);
  });

  it('needs payment full to write and payment read to read', async () => {
    const { b } = await scene();
    await uploaded(t.url, b.owner.token, LEDGER);
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { payment: LEVEL.read } });
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: { payment: 0 } });
    expect((await current(t.url, reader.token)).reconciliation?.counts.matched).toBe(1);
    expect((await signOff(t.url, reader.token)).status).toBe(403);
    expect((await decide(t.url, reader.token, { group: 'matched', decision: 'approve' })).status).toBe(403);
    const q = new URLSearchParams({ period_start: '2026-03-01', period_end: '2026-03-31' });
    expect((await fetch(`${t.url}/api/payment/reconciliation?${q}`, { headers: { authorization: `Bearer ${none.token}` } })).status).toBe(
      403,
    );
  });
});

// last: it moves the shared clock 40 days on, out of the period the other tests use
describe('the period', () => {
  it('leaves out conversions outside the period, and reads XLSX', async () => {
    const b = await makeBrand(t.db, 'Reconcile Later');
    await order(t, b, 'IN-1', '10');
    t.clock.advance(40 * 24 * 60 * 60_000);
    await order(t, b, 'OUT-1', '10');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Orders');
    sheet.addRow(['transaction_id', 'amount', 'status']);
    sheet.addRow(['IN-1', 10, 'paid']);
    sheet.addRow(['OUT-1', 10, 'paid']);
    const r = await uploaded(t.url, b.owner.token, new Uint8Array(await book.xlsx.writeBuffer()), 'ledger.xlsx');
    expect(r.counts).toEqual({ matched: 1, amount_differs: 0, only_ledger: 1, only_tracked: 0 });
  });
});
