import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_STATUS, WORKING_MODE } from '../../src/domain/offers/enums.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser, levels, type TestUser } from '../../tests/support/api/employees.ts';
import { brand, call, codes, create, type Brand } from '../../tests/support/api/offers.ts';
import { approvedContract, joinedPartner } from '../../tests/support/api/partners.ts';
import { changeContract, createContract } from './contracts.ts';
import { applyToOffer, invitePartners } from './invitations.ts';

/** Offer management (/management/offers) through real HTTP: partner counts, an offer's partners, filters, partner scope. */
let t: TestApp;
let b: Brand;
let other: Brand;
let employee: TestUser;
let offerId = 0;
let quietOfferId = 0;
const ids: Record<'working' | 'paused' | 'applied' | 'invited' | 'rejected' | 'unassigned' | 'asking' | 'invitee', number> = {
  working: 0,
  paused: 0,
  applied: 0,
  invited: 0,
  rejected: 0,
  unassigned: 0,
  // an application and an invitation waiting for an answer (the partner-contract screen's pending rows)
  asking: 0,
  invitee: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
  other = await brand(t.db);
  offerId = (await create(t.url, b.owner.token, { name: 'Managed summer sale' })).id;
  quietOfferId = (await create(t.url, b.owner.token, { name: 'Quiet offer' })).id;
  const g = await t.db.query<{ id: number }>("INSERT INTO tier_groups (brand_id, name, payout_tier) VALUES ($1, 'Gold', 80) RETURNING id", [
    b.brandId,
  ]);
  for (const key of Object.keys(ids) as (keyof typeof ids)[])
    ids[key] = (
      await joinedPartner(t.db, b.brandId, key === 'working' ? { tier_group_id: g.rows[0]!.id } : {}, { display_name: `Partner ${key}` })
    ).id;
  await approvedContract(t.db, b.brandId, offerId, ids.working);
  await approvedContract(t.db, b.brandId, offerId, ids.paused, { payout_tier: '50' });
  await t.db.query('UPDATE brand_partners SET working_mode = $3 WHERE brand_id = $1 AND partner_id = $2', [
    b.brandId,
    ids.paused,
    WORKING_MODE.stopped,
  ]);
  await createContract(t.db, b.brandId, { offer_id: offerId, partner_id: ids.applied });
  await createContract(t.db, b.brandId, { offer_id: offerId, partner_id: ids.invited }, { send: true });
  // rejected first, then applied again: the latest contract counts, once
  const r = await createContract(t.db, b.brandId, { offer_id: offerId, partner_id: ids.rejected });
  await changeContract(t.db, b.brandId, r.id, 'reject');
  await approvedContract(t.db, b.brandId, offerId, ids.unassigned);
  await applyToOffer(t.db, ids.asking, offerId, 'May we run it?');
  await invitePartners(t.db, b.brandId, { offer_ids: [offerId], partner_ids: [ids.invitee], message: 'Join us' });
  employee = await addUser(t.db, b.brandId, { role: 'custom', permissions: levels({}), isAllPartner: false });
  for (const key of ['working', 'paused', 'applied', 'invited', 'rejected', 'asking'] as const)
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      employee.id,
      b.brandId,
      ids[key],
    ]);
}, 60_000);
afterAll(async () => t?.close());

const get = (user: { token: string }, path: string) => call(t.url, 'GET', `/api/partners/offers${path}`, { token: user.token });
type Row = { id: number; name: string; working: number; pending: number; total: number };

describe('offer management list', () => {
  // working: an approved contract and working mode "working" (not the paused one); pending: the application and
  // the invitation waiting for an answer (not the contract proposals); total: live contracts (not the rejected one)
  it('lists the brand’s offers newest first with working, pending and total partner counts', async () => {
    const res = await get(b.owner, '');
    expect(res.status).toBe(200);
    const data = res.body.data as { items: Row[]; paging: { limit: number; total_row: number } };
    expect(data.paging).toMatchObject({ limit: 20, total_row: 2 });
    expect(data.items.map((o) => o.id)).toEqual([quietOfferId, offerId]);
    expect(data.items[1]).toMatchObject({ name: 'Managed summer sale', working: 2, pending: 2, total: 5 });
    expect(data.items[0]).toMatchObject({ working: 0, pending: 0, total: 0 });
    expect(((await get(other.owner, '')).body.data as { items: Row[] }).items).toEqual([]);
  });

  it('filters by search (name or exact id) and status; deleted offers only when asked for', async () => {
    expect(((await get(b.owner, '?search=SUMMER')).body.data as { items: Row[] }).items.map((o) => o.id)).toEqual([offerId]);
    expect(((await get(b.owner, `?search=${quietOfferId}`)).body.data as { items: Row[] }).items.map((o) => o.id)).toEqual([quietOfferId]);
    await t.db.query('UPDATE offers SET status = $2 WHERE id = $1', [quietOfferId, OFFER_STATUS.deleted]);
    expect(((await get(b.owner, '')).body.data as { items: Row[] }).items.map((o) => o.id)).toEqual([offerId]);
    expect(((await get(b.owner, `?status=${OFFER_STATUS.deleted}`)).body.data as { items: Row[] }).items.map((o) => o.id)).toEqual([
      quietOfferId,
    ]);
    await t.db.query('UPDATE offers SET status = $2 WHERE id = $1', [quietOfferId, OFFER_STATUS.active]);
    expect(codes(await get(b.owner, '?status=9'))).toEqual(['status:not_valid']);
    expect(codes(await get(b.owner, '?limit=25'))).toEqual(['limit:page_size']);
  });

  it('an employee without the all-partner flag counts only assigned partners', async () => {
    const row = ((await get(employee, '')).body.data as { items: Row[] }).items.find((o) => o.id === offerId);
    expect(row).toMatchObject({ working: 1, pending: 1, total: 4 });
    expect((await get(employee, `/${offerId}`)).body.data).toMatchObject({ working: 1, pending: 1, total: 4 });
  });
});

describe('an offer’s partners', () => {
  type P = { partner_id: number; working_mode: number; working_on_offer: boolean; contract_status: string; payout_tier: string | null };
  it('lists each partner once with the latest contract, working mode, working on the offer and the payout tier that applies', async () => {
    const data = (await get(b.owner, `/${offerId}/partners`)).body.data as { items: P[]; paging: { total_row: number } };
    expect(data.paging.total_row).toBe(6);
    const by = Object.fromEntries(data.items.map((p) => [p.partner_id, p]));
    expect(by[ids.working]).toMatchObject({ working_mode: 1, working_on_offer: true, contract_status: 'approved', payout_tier: '80.00' });
    expect(by[ids.paused]).toMatchObject({ working_mode: 0, working_on_offer: false, contract_status: 'approved', payout_tier: '50.00' });
    expect(by[ids.applied]).toMatchObject({ working_on_offer: false, contract_status: 'pending', payout_tier: null });
    expect(by[ids.invited]).toMatchObject({ contract_status: 'sent' });
    expect(by[ids.rejected]).toMatchObject({ contract_status: 'rejected' });
  });

  it('filters by contract status and search; scope hides unassigned partners; another brand’s offer is 404', async () => {
    const sent = (await get(b.owner, `/${offerId}/partners?contract_status=sent`)).body.data as { items: P[] };
    expect(sent.items.map((p) => p.partner_id)).toEqual([ids.invited]);
    const found = (await get(b.owner, `/${offerId}/partners?search=partner%20paused`)).body.data as { items: P[] };
    expect(found.items.map((p) => p.partner_id)).toEqual([ids.paused]);
    const scoped = (await get(employee, `/${offerId}/partners`)).body.data as { items: P[] };
    expect(scoped.items.map((p) => p.partner_id)).not.toContain(ids.unassigned);
    expect(scoped.items).toHaveLength(5);
    const byId = (await get(employee, `/${offerId}/partners?search=${ids.unassigned}`)).body.data as { items: P[] };
    expect(byId.items.map((p) => p.partner_id)).not.toContain(ids.unassigned);
    const foreign = await get(other.owner, `/${offerId}/partners`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('offer_not_found');
    expect((await get(other.owner, `/${offerId}`)).status).toBe(404);
  });
});
