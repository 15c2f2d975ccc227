import { expect } from 'vitest';
import type { DecideAnswer, Reconciliation, ReconciliationRow } from '../../../src/domain/reconciliation/contract.ts';
import type { ReconciliationGroup } from '../../../src/domain/reconciliation/enums.ts';
import { call } from './auth.ts';
import { createPeriod, lockIds } from './cross-check.ts';
import { uploadFile } from './files.ts';
import { click, makeEvent, makeOffer, makePartner, MINUTE, postback, type Brand, type TrackingApp } from './tracking.ts';

/** Helpers for the reconciliation API tests (not used by the server). */
export const PERIOD = { period_start: '2026-03-01', period_end: '2026-03-31' } as const;
const BASE = '/api/payment/reconciliation';

/** A tracked conversion with an order id and amount, through the real click and postback; its id. */
export async function order(
  t: TrackingApp,
  b: Brand,
  transactionId: string,
  amount: string,
  o: { percent?: string } = {},
): Promise<number> {
  const offerId = await makeOffer(t.db, b.brandId);
  const eventId = await makeEvent(t.db, b.brandId, offerId, {
    auto_accept: false,
    ...(o.percent ? { payout_type: 'percent', payout: o.percent } : { payout: '10' }),
  });
  const partnerId = await makePartner(t.db, b.brandId, offerId);
  const c = await click(t.app, { offer_id: offerId, partner_id: partnerId });
  t.clock.advance(5 * MINUTE);
  const res = await postback(t.app, {
    token: b.token,
    offer_id: offerId,
    event: eventId,
    click_id: c.clickId!,
    ...(transactionId ? { transaction_id: transactionId } : {}),
    amount,
  });
  expect(res.body).toMatchObject({ status: 'accepted' });
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM conversions WHERE uuid = $1', [res.body.conversion_id]);
  return rows[0]!.id;
}

/** presign (reconciliation_ledger) → upload → confirm; the file id. */
export async function ledgerFile(url: string, token: string, text: string | Uint8Array, name = 'ledger.csv'): Promise<number> {
  const data = typeof text === 'string' ? new TextEncoder().encode(text) : text;
  const { confirmed } = await uploadFile(url, token, name, data, 'reconciliation_ledger');
  if (confirmed.status !== 200) throw new Error(`confirm ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return (confirmed.body.data as { id: number }).id;
}

export const upload = (url: string, token: string, fileId: number, period = PERIOD) =>
  call(url, 'POST', `${BASE}/ledger`, { token, body: { ...period, file_id: fileId } });

export async function uploaded(url: string, token: string, text: string | Uint8Array, name?: string): Promise<Reconciliation> {
  const res = await upload(url, token, await ledgerFile(url, token, text, name));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Reconciliation;
}

export async function rowsOf(url: string, token: string, group: ReconciliationGroup): Promise<ReconciliationRow[]> {
  const q = new URLSearchParams({ ...PERIOD, group, limit: '200' });
  const res = await call(url, 'GET', `${BASE}/rows?${q}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as { items: ReconciliationRow[] }).items;
}

export const decide = (url: string, token: string, body: Record<string, unknown>) =>
  call(url, 'POST', `${BASE}/decide`, { token, body: { ...PERIOD, ...body } });
export const decided = (res: { body: { data?: unknown } }) => res.body.data as DecideAnswer;

export const signOff = (url: string, token: string) => call(url, 'POST', `${BASE}/sign-off`, { token, body: PERIOD });
export const reopen = (url: string, token: string, reason?: string) =>
  call(url, 'POST', `${BASE}/reopen`, { token, body: { ...PERIOD, ...(reason ? { reason } : {}) } });

export async function current(url: string, token: string): Promise<{ reconciliation: Reconciliation | null; locked: boolean }> {
  const res = await call(url, 'GET', `${BASE}?${new URLSearchParams(PERIOD)}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { reconciliation: Reconciliation | null; locked: boolean };
}

/**
 * The period's cross-check made and locked through its API (decision 090), on the day after the
 * period (a record of a period not yet over cannot lock); the shared clock is put back after.
 */
export async function lockPeriod(t: TrackingApp, token: string): Promise<void> {
  const before = t.clock.now();
  t.clock.set(new Date('2026-04-01T12:00:00Z'));
  try {
    const made = await createPeriod(t, token, PERIOD.period_start, PERIOD.period_end);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const locked = await lockIds(
      t,
      token,
      made.body.data.items.map((r) => r.id),
    );
    expect(locked.body.data.summary.locked, JSON.stringify(locked.body)).toBe(made.body.data.items.length);
  } finally {
    t.clock.set(before);
  }
}
