import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { brand, call, codes, create, type Brand } from '../../tests/support/api/offers.ts';
import { addPartner, joinedPartner } from '../../tests/support/api/partners.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { targetOf } from '../../src/domain/notifications/targets.ts';
import type { InvitationDto } from '../../src/domain/partners/invitations.ts';
import { effectiveContract } from './contracts.ts';
import { answerInvitation, applyToOffer } from './invitations.ts';
import { setPartnerWorkingMode } from './service.ts';
import { startWebhookQueue, stopQueue } from '../../tests/support/api/webhooks.ts';

/** The click target of a read notification with `data` (unread ones add notification_id). */
const target = (caseId: number, data: Record<string, unknown>) => targetOf({ uuid: 'u', case_id: caseId, is_read: true, data });

/** Applications and invitations through real HTTP and the real database (issue 16 item 4; decision 054). */
let t: TestApp;
let b: Brand;
let offerId: number;
beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
  offerId = (await create(t.url, b.owner.token)).id;
  // the pg-boss schema the webhook deliveries are queued in
  await stopQueue(await startWebhookQueue(t.db, false));
}, 60_000);
afterAll(async () => t?.close());

const invite = (body: Record<string, unknown>, token = b.owner.token) => call(t.url, 'POST', '/api/partners/invitations', { token, body });
const act = (id: number, action: string, token = b.owner.token) =>
  call(t.url, 'PUT', `/api/partners/invitations/${id}/status`, { token, body: { action } });
const list = async (query: string, token = b.owner.token) =>
  (await call(t.url, 'GET', `/api/partners/invitations?${query}`, { token })).body.data as {
    items: InvitationDto[];
    paging: { total_row: number };
  };
const items = (res: { body: { data?: unknown } }) => (res.body.data as { items: InvitationDto[] }).items;
const notifications = async (caseId: number) =>
  (
    await t.db.query<{ data: Record<string, unknown> }>('SELECT data FROM notifications WHERE brand_id = $1 AND case_id = $2 ORDER BY id', [
      b.brandId,
      caseId,
    ])
  ).rows.map((r) => r.data);

describe('invitations', () => {
  it('invite → the partner accepts: joined, the partner joins the brand with an approved contract, the brand is notified', async () => {
    const p = await addPartner(t.db, { display_name: 'Nhà Sáng Tạo' });
    const res = await invite({ offer_ids: [offerId], partner_ids: [p.id], message: 'Mời bạn!' });
    expect(res.status).toBe(200);
    const [made] = items(res);
    expect(made).toMatchObject({ kind: 'invite', status: 'pending', message: 'Mời bạn!', offer: { id: offerId }, partner: { id: p.id } });
    // tracking would refuse the partner's clicks so far
    expect(await effectiveContract(t.db, offerId, p.id, new Date())).toBeNull();

    const accepted = await answerInvitation(t.db, made!.id, 'accept');
    expect(accepted).toMatchObject({ status: 'joined', answered_by: 'partner', contract_id: expect.any(Number) });
    expect((await effectiveContract(t.db, offerId, p.id, new Date()))?.id).toBe(accepted.contract_id);
    const joined = await t.db.query('SELECT working_mode FROM brand_partners WHERE brand_id = $1 AND partner_id = $2', [b.brandId, p.id]);
    expect(joined.rows).toEqual([{ working_mode: 1 }]);

    const answered = (await notifications(NOTIFICATION_CASE.invitationAnswered)).filter((d) => d.invitation_id === made!.id);
    expect(answered).toEqual([{ publisher_name: 'Nhà Sáng Tạo', publisher_action: 'accepted', invitation_id: made!.id, partner_id: p.id }]);
    expect(target(NOTIFICATION_CASE.invitationAnswered, answered[0]!)).toEqual({
      kind: 'internal',
      path: `/management/partner-contract?search=${made!.id}`,
    });
    expect((await notifications(NOTIFICATION_CASE.partnerJoined)).filter((d) => d.partner_id === p.id)).toHaveLength(1);

    // the notification's search lands on exactly this record
    const found = await list(`search=${made!.id}`);
    expect(found.items.map((i) => [i.id, i.status])).toEqual([[made!.id, 'joined']]);
    // final: nothing more to do with it
    expect((await act(made!.id, 'reinvite')).body.code).toBe('status_not_allowed');
    expect((await act(made!.id, 'approve')).body.code).toBe('kind_not_allowed');
  });

  it('decline → re-invite (pending again, kind re-invite) → accept; the brand cannot approve or reject an invitation', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const [made] = items(await invite({ offer_ids: [offerId], partner_ids: [p.id] }));
    const approve = await act(made!.id, 'approve');
    expect([approve.status, approve.body.code]).toEqual([409, 'kind_not_allowed']);
    expect((await act(made!.id, 'reject')).body.code).toBe('kind_not_allowed');
    expect((await act(made!.id, 'reinvite')).body.code).toBe('status_not_allowed');

    expect(await answerInvitation(t.db, made!.id, 'decline')).toMatchObject({
      status: 'rejected',
      answered_by: 'partner',
      contract_id: null,
    });
    const declined = (await notifications(NOTIFICATION_CASE.invitationAnswered)).filter((d) => d.invitation_id === made!.id);
    expect(declined).toEqual([expect.objectContaining({ publisher_action: 'rejected' })]);
    await expect(answerInvitation(t.db, made!.id, 'accept')).rejects.toMatchObject({ code: 'status_not_allowed' });

    const again = await act(made!.id, 'reinvite');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: made!.id, kind: 're-invite', status: 'pending', answered_by: null, answered_at: null });
    expect((await answerInvitation(t.db, made!.id, 'accept')).status).toBe('joined');
  });

  it('invites several partners to several offers at once, all or none; a second pending invitation is refused', async () => {
    const second = (await create(t.url, b.owner.token)).id;
    const [p, q] = [await addPartner(t.db), await addPartner(t.db)];
    const made = items(await invite({ offer_ids: [offerId, second], partner_ids: [p.id, q.id] }));
    expect(made.map((m) => `${m.offer.id}:${m.partner.id}`).sort()).toEqual(
      [`${offerId}:${p.id}`, `${offerId}:${q.id}`, `${second}:${p.id}`, `${second}:${q.id}`].sort(),
    );
    const r = await addPartner(t.db);
    const dup = await invite({ offer_ids: [offerId], partner_ids: [r.id, p.id] });
    expect([dup.status, dup.body.code, dup.body.message]).toEqual([
      409,
      'invitation_pending',
      'The partner already has a pending application or invitation for this offer.',
    ]);
    // r's invitation rolled back with the refusal
    expect((await list(`search=${encodeURIComponent(r.email)}`)).items).toEqual([]);
    // an application crossing a pending invitation is refused the same way
    await expect(applyToOffer(t.db, p.id, offerId)).rejects.toMatchObject({ code: 'invitation_pending' });
  });

  it('refuses unknown offers and partners, another brand’s offer, and invalid bodies with field codes', async () => {
    const p = await addPartner(t.db);
    expect((await invite({ offer_ids: [987654321], partner_ids: [p.id] })).body.code).toBe('offer_not_found');
    expect((await invite({ offer_ids: [offerId], partner_ids: [987654321] })).body.code).toBe('partner_not_found');
    const other = await brand(t.db);
    const foreign = (await create(t.url, other.owner.token)).id;
    expect((await invite({ offer_ids: [foreign], partner_ids: [p.id] })).status).toBe(404);
    const bad = await invite({ offer_ids: [], partner_ids: [p.id], message: 'x'.repeat(2001) });
    expect(bad.status).toBe(422);
    expect((bad.body.errors ?? []).map((e) => e.field).sort()).toEqual(['message', 'offer_ids']);
    expect((await act(987654321, 'approve')).status).toBe(404);
  });
});

describe('applications', () => {
  it('the partner applies → the brand is notified (click target filters to it) → approves: approved, contract approved', async () => {
    const p = await addPartner(t.db, { display_name: 'Applicant' });
    const a = await applyToOffer(t.db, p.id, offerId, 'I run a coupon site.');
    expect(a).toMatchObject({ kind: 'applied', status: 'pending', author_id: null });
    const [note] = (await notifications(NOTIFICATION_CASE.partnerApplied)).filter((d) => d.application_id === a.id);
    expect(note).toMatchObject({ publisher_name: 'Applicant', application_id: a.id });
    expect(target(NOTIFICATION_CASE.partnerApplied, note!)).toEqual({
      kind: 'internal',
      path: `/management/partner-contract?search=${a.id}`,
    });

    const approved = await act(a.id, 'approve');
    expect(approved.body.data).toMatchObject({ status: 'approved', answered_by: 'brand', contract_id: expect.any(Number) });
    expect(await effectiveContract(t.db, offerId, p.id, new Date())).not.toBeNull();
    expect((await act(a.id, 'reject')).body.code).toBe('status_not_allowed');
  });

  it('a rejected application is final; the partner may apply again with a new record; a live contract is reused on approval', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const a = await applyToOffer(t.db, p.id, offerId);
    expect((await act(a.id, 'reject')).body.data).toMatchObject({ status: 'rejected', contract_id: null });
    expect((await act(a.id, 'reinvite')).body.code).toBe('kind_not_allowed');
    await expect(answerInvitation(t.db, a.id, 'accept')).rejects.toMatchObject({ code: 'kind_not_allowed' });
    const contract = await call(t.url, 'POST', '/api/partners/contracts', {
      token: b.owner.token,
      body: { offer_id: offerId, partner_id: p.id },
    });
    const contractId = (contract.body.data as { id: number }).id;
    const again = await applyToOffer(t.db, p.id, offerId);
    expect(again.id).not.toBe(a.id);
    expect((await act(again.id, 'approve')).body.data).toMatchObject({ status: 'approved', contract_id: contractId });
  });
});

describe('a blocked partner', () => {
  it('cannot be invited, approved, accept or apply: "Approval failed because the partner is blocked."', async () => {
    const p = await joinedPartner(t.db, b.brandId);
    const second = (await create(t.url, b.owner.token)).id;
    const a = await applyToOffer(t.db, p.id, offerId);
    const [inv] = items(await invite({ offer_ids: [second], partner_ids: [p.id] }));
    await setPartnerWorkingMode(t.db, b.brandId, p.id, 'block');
    const refused = await invite({ offer_ids: [offerId], partner_ids: [(await addPartner(t.db)).id, p.id] });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      409,
      'partner_blocked',
      'Approval failed because the partner is blocked.',
    ]);
    const approve = await act(a.id, 'approve');
    expect([approve.status, approve.body.code]).toEqual([409, 'partner_blocked']);
    await expect(answerInvitation(t.db, inv!.id, 'accept')).rejects.toMatchObject({ code: 'partner_blocked' });
    const third = (await create(t.url, b.owner.token)).id;
    await expect(applyToOffer(t.db, p.id, third)).rejects.toMatchObject({ code: 'partner_blocked' });
    // declining and rejecting still work: they start nothing
    expect((await act(a.id, 'reject')).body.data).toMatchObject({ status: 'rejected' });
    expect((await answerInvitation(t.db, inv!.id, 'decline')).status).toBe('rejected');
    expect((await act(inv!.id, 'reinvite')).body.code).toBe('partner_blocked');
  });
});

describe('the list', () => {
  it('filters by status, kind (one, or invitations / applications) and offer; pages by 20', async () => {
    const br = await brand(t.db);
    const offer = (await create(t.url, br.owner.token)).id;
    const other = (await create(t.url, br.owner.token)).id;
    const partners = await Promise.all(Array.from({ length: 22 }, () => addPartner(t.db)));
    await call(t.url, 'POST', '/api/partners/invitations', {
      token: br.owner.token,
      body: { offer_ids: [offer], partner_ids: partners.slice(0, 21).map((p) => p.id) },
    });
    const applied = await applyToOffer(t.db, partners[21]!.id, other);
    const get = async (q: string) =>
      (await call(t.url, 'GET', `/api/partners/invitations?${q}`, { token: br.owner.token })).body.data as {
        items: InvitationDto[];
        paging: { total_row: number; total_page: number; limit: number };
      };
    const first = await get('');
    expect([first.items.length, first.paging.total_row, first.paging.total_page, first.paging.limit]).toEqual([20, 22, 2, 20]);
    expect(first.items[0]!.id).toBe(applied.id);
    expect((await get('page=2')).items).toHaveLength(2);
    expect((await get('kind=applications')).items.map((i) => i.id)).toEqual([applied.id]);
    expect((await get('kind=applied')).items.map((i) => i.id)).toEqual([applied.id]);
    expect((await get('kind=invitations')).paging.total_row).toBe(21);
    expect((await get(`offer_id=${other}`)).items.map((i) => i.id)).toEqual([applied.id]);
    await call(t.url, 'PUT', `/api/partners/invitations/${applied.id}/status`, { token: br.owner.token, body: { action: 'reject' } });
    expect((await get('status=rejected')).items.map((i) => [i.id, i.status])).toEqual([[applied.id, 'rejected']]);
    expect((await get('status=pending')).paging.total_row).toBe(21);
    expect((await call(t.url, 'GET', '/api/partners/invitations?status=done', { token: br.owner.token })).status).toBe(422);
    // the screen's 20 and the page sizes every list takes; between them, none
    expect((await get('limit=25')).paging.limit).toBe(25);
    for (const limit of [1, 30, 500]) {
      const res = await call(t.url, 'GET', `/api/partners/invitations?limit=${limit}`, { token: br.owner.token });
      expect(codes(res), String(limit)).toEqual(['limit:page_size']);
    }
  });

  it('partner scope: an employee without the all-partner flag sees and acts on assigned partners only', async () => {
    const br = await brand(t.db);
    const offer = (await create(t.url, br.owner.token)).id;
    const mine = await joinedPartner(t.db, br.brandId);
    const theirs = await joinedPartner(t.db, br.brandId);
    const limited = await addUser(t.db, br.brandId, { role: 'affiliate_manager', isAllPartner: false });
    await call(t.url, 'PUT', '/api/user/brand/brand-user/partner-managements', {
      token: br.owner.token,
      body: { brand_user_id: limited.id, partner_ids: [mine.id] },
    });
    const a = await applyToOffer(t.db, mine.id, offer);
    const hidden = await applyToOffer(t.db, theirs.id, offer);
    const seen = (await call(t.url, 'GET', '/api/partners/invitations', { token: limited.token })).body.data as { items: InvitationDto[] };
    expect(seen.items.map((i) => i.id)).toEqual([a.id]);
    expect((await call(t.url, 'GET', `/api/partners/invitations/${hidden.id}`, { token: limited.token })).status).toBe(404);
    expect((await call(t.url, 'GET', `/api/partners/invitations/${a.id}`, { token: limited.token })).status).toBe(200);
    expect((await act(hidden.id, 'approve', limited.token)).status).toBe(404);
    expect((await act(a.id, 'approve', limited.token)).status).toBe(200);
    const other = (await create(t.url, br.owner.token)).id;
    expect((await invite({ offer_ids: [other], partner_ids: [theirs.id] }, limited.token)).body.code).toBe('partner_not_found');
    expect((await invite({ offer_ids: [other], partner_ids: [mine.id] }, limited.token)).status).toBe(200);
  });
});

describe('audit and webhooks', () => {
  it('each brand write appends an audit row; invitation.changed and application.changed reach a subscribed endpoint', async () => {
    const br = await brand(t.db);
    const offer = (await create(t.url, br.owner.token)).id;
    await t.db.query(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example.com/in', 'whsec_d2Fsaw==', '{invitation.changed,application.changed}')`,
      [br.brandId],
    );
    const p = await addPartner(t.db);
    const res = await call(t.url, 'POST', '/api/partners/invitations', {
      token: br.owner.token,
      body: { offer_ids: [offer], partner_ids: [p.id] },
    });
    const inv = items(res)[0]!;
    await answerInvitation(t.db, inv.id, 'decline');
    await call(t.url, 'PUT', `/api/partners/invitations/${inv.id}/status`, { token: br.owner.token, body: { action: 'reinvite' } });
    const a = await applyToOffer(t.db, p.id, (await create(t.url, br.owner.token)).id);
    const audit = await t.db.query<{ action: string; object_id: string }>(
      "SELECT action, object_id FROM audit_log WHERE brand_id = $1 AND action LIKE 'partners.invitations.%' ORDER BY id",
      [br.brandId],
    );
    // the partner's decline (ops CLI) is not a brand user's act: no row
    expect(audit.rows).toEqual([
      { action: 'partners.invitations.create', object_id: String(inv.id) },
      { action: 'partners.invitations.reinvite', object_id: String(inv.id) },
    ]);
    const deliveries = await t.db.query<{
      event_type: string;
      payload: { data: { id: number; status: string; previous_status: string | null } };
    }>('SELECT event_type, payload FROM webhook_deliveries WHERE brand_id = $1 ORDER BY id', [br.brandId]);
    expect(deliveries.rows.map((d) => [d.event_type, d.payload.data.id, d.payload.data.previous_status, d.payload.data.status])).toEqual([
      ['invitation.changed', inv.id, null, 'pending'],
      ['invitation.changed', inv.id, 'pending', 'rejected'],
      ['invitation.changed', inv.id, 'rejected', 'pending'],
      ['application.changed', a.id, null, 'pending'],
    ]);
  });
});
