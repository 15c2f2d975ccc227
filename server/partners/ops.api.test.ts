import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { brand, call, create, type Brand } from '../../tests/support/api/offers.ts';
import { partnerOps } from '../../tests/support/api/partners.ts';
import { openStream } from '../../tests/support/api/sse.ts';
import { PARTNER_CONTRACT_CHANGED } from '../../src/domain/notifications/events.ts';

/** The partner ops commands against the real database, output captured. */
let t: TestApp;
let b: Brand;
beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
});
afterAll(async () => t?.close());

const ops = (command: string, ...args: string[]) => partnerOps(t.db, command, ...args);
const idIn = (text: string) => Number(/(\d+)/.exec(text)![1]);

describe('partner ops commands', () => {
  it('create → join → contract → approve → terminate, then the working mode', async () => {
    const made = await ops('partner-create', '--email', 'ops@partner.test', '--name', 'Ops Partner', '--country', '704');
    expect(made.code).toBe(0);
    const partnerId = idIn(made.out);
    expect((await ops('tier-group-create', String(b.brandId), '--name', 'VIP', '--tier', '120')).out).toMatch(/payout tier 120.00 %/);
    expect((await ops('partner-join', String(b.brandId), String(partnerId))).out).toBe(`Partner ${partnerId} joined brand ${b.brandId}.`);
    expect((await ops('partner-join', String(b.brandId), String(partnerId))).out).toMatch(/already joined/);
    const offer = await create(t.url, b.owner.token);
    const contract = await ops('contract-create', String(offer.id), String(partnerId), '--send');
    expect(contract.out).toMatch(/\(sent\)/);
    const contractId = idIn(contract.out);
    expect((await ops('contract-approve', String(contractId))).out).toBe(`Contract ${contractId} is now approved.`);
    expect((await ops('contract-terminate', String(contractId), '--by', 'partner')).out).toBe(`Contract ${contractId} is now terminated.`);
    const again = await ops('contract-approve', String(contractId));
    expect([again.code, again.err]).toEqual([1, expect.stringContaining('status_not_allowed')]);
    expect((await ops('partner-mode', String(b.brandId), String(partnerId), 'block')).out).toMatch(/blocked\.$/);
    expect((await ops('partner-mode', String(b.brandId), String(partnerId), 'pause')).err).toMatch(/mode_not_allowed/);
  });

  it('the partner’s answer reaches the brand’s open stream live (partner_contract.changed), a contract drawn up does not', async () => {
    const partnerId = idIn((await ops('partner-create', '--email', 'live@partner.test', '--name', 'Live Partner')).out);
    await ops('partner-join', String(b.brandId), String(partnerId));
    const offer = await create(t.url, b.owner.token);
    const ticket = (await call(t.url, 'POST', '/api/user/adv/events/ticket', { token: b.owner.token })).body.data as { ticket: string };
    const stream = await openStream(t.url, ticket.ticket);
    try {
      const changed = stream.next(PARTNER_CONTRACT_CHANGED, 10_000);
      const contractId = idIn((await ops('contract-create', String(offer.id), String(partnerId))).out);
      expect((await ops('contract-approve', String(contractId))).code).toBe(0);
      // the first event is the approval's: the draft created before it announced nothing
      expect(await changed).toEqual({ id: contractId, status: 'approved' });
    } finally {
      stream.close();
    }
  });

  it('answers 2 on bad arguments and 1 on refusals, with the field codes', async () => {
    expect((await ops('partner-create', '--email', 'x@y.test')).code).toBe(2);
    expect((await ops('partner-mode', '1', '2', 'dance')).code).toBe(2);
    expect((await ops('contract-approve', 'abc')).code).toBe(2);
    expect((await ops('contract-terminate', '1', '--by', 'nobody')).code).toBe(2);
    const bad = await ops('partner-create', '--email', 'nope', '--name', 'Bad');
    expect([bad.code, bad.err]).toEqual([1, expect.stringContaining('email: ')]);
    expect((await ops('contract-approve', '987654')).err).toBe('Contract 987654 not found.');
    expect((await ops('contract-create', '987654', '1')).err).toBe('Offer 987654 not found.');
  });

  it('the partner side of applications and invitations: apply, accept, decline (the same service and chart as the API)', async () => {
    const offer = await create(t.url, b.owner.token);
    const partnerId = idIn((await ops('partner-create', '--email', 'applicant@partner.test', '--name', 'Applicant')).out);
    const applied = await ops('partner-apply', String(partnerId), String(offer.id), '--message', 'Coupon site, 40k visits');
    expect(applied.out).toMatch(/^Application \d+ created \(pending\)/);
    const applicationId = idIn(applied.out);
    const row = await t.db.query('SELECT kind, status, message FROM partner_applications WHERE id = $1', [applicationId]);
    expect(row.rows).toEqual([{ kind: 'applied', status: 'pending', message: 'Coupon site, 40k visits' }]);
    // an application is the brand's to answer, not the partner's
    expect((await ops('invitation-accept', String(applicationId))).err).toMatch(/kind_not_allowed/);
    expect((await ops('partner-apply', String(partnerId), String(offer.id))).err).toMatch(/invitation_pending/);

    const invitee = idIn((await ops('partner-create', '--email', 'invitee@partner.test', '--name', 'Invitee')).out);
    const invited = await call(t.url, 'POST', '/api/partners/invitations', {
      token: b.owner.token,
      body: { offer_ids: [offer.id], partner_ids: [invitee] },
    });
    const invitationId = (invited.body.data as { items: { id: number }[] }).items[0]!.id;
    expect((await ops('invitation-decline', String(invitationId))).out).toBe(`Invitation ${invitationId} is now rejected.`);
    await call(t.url, 'PUT', `/api/partners/invitations/${invitationId}/status`, { token: b.owner.token, body: { action: 'reinvite' } });
    const accepted = await ops('invitation-accept', String(invitationId));
    expect(accepted.out).toMatch(new RegExp(`^Invitation ${invitationId} is now joined\\. Contract \\d+ is approved\\.$`));
    expect((await ops('invitation-accept', String(invitationId))).code).toBe(1);
    expect((await ops('invitation-decline', '987654321')).err).toMatch(/invitation_not_found/);
    expect((await ops('partner-apply', String(partnerId))).code).toBe(2);
    expect((await ops('invitation-accept', 'x')).code).toBe(2);
  });
});
