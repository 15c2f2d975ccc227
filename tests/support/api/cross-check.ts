import { expect } from 'vitest';
import type { CrossCheckRow, LockOutcome, PeriodRow } from '../../../src/domain/cross-check/contract.ts';
import type { CrossCheckStatus } from '../../../src/domain/cross-check/enums.ts';
import type { ConversionMoney } from '../../../src/domain/cross-check/figures.ts';
import { call, type Answer } from './auth.ts';
import { click, makeEvent, makeOffer, makePartner, MINUTE, postback, type Brand, type TrackingApp } from './tracking.ts';

/** Helpers for the cross-check API and model tests (real HTTP and the real tracking endpoints). Not used by the server. */
export const CC = '/api/invoice/advertiser';

export interface PartnerConversions {
  partnerId: number;
  offerId: number;
  ids: number[];
}

/**
 * `n` conversions of ONE new partner on one new offer, through a click and a postback each, at the
 * test clock's time: pending unless `approved`. Payout, bonus and revenue as given (the event's).
 */
export async function partnerConversions(
  t: TrackingApp,
  b: Brand,
  n: number,
  o: { approved?: boolean; payout?: string; bonus?: string; revenue?: string } = {},
): Promise<PartnerConversions> {
  const offerId = await makeOffer(t.db, b.brandId);
  const eventId = await makeEvent(t.db, b.brandId, offerId, {
    auto_accept: o.approved ?? false,
    payout: o.payout ?? '10',
    bonus: o.bonus ?? '0',
    revenue: o.revenue ?? '12',
  });
  const partnerId = await makePartner(t.db, b.brandId, offerId);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = await click(t.app, { offer_id: offerId, partner_id: partnerId });
    expect(c.clickId).not.toBeNull();
    t.clock.advance(5 * MINUTE);
    const res = await postback(t.app, { token: b.token, offer_id: offerId, event: eventId, click_id: c.clickId! });
    expect(res.body).toMatchObject({ status: 'accepted' });
    const { rows } = await t.db.query<{ id: number }>('SELECT id::int FROM conversions WHERE uuid = $1', [res.body.conversion_id]);
    ids.push(rows[0]!.id);
  }
  return { partnerId, offerId, ids };
}

/** An answer whose `data` has the endpoint's shape (code, message and field errors on refusals). */
export interface Typed<D> {
  status: number;
  body: { data: D; code?: string; message?: string; errors?: { field: string; code: string }[] };
}
const typed = async <D>(a: Promise<Answer>): Promise<Typed<D>> => (await a) as unknown as Typed<D>;

export interface LockAnswer {
  results: { id: number; outcome: LockOutcome; status: CrossCheckStatus | null }[];
  summary: Record<LockOutcome, number>;
}
export interface OverviewAnswer {
  items: PeriodRow[];
  paging: { current_page: number; limit: number; total_row: number; total_page: number };
}

export const createPeriod = (t: TrackingApp, token: string, period_start: string, period_end: string) =>
  typed<{ created: number; items: CrossCheckRow[] }>(
    call(t.url, 'POST', `${CC}/cross-check`, { token, body: { period_start, period_end } }),
  );

export const overviewOf = (t: TrackingApp, token: string) => typed<OverviewAnswer>(call(t.url, 'GET', `${CC}/cross-check`, { token }));

export async function detailOf(
  t: TrackingApp,
  token: string,
  start: string,
  end: string,
  extra = '',
): Promise<{ items: CrossCheckRow[]; totals: Record<string, unknown> }> {
  const res = await call(t.url, 'GET', `${CC}/cross-check-detail?periodStart=${start}&periodEnd=${end}${extra}`, { token });
  expect(res.status).toBe(200);
  return res.body.data as { items: CrossCheckRow[]; totals: Record<string, unknown> };
}

export const lockIds = (t: TrackingApp, token: string, ids: number[]) =>
  typed<LockAnswer>(call(t.url, 'POST', `${CC}/cross-check/lock`, { token, body: { ids } }));

export const changeStatus = (t: TrackingApp, token: string, id: number, action: string) =>
  typed<CrossCheckRow>(call(t.url, 'PUT', `${CC}/cross-check/${id}/status`, { token, body: { action } }));

export const putArrears = (t: TrackingApp, token: string, id: number, arrears: string) =>
  typed<CrossCheckRow>(call(t.url, 'PUT', `${CC}/cross-check/${id}/arrears`, { token, body: { arrears } }));

/** A partner's conversions of a period as the record reads them (the oracle's input). */
export async function conversionMoney(
  t: TrackingApp,
  brandId: number,
  partnerId: number,
  start: string,
  end: string,
): Promise<ConversionMoney[]> {
  const { rows } = await t.db.query<ConversionMoney>(
    `SELECT status, payout::text, adjustment::text, bonus::text, revenue::text FROM conversions
      WHERE brand_id = $1 AND partner_id = $2 AND NOT is_test AND created_at >= ($3::date::timestamp AT TIME ZONE 'UTC') AND created_at < (($4::date + 1)::timestamp AT TIME ZONE 'UTC')`,
    [brandId, partnerId, start, end],
  );
  return rows;
}
