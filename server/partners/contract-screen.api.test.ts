import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractRow, DrawUpResult } from '../../src/domain/partners/contracts.ts';
import { CONTRACT_STATUSES } from '../../src/domain/partners/enums.ts';
import { LEVEL } from '../../src/domain/permissions.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { brand, call, codes, create, type Brand } from '../../tests/support/api/offers.ts';
import { joinedPartner } from '../../tests/support/api/partners.ts';
import { answerInvitation, applyToOffer, changeInvitation } from './invitations.ts';
import { setPartnerWorkingMode } from './service.ts';

/** The partner-contract screen's calls (issue 25 item 1, decision 074) through real HTTP and PostgreSQL. */
let t: TestApp;
let b: Brand;
let offers: [number, number];
beforeAll(async () => {
  // queue: services enqueue the webhook deliveries of partner_contract.changed
  t = await createTestApp({ queue: true });
  b = await brand(t.db);
  offers = [(await create(t.url, b.owner.token)).id, (await create(t.url, b.owner.token, { name: 'Second contract offer' })).id];
});
afterAll(async () => t?.close());

const drawUp = (body: Record<string, unknown>, token = b.owner.token) =>
  call(t.url, 'POST', '/api/partners/contracts/draw-up', { token, body });
const results = (res: { body: { data?: unknown } }) => (res.body.data as { items: DrawUpResult[] }).items;
const list = async (query: string, token = b.owner.token) => {
  const res = await call(t.url, 'GET', `/api/partners/contracts?${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data as { items: ContractRow[]; paging: { total_row: number; limit: number } };
};

describe('drawing contracts up from a template', () => {
  it('makes one contract per offer and partner with the same terms; a refused pair says why and the others go on', async () => {
    const [p, q] = [await joinedPartner(t.db, b.brandId), await joinedPartner(t.db, b.brandId)];
    const blocked = await joinedPartner(t.db, b.brandId);
    await setPartnerWorkingMode(t.db, b.brandId, blocked.id, 'block');
    const template = {
      payout_tier: '120',
      terms: 'Coupon sites excluded.',
      message: 'Mời bạn hợp tác',
      budgets: [
        { budget_type: 'conversions', frequency: 'daily', value: '10' },
        { budget_type: 'conversions', frequency: 'monthly', value: '200' },
      ],
    };
    const first = await drawUp({ ...template, offer_ids: offers, partner_ids: [p.id, q.id, blocked.id], send: true });
    expect(first.status).toBe(200);
    const made = results(first);
    expect(made.map((r) => [r.offer_id, r.partner_id, r.reason])).toEqual([
      [offers[0], p.id, null],
      [offers[0], q.id, null],
      [offers[0], blocked.id, 'partner_blocked'],
      [offers[1], p.id, null],
      [offers[1], q.id, null],
      [offers[1], blocked.id, 'partner_blocked'],
    ]);
    const ids = made.filter((r) => r.contract_id !== null).map((r) => r.contract_id!);
    const { rows } = await t.db.query(
      'SELECT status, payout_tier::text AS tier, terms, message, budgets, author_id FROM partner_contracts WHERE id = ANY($1) ORDER BY id',
      [ids],
    );
    expect(rows).toHaveLength(4);
    for (const r of rows)
      expect(r).toEqual({
        status: 'sent',
        tier: '120.00',
        terms: template.terms,
        message: template.message,
        budgets: template.budgets,
        author_id: b.owner.id,
      });
    // again: every pair now holds a live contract
    const again = results(await drawUp({ offer_ids: [offers[0]], partner_ids: [p.id] }));
    expect(again).toEqual([{ offer_id: offers[0], partner_id: p.id, contract_id: null, reason: 'contract_exists' }]);
    const audit = await t.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE brand_id = $1 AND action = 'partners.contracts.create' AND object_id = ANY($2)`,
      [b.brandId, ids.map(String)],
    );
    expect(audit.rows[0].n).toBe(4);
  });

  it('refuses the whole template with field codes: lower timeframe over higher, duplicates, lists, tier, texts, end date', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const refused = async (body: Record<string, unknown>, expected: string[]) => {
      const res = await drawUp({ offer_ids: [offers[0]], partner_ids: [p.id], ...body });
      expect([res.status, codes(res).sort()]).toEqual([422, expected]);
    };
    await refused(
      {
        budgets: [
          { budget_type: 'conversions', frequency: 'daily', value: '300' },
          { budget_type: 'conversions', frequency: 'monthly', value: '200' },
          { budget_type: 'payout', frequency: 'monthly', value: '900' },
          { budget_type: 'payout', frequency: 'lifetime', value: '800' },
        ],
      },
      ['budgets.0.value:budget_timeframe', 'budgets.2.value:budget_timeframe'],
    );
    await refused(
      {
        budgets: [
          { budget_type: 'payout', frequency: 'daily', value: '1' },
          { budget_type: 'payout', frequency: 'daily', value: '2' },
        ],
      },
      ['budgets.1.frequency:duplicated'],
    );
    // a daily budget equal to the monthly one is allowed (may not exceed)
    const equal = await drawUp({
      offer_ids: [offers[0]],
      partner_ids: [p.id],
      budgets: [
        { budget_type: 'payout', frequency: 'daily', value: '5' },
        { budget_type: 'payout', frequency: 'monthly', value: '5' },
      ],
    });
    expect(results(equal)[0]!.reason).toBeNull();
    const wrong = await drawUp({ offer_ids: [], partner_ids: Array.from({ length: 21 }, (_, i) => i + 1), payout_tier: '-1' });
    expect([wrong.status, codes(wrong).sort()]).toEqual([422, ['offer_ids:too_small', 'partner_ids:too_big', 'payout_tier:number_min']]);
    const text = await drawUp({
      offer_ids: [offers[0]],
      partner_ids: [p.id],
      terms: 'x'.repeat(2001),
      message: 'Hi 😀',
      end_date: 'tomorrow',
      budgets: [{ budget_type: 'payout', frequency: 'daily', value: '-3' }],
    });
    expect(text.status).toBe(422);
    expect(
      codes(text)
        .map((c) => c.split(':')[0])
        .sort(),
    ).toEqual(['budgets.0.value', 'end_date', 'message', 'terms']);
  });

  it('needs management 15; an unassigned partner is "not joined" to an employee who does not manage all partners', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { management: LEVEL.read } });
    expect((await drawUp({ offer_ids: [offers[0]], partner_ids: [p.id] }, reader.token)).status).toBe(403);
    const limited = await addUser(t.db, b.brandId, { role: 'custom', permissions: { management: LEVEL.full }, isAllPartner: false });
    expect(results(await drawUp({ offer_ids: [offers[0]], partner_ids: [p.id] }, limited.token))).toEqual([
      { offer_id: offers[0], partner_id: p.id, contract_id: null, reason: 'partner_not_joined' },
    ]);
  });
});

describe('the contract list', () => {
  it('filters by status, offer and partner; finds a contract by its id, its application id or invitation id, or by name', async () => {
    const p = await joinedPartner(t.db, b.brandId, {}, { display_name: 'Zebra Coupons' });
    const q = await joinedPartner(t.db, b.brandId);
    const made = results(await drawUp({ offer_ids: offers, partner_ids: [p.id, q.id] }));
    const [pFirst, qFirst, pSecond] = made.map((r) => r.contract_id!);
    await call(t.url, 'PUT', `/api/partners/contracts/${qFirst}/status`, { token: b.owner.token, body: { action: 'reject' } });

    const mine = await list(`partner_id=${p.id}`);
    expect(mine.items.map((c) => c.id)).toEqual([pSecond, pFirst]);
    expect(mine.items[0]).toMatchObject({ partner_name: 'Zebra Coupons', offer_name: 'Second contract offer', application_id: null });
    expect((await list(`partner_id=${q.id}&status=rejected`)).items.map((c) => c.id)).toEqual([qFirst]);
    expect((await list(`partner_id=${p.id}&offer_id=${offers[0]}`)).items.map((c) => c.id)).toEqual([pFirst]);
    expect((await list(`search=${pSecond}`)).items.map((c) => c.id)).toEqual([pSecond]);
    expect((await list('search=zebra coup')).items.map((c) => c.id)).toEqual([pSecond, pFirst]);

    // an application the brand approves becomes a contract: found by the application's id
    const applicant = await joinedPartner(t.db, b.brandId);
    const application = await applyToOffer(t.db, applicant.id, offers[0]);
    const approved = await changeInvitation(t.db, b.brandId, application.id, 'approve');
    const byApplication = await list(`search=${application.id}`);
    expect(byApplication.items.map((c) => [c.id, c.application_id, c.status])).toContainEqual([
      approved.contract_id,
      application.id,
      'approved',
    ]);
    // and the invitation the partner accepts, by the invitation's id
    const invited = await joinedPartner(t.db, b.brandId);
    const inv = await call(t.url, 'POST', '/api/partners/invitations', {
      token: b.owner.token,
      body: { offer_ids: [offers[1]], partner_ids: [invited.id] },
    });
    const invitationId = (inv.body.data as { items: { id: number }[] }).items[0]!.id;
    const accepted = await answerInvitation(t.db, invitationId, 'accept');
    expect((await list(`search=${invitationId}`)).items.map((c) => [c.id, c.application_id])).toContainEqual([
      accepted.contract_id,
      invitationId,
    ]);
    // the palette's contract index: [id, partner · offer, answered record id, status index]
    const index = await call(t.url, 'GET', '/api/search/contracts', { token: b.owner.token });
    const rows = (index.body.data as { items: [number, string, string, number][] }).items;
    expect(rows.find((r) => r[0] === qFirst)).toEqual([qFirst, expect.stringContaining(' · '), '', CONTRACT_STATUSES.indexOf('rejected')]);
    expect(rows.find((r) => r[0] === accepted.contract_id)).toEqual([
      accepted.contract_id,
      expect.any(String),
      String(invitationId),
      CONTRACT_STATUSES.indexOf('approved'),
    ]);
    expect(rows.find((r) => r[0] === pSecond)![1]).toBe('Zebra Coupons · Second contract offer');
  });

  it('pages by 20 by default; partner scope hides unassigned partners; reads need management ≥ 2; other brands see nothing', async () => {
    const page = await list('');
    expect(page.items.length).toBeLessThanOrEqual(20);
    expect(page.paging.total_row).toBeGreaterThan(0);
    const limited = await addUser(t.db, b.brandId, { role: 'custom', permissions: { management: LEVEL.read }, isAllPartner: false });
    expect((await list('', limited.token)).paging.total_row).toBe(0);
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: { management: 0 } });
    expect((await call(t.url, 'GET', '/api/partners/contracts', { token: none.token })).status).toBe(403);
    const other = await brand(t.db);
    expect((await list('', other.owner.token)).paging.total_row).toBe(0);
    const bad = await call(t.url, 'GET', '/api/partners/contracts?status=lost&limit=500', { token: b.owner.token });
    expect([bad.status, codes(bad).sort()]).toEqual([422, ['limit:page_size', 'status:invalid_value']]);
    // the page sizes every list takes (and the screen's 20); between them, none
    for (const limit of [20, 25, 50, 100, 200]) expect((await list(`limit=${limit}`)).paging.limit, String(limit)).toBe(limit);
    for (const limit of [1, 30, 99])
      expect(codes(await call(t.url, 'GET', `/api/partners/contracts?limit=${limit}`, { token: b.owner.token }))).toEqual([
        'limit:page_size',
      ]);
  });
});

describe('approving from a date the brand picks', () => {
  it('sets the contract date; contract_date with another action is refused 422; refused actions answer 409', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const id = results(await drawUp({ offer_ids: [offers[0]], partner_ids: [p.id], send: true }))[0]!.contract_id!;
    const put = (body: Record<string, unknown>) =>
      call(t.url, 'PUT', `/api/partners/contracts/${id}/status`, { token: b.owner.token, body });
    const bad = await put({ action: 'reject', contract_date: '2027-01-01T00:00:00Z' });
    expect([bad.status, codes(bad)]).toEqual([422, ['contract_date:not_valid']]);
    const ok = await put({ action: 'approve', contract_date: '2027-01-01T00:00:00+07:00' });
    expect([ok.status, (ok.body.data as { contract_date: string }).contract_date]).toEqual([200, '2026-12-31T17:00:00.000Z']);
    const again = await put({ action: 'approve' });
    expect([again.status, again.body.code]).toEqual([409, 'status_not_allowed']);
  });
});

describe('webhooks', () => {
  it('partner_contract.changed reaches a subscribed endpoint on draw-up and on every status change', async () => {
    const br = await brand(t.db);
    const offer = (await create(t.url, br.owner.token)).id;
    await t.db.query(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example.com/c', 'whsec_d2Fsaw==', '{partner_contract.changed}')`,
      [br.brandId],
    );
    const p = await joinedPartner(t.db, br.brandId);
    const made = await drawUp({ offer_ids: [offer], partner_ids: [p.id] }, br.owner.token);
    expect([made.status, made.body.code]).toEqual([200, undefined]);
    const id = results(made)[0]!.contract_id!;
    for (const action of ['send', 'approve', 'terminate'])
      await call(t.url, 'PUT', `/api/partners/contracts/${id}/status`, { token: br.owner.token, body: { action } });
    const { rows } = await t.db.query<{
      event_type: string;
      payload: { data: { id: number; status: string; previous_status: string | null } };
    }>('SELECT event_type, payload FROM webhook_deliveries WHERE brand_id = $1 ORDER BY id', [br.brandId]);
    expect(rows.map((d) => [d.event_type, d.payload.data.id, d.payload.data.previous_status, d.payload.data.status])).toEqual([
      ['partner_contract.changed', id, null, 'pending'],
      ['partner_contract.changed', id, 'pending', 'sent'],
      ['partner_contract.changed', id, 'sent', 'approved'],
      ['partner_contract.changed', id, 'approved', 'terminated'],
    ]);
  });
});
