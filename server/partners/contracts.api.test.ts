import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { brand, call, create, type Brand } from '../../tests/support/api/offers.ts';
import { changeContract, effectiveContract, expireContract, expireDueContracts } from './contracts.ts';
import { manualClock } from '../db/clock.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { CONTRACT_EXPIRY_JOB, contractExpiryJob } from './job.ts';
import { approvedContract, joinedPartner } from '../../tests/support/api/partners.ts';
import { setPartnerWorkingMode } from './service.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

/** Partner contract rules through real HTTP and the real database (spec 3 §3–§4). */
let t: TestApp;
let b: Brand;
let offerId: number;
beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
  offerId = (await create(t.url, b.owner.token)).id;
});
afterAll(async () => t?.close());

const post = (body: Record<string, unknown>, token = b.owner.token) => call(t.url, 'POST', '/api/partners/contracts', { token, body });
const act = (id: number, action: string, token = b.owner.token) =>
  call(t.url, 'PUT', `/api/partners/contracts/${id}/status`, { token, body: { action } });
const idOf = (res: { body: { data?: unknown } }) => (res.body.data as { id: number }).id;

describe('creating a contract', () => {
  it('starts pending, or sent when the brand sends its terms; stores tier, budgets, terms and message', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const res = await post({
      offer_id: offerId,
      partner_id: p.id,
      payout_tier: '110.5',
      terms: 'No brand bidding.',
      message: 'Chào bạn, mời hợp tác!',
      budgets: [
        { budget_type: 'payout', frequency: 'daily', value: '100' },
        { budget_type: 'payout', frequency: 'monthly', value: '2000' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      payout_tier: '110.50',
      terms: 'No brand bidding.',
      contract_date: null,
      budgets: [{ frequency: 'daily' }, { frequency: 'monthly' }],
    });
    const q = await joinedPartner(t.db, b.brandId);
    expect((await post({ offer_id: offerId, partner_id: q.id, send: true })).body.data).toMatchObject({
      status: 'sent',
      payout_tier: null,
    });
  });

  it('validates budgets (one per metric and frequency, lower timeframe ≤ higher) and the payout tier', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    // field rules first: the list rules run once every item is well-formed
    const fields = await post({
      offer_id: offerId,
      partner_id: p.id,
      payout_tier: '1000.001',
      budgets: [{ budget_type: 'clicks', frequency: 'weekly', value: 'x' }],
    });
    expect(fields.status).toBe(422);
    expect((fields.body.errors ?? []).map((e) => `${e.field}:${e.code}`).sort()).toEqual([
      'budgets.0.budget_type:invalid_value',
      'budgets.0.frequency:invalid_value',
      'budgets.0.value:number',
      'payout_tier:number_max',
    ]);
    const list = await post({
      offer_id: offerId,
      partner_id: p.id,
      budgets: [
        { budget_type: 'conversions', frequency: 'daily', value: '50' },
        { budget_type: 'conversions', frequency: 'lifetime', value: '40' },
        { budget_type: 'payout', frequency: 'monthly', value: '1' },
        { budget_type: 'payout', frequency: 'monthly', value: '2' },
      ],
    });
    expect(list.status).toBe(422);
    expect((list.body.errors ?? []).map((e) => `${e.field}:${e.code}`).sort()).toEqual([
      'budgets.0.value:budget_timeframe',
      'budgets.3.frequency:duplicated',
    ]);
    expect((await t.db.query('SELECT 1 FROM partner_contracts WHERE partner_id = $1', [p.id])).rowCount).toBe(0);
  });

  it('refuses with a reason: unknown or foreign offer, partner not joined, blocked, a live contract exists', async () => {
    const other = await brand(t.db);
    const foreignOffer = (await create(t.url, other.owner.token)).id;
    const p = await joinedPartner(t.db, b.brandId);
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const res = await post(body);
      expect([res.status, res.body]).toMatchObject([status, { code }]);
    };
    await refused({ offer_id: foreignOffer, partner_id: p.id }, 404, 'offer_not_found');
    await refused({ offer_id: offerId, partner_id: 987654321 }, 404, 'partner_not_found');
    const stranger = await joinedPartner(t.db, other.brandId);
    await refused({ offer_id: offerId, partner_id: stranger.id }, 409, 'partner_not_joined');
    const first = idOf(await post({ offer_id: offerId, partner_id: p.id }));
    await refused({ offer_id: offerId, partner_id: p.id }, 409, 'contract_exists');
    await act(first, 'reject');
    // a rejected contract is not live: a new proposal may follow
    expect((await post({ offer_id: offerId, partner_id: p.id })).status).toBe(200);
    const blocked = await joinedPartner(t.db, b.brandId);
    await setPartnerWorkingMode(t.db, b.brandId, blocked.id, 'block');
    await refused({ offer_id: offerId, partner_id: blocked.id }, 409, 'partner_blocked');
  });
});

describe('the lifecycle, enforced by the server', () => {
  it('approval fails while the partner is blocked, and works once unblocked', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const id = idOf(await post({ offer_id: offerId, partner_id: p.id }));
    await setPartnerWorkingMode(t.db, b.brandId, p.id, 'block');
    const res = await act(id, 'approve');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'partner_blocked', message: 'Approval failed because the partner is blocked.' });
    await setPartnerWorkingMode(t.db, b.brandId, p.id, 'unblock');
    expect((await act(id, 'approve')).body.data).toMatchObject({ status: 'approved' });
  });

  it('rejected and terminated are final; terminate records who ended it', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const rejected = idOf(await post({ offer_id: offerId, partner_id: p.id }));
    expect((await act(rejected, 'reject')).body.data).toMatchObject({ status: 'rejected' });
    for (const a of ['approve', 'send', 'terminate', 'reject'])
      expect([(await act(rejected, a)).status, (await act(rejected, a)).body.code]).toEqual([409, 'status_not_allowed']);
    const c = await approvedContract(t.db, b.brandId, offerId, p.id);
    const ended = await changeContract(t.db, b.brandId, c.id, 'terminate', { by: 'partner' });
    expect(ended).toMatchObject({ status: 'terminated', ended_by: 'partner' });
    expect(ended.ended_at).not.toBeNull();
    expect((await act(c.id, 'approve')).body.code).toBe('status_not_allowed');
  });

  it('an approved contract lets the partner run the offer from its contract date until its end date', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const from = new Date(Date.now() + 3_600_000);
    const end = new Date(Date.now() + 7_200_000);
    const c = await approvedContract(t.db, b.brandId, offerId, p.id, {
      contractDate: from,
      end_date: end.toISOString(),
      payout_tier: '80',
    });
    expect(await effectiveContract(t.db, offerId, p.id, new Date())).toBeNull();
    expect(await effectiveContract(t.db, offerId, p.id, new Date(from.getTime() + 1000))).toMatchObject({ id: c.id, payout_tier: '80.00' });
    expect(await effectiveContract(t.db, offerId, p.id, new Date(end.getTime() + 1000))).toBeNull();
  });

  it('expires only after the end date; the job expires every due contract', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const end = new Date(Date.now() + 60_000);
    const c = await approvedContract(t.db, b.brandId, offerId, p.id, { end_date: end.toISOString() });
    await expect(expireContract(t.db, b.brandId, c.id)).rejects.toMatchObject({ status: 409, code: 'end_date_not_passed' });
    // the job the server runs every minute, at a clock past the end date
    const ran = await createJobRunner({ jobs: [contractExpiryJob(t.db)], clock: manualClock(new Date(end.getTime() + 1)) }).runDue();
    expect(ran[CONTRACT_EXPIRY_JOB]).toBeGreaterThanOrEqual(1);
    const { rows } = await t.db.query('SELECT status, ended_by FROM partner_contracts WHERE id = $1', [c.id]);
    expect(rows[0]).toEqual({ status: 'expired', ended_by: 'clock' });
    expect(await expireDueContracts(t.db, new Date(end.getTime() + 1))).toBe(0);
  });
});

describe('who may see and act', () => {
  it("another brand's contract and an unassigned partner's contract answer 404; reads need management ≥ 2, writes 15", async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const id = idOf(await post({ offer_id: offerId, partner_id: p.id }));
    const other = await brand(t.db);
    expect((await call(t.url, 'GET', `/api/partners/contracts/${id}`, { token: other.owner.token })).status).toBe(404);
    expect((await act(id, 'approve', other.owner.token)).status).toBe(404);
    const limited = await addUser(t.db, b.brandId, { role: 'affiliate_manager', isAllPartner: false });
    expect((await call(t.url, 'GET', `/api/partners/contracts/${id}`, { token: limited.token })).status).toBe(404);
    expect((await post({ offer_id: offerId, partner_id: p.id }, limited.token)).body.code).toBe('partner_not_joined');
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      limited.id,
      b.brandId,
      p.id,
    ]);
    expect((await call(t.url, 'GET', `/api/partners/contracts/${id}`, { token: limited.token })).body.data).toMatchObject({
      id,
      status: 'pending',
    });
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { management: LEVEL.read } });
    expect((await call(t.url, 'GET', `/api/partners/contracts/${id}`, { token: reader.token })).status).toBe(200);
    expect((await act(id, 'approve', reader.token)).status).toBe(403);
  });
});
