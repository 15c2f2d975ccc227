import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BudgetUsage, DrawUpResult } from '../../src/domain/partners/contracts.ts';
import { call } from '../../tests/support/api/auth.ts';
import { setClock } from '../db/clock.ts';
import {
  click,
  createTrackingApp,
  makeBrand,
  makeEvent,
  makeOffer,
  makePartner,
  MINUTE,
  postback,
  secondTrackingApp,
  type Brand,
  type TrackingApp,
} from '../../tests/support/api/tracking.ts';

/**
 * Contract budgets enforced by the tracking engine (issue 25 item 1): a contract drawn up and approved
 * through the API, traffic through the real tracking endpoints of TWO server processes on one database,
 * and the contract's usage as the brand reads it, on the same manual clock as the engine.
 */
let t: TrackingApp;
let second: FastifyInstance;
let b: Brand;
beforeAll(async () => {
  t = await createTrackingApp();
  setClock(t.db, t.clock);
  second = await secondTrackingApp(t);
  b = await makeBrand(t.db, 'Contract budget brand');
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** A contract drawn up from `budgets` and approved an hour ago through the API, for a new joined partner unless given. */
async function contracted(offerId: number, budgets: unknown[], partnerId?: number): Promise<{ partnerId: number; contractId: number }> {
  partnerId ??= await makePartner(t.db, b.brandId, offerId, { contract: null });
  const made = await call(t.url, 'POST', '/api/partners/contracts/draw-up', {
    token: b.owner.token,
    body: { offer_ids: [offerId], partner_ids: [partnerId], budgets },
  });
  const contractId = (made.body.data as { items: DrawUpResult[] }).items[0]!.contract_id!;
  const approved = await call(t.url, 'PUT', `/api/partners/contracts/${contractId}/status`, {
    token: b.owner.token,
    body: { action: 'approve', contract_date: new Date(t.clock.now().getTime() - 60 * MINUTE).toISOString() },
  });
  expect(approved.status).toBe(200);
  return { partnerId, contractId };
}

const usage = async (contractId: number) =>
  (
    (await call(t.url, 'GET', `/api/partners/contracts/${contractId}/usage`, { token: b.owner.token })).body.data as {
      items: BudgetUsage[];
    }
  ).items;

describe('a contract budget of N conversions over two server processes', () => {
  it('accepts exactly N postbacks of that partner on that offer and refuses the rest budget_reached (server log); the usage shows N', async () => {
    const N = 5;
    const offerId = await makeOffer(t.db, b.brandId);
    await makeEvent(t.db, b.brandId, offerId, { payout: '2.5' });
    const { partnerId, contractId } = await contracted(offerId, [
      { budget_type: 'conversions', frequency: 'daily', value: String(N) },
      { budget_type: 'conversions', frequency: 'lifetime', value: '100' },
      { budget_type: 'payout', frequency: 'monthly', value: '1000' },
    ]);
    const apps = [t.app, second];
    const clicks: string[] = [];
    for (let i = 0; i < N + 3; i++) clicks.push((await click(apps[i % 2]!, { offer_id: offerId, partner_id: partnerId })).clickId!);
    expect(clicks.every(Boolean)).toBe(true);
    t.clock.advance(MINUTE);
    // all at once, alternating processes: each process's in-memory state alone would let N through EACH
    const answers = await Promise.all(clicks.map((id, i) => postback(apps[i % 2]!, { token: b.token, click_id: id })));
    expect(answers.filter((a) => a.status === 200 && a.body.reason === undefined)).toHaveLength(N);
    expect(answers.filter((a) => a.body.reason === 'budget_reached')).toHaveLength(3);
    const log = await t.db.query(
      `SELECT outcome, reason, count(*)::int AS n FROM server_log WHERE offer_id = $1 AND partner_id = $2 GROUP BY 1, 2 ORDER BY 1`,
      [offerId, partnerId],
    );
    expect(log.rows).toEqual([
      { outcome: 'accepted', reason: null, n: N },
      { outcome: 'refused', reason: 'budget_reached', n: 3 },
    ]);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM conversions WHERE offer_id = $1 AND partner_id = $2', [
      offerId,
      partnerId,
    ]);
    expect(rows[0].n).toBe(N);
    // the N+1st in order, on the other process, after the burst: refused with its reason too
    const late = await click(second, { offer_id: offerId, partner_id: partnerId });
    expect(late.clickId).toBeNull();
    expect((await usage(contractId)).map((u) => [u.budget_type, u.frequency, u.used, u.value])).toEqual([
      ['conversions', 'daily', String(N), String(N)],
      ['conversions', 'lifetime', String(N), '100'],
      ['payout', 'monthly', '12.5', '1000'],
    ]);
  });

  it('the budget stops that partner on that offer only: another partner, and the same partner on another offer, go on', async () => {
    const offerId = await makeOffer(t.db, b.brandId);
    await makeEvent(t.db, b.brandId, offerId);
    const { partnerId } = await contracted(offerId, [{ budget_type: 'conversions', frequency: 'lifetime', value: '1' }]);
    const other = await contracted(offerId, []);
    const otherOffer = await makeOffer(t.db, b.brandId);
    await makeEvent(t.db, b.brandId, otherOffer);
    await contracted(otherOffer, [], partnerId);
    const convert = async (app: FastifyInstance, offer: number, partner: number) => {
      const c = await click(app, { offer_id: offer, partner_id: partner });
      if (!c.clickId) return 'click refused';
      t.clock.advance(MINUTE);
      return (await postback(app, { token: b.token, click_id: c.clickId })).body.reason ?? 'accepted';
    };
    expect(await convert(t.app, offerId, partnerId)).toBe('accepted');
    expect(await convert(second, offerId, partnerId)).toBe('click refused');
    expect(await convert(second, offerId, other.partnerId)).toBe('accepted');
    expect(await convert(t.app, otherOffer, partnerId)).toBe('accepted');
  });

  it('usage: a contract without budgets has none; 404 for another brand; a period without traffic has used 0', async () => {
    const offerId = await makeOffer(t.db, b.brandId);
    const bare = await contracted(offerId, []);
    expect(await usage(bare.contractId)).toEqual([]);
    const quiet = await contracted(offerId, [{ budget_type: 'payout', frequency: 'monthly', value: '50' }]);
    const [u] = await usage(quiet.contractId);
    expect(u).toMatchObject({ budget_type: 'payout', frequency: 'monthly', value: '50', used: '0' });
    expect(u!.period_start).toBe('2026-03-01');
    const other = await makeBrand(t.db, 'Stranger');
    const res = await call(t.url, 'GET', `/api/partners/contracts/${quiet.contractId}/usage`, { token: other.owner.token });
    expect([res.status, res.body.code]).toEqual([404, 'contract_not_found']);
  });
});
