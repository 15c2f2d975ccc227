import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addAgencyUser, AGENCY_PASSWORD, agencyInside, agencySignIn, signedAgencyContract } from '../../tests/support/api/agency-inside.ts';
import { addAgency, agencyContractBody, draftAgencyContract } from '../../tests/support/api/agencies.ts';
import { call, uniqueIp } from '../../tests/support/api/auth.ts';
import { create, offerInput } from '../../tests/support/api/offers.ts';
import { world, type World } from '../../tests/support/api/reports.ts';
import { offerReport } from '../../src/domain/reports/contract.ts';
import { manualClock, setClock, systemClock } from '../db/clock.ts';

/** Agencies inside a brand through real HTTP and the real database (issue 25 item 3; decision 077). */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  w = await world(t.db);
});
afterAll(async () => t?.close());
afterEach(() => setClock(t.db, systemClock));

const brandOf = (x: World) => ({ brandId: x.brandId, ownerToken: x.owner.token });
const READS_REPORTS = { dashboard: 2, report: 2, offers: 15 } as const;
const get = (path: string, token: string) => call(t.url, 'GET', path, { token });

describe('sign-in', () => {
  it('signs an agency user in with its own account type; wrong passwords and the brand door answer alike', async () => {
    const agencyId = await addAgency(t.db, 'Signing Agency');
    const user = await addAgencyUser(t.db, agencyId);
    const ok = await call(t.url, 'POST', '/api/agency/login', {
      body: { email: user.email.toUpperCase(), password: AGENCY_PASSWORD },
      ip: uniqueIp(),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      agency_user: { id: user.id, email: user.email, agency_id: agencyId, agency_name: 'Signing Agency' },
    });
    const wrong = await call(t.url, 'POST', '/api/agency/login', {
      body: { email: user.email, password: 'Wrong-pass-1!' },
      ip: uniqueIp(),
    });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'invalid_credentials']);
    // an agency user is no brand user, and a brand user no agency user
    const brandDoor = await call(t.url, 'POST', '/api/auth/login', {
      body: { email: user.email, password: AGENCY_PASSWORD },
      ip: uniqueIp(),
    });
    expect(brandDoor.status).toBe(401);
    const agencyToken = (ok.body.data as { access_token: string }).access_token;
    expect((await get('/api/user/me', agencyToken)).status).toBe(401);
    expect((await get('/api/agency/brands', w.owner.token)).status).toBe(401);
    expect((await get('/api/agency/me', agencyToken)).body.data).toMatchObject({ id: user.id });
  });

  it('is throttled by the same table as the brand sign-in', async () => {
    const agencyId = await addAgency(t.db);
    const user = await addAgencyUser(t.db, agencyId);
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++)
      await call(t.url, 'POST', '/api/agency/login', { body: { email: user.email, password: 'Wrong-pass-1!' }, ip });
    const locked = await call(t.url, 'POST', '/api/agency/login', {
      body: { email: user.email, password: AGENCY_PASSWORD },
      ip: uniqueIp(),
    });
    expect(locked.status).toBe(429);
  });
});

describe('brands and entering', () => {
  it('lists only the brands of contracts in force, with their levels in the display order', async () => {
    const other = await world(t.db);
    const third = await world(t.db);
    const { agencyId, contractId } = await signedAgencyContract(t.db, t.url, brandOf(w), READS_REPORTS);
    // a sent (unsigned) contract with another brand, and a terminated one with a third
    await draftAgencyContract(t.url, other.owner.token, agencyContractBody(agencyId)).then((id) =>
      call(t.url, 'PUT', `/api/agency-contracts/${id}/status`, { token: other.owner.token, body: { action: 'send' } }),
    );
    const ended = await signedAgencyContract(t.db, t.url, brandOf(third), READS_REPORTS, agencyId);
    await call(t.url, 'PUT', `/api/agency-contracts/${ended.contractId}/status`, {
      token: third.owner.token,
      body: { action: 'terminate' },
    });
    const user = await addAgencyUser(t.db, agencyId);
    const list = await get('/api/agency/brands', await agencySignIn(t.url, user.email));
    expect(list.status).toBe(200);
    const brands = list.body.data as { contract_id: number; brand_id: number; permissions: { module: string; level: number }[] }[];
    expect(brands.map((b) => [b.contract_id, b.brand_id])).toEqual([[contractId, w.brandId]]);
    expect(brands[0]!.permissions.map((p) => `${p.module}:${p.level}`)).toEqual([
      'dashboard:2',
      'offers:15',
      'market:0',
      'report:2',
      'management:0',
      'payment:0',
      'employee:0',
      'brand_account:0',
      'fraud_detector:0',
      'ticket:0',
      'notification:0',
    ]);
  });

  it('enters after which the agency session is closed; inside it acts with exactly the contract levels', async () => {
    const a = await agencyInside(t.db, t.url, brandOf(w), READS_REPORTS);
    const me = await get('/api/user/me', a.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      brand_id: w.brandId,
      role_id: 6,
      permissions: { dashboard: 2, offers: 15, report: 2, management: 0, payment: 0, employee: 0 },
      payment_info: null,
      acting_for: {
        agency_id: a.agencyId,
        agency_user_id: a.agencyUser.id,
        agency_user_email: a.agencyUser.email,
        contract_id: a.contractId,
      },
    });
    // entering closed the waiting room: its token no longer lists brands
    const again = await call(t.url, 'POST', `/api/agency/brands/${a.contractId}/enter`, { token: a.token });
    expect(again.status).toBe(401);
    // read allowed at report 2, write allowed at offers 15, management 0 refused on read and write
    expect((await get(`${offerReport.path}?from=2026-01-01&to=2026-01-31`, a.token)).status).not.toBe(403);
    expect((await call(t.url, 'POST', '/api/offers', { token: a.token, body: offerInput() })).status).toBe(200);
    expect((await get('/api/partners', a.token)).status).toBe(403);
    const draft = await call(t.url, 'POST', '/api/agency-contracts', { token: a.token, body: agencyContractBody(await addAgency(t.db)) });
    expect([draft.status, draft.body.code]).toEqual([403, 'forbidden']);
    // a report level 2 cannot write where report needs 15: the read-only module answers 403 on a write
  });

  it("refuses another agency's contract and a brand's other data", async () => {
    const a = await agencyInside(t.db, t.url, brandOf(w), { ...READS_REPORTS, management: 15 });
    const stranger = await addAgencyUser(t.db, await addAgency(t.db));
    const refused = await call(t.url, 'POST', `/api/agency/brands/${a.contractId}/enter`, {
      token: await agencySignIn(t.url, stranger.email),
    });
    expect([refused.status, refused.body.code]).toEqual([404, 'agency_contract_not_in_force']);
    const other = await world(t.db);
    const foreign = await create(t.url, other.owner.token);
    expect((await get(`/api/offers/${foreign.id}`, a.token)).status).toBe(404);
    // the stand-in is not one of the brand's employees nor a manager option
    const employees = await get('/api/user/brand/workspace/brand-users?page=1&limit=50', w.owner.token);
    expect(JSON.stringify(employees.body.data)).not.toContain('agencies.invalid');
    const managers = await get('/api/partners/manager-options', w.owner.token);
    expect((managers.body.data as { items: { id: number }[] }).items.map((m) => m.id)).not.toContain(a.standInId);
  });

  it("applies the partner scope as for an employee: the stand-in is all-partner, so it sees the brand's partners", async () => {
    const a = await agencyInside(t.db, t.url, brandOf(w), { management: 2 });
    const owner = await get('/api/partners?page=1&limit=25', w.owner.token);
    const agency = await get('/api/partners?page=1&limit=25', a.token);
    expect(agency.status).toBe(200);
    expect((agency.body.data as { paging: { total_row: number } }).paging.total_row).toBe(
      (owner.body.data as { paging: { total_row: number } }).paging.total_row,
    );
    // the owner narrows the stand-in like any employee: no flag and nobody assigned → no partner
    await t.db.query('UPDATE brand_users SET is_all_partner = false WHERE id = $1', [a.standInId]);
    const narrowed = await get('/api/partners?page=1&limit=25', a.token);
    expect((narrowed.body.data as { paging: { total_row: number } }).paging.total_row).toBe(0);
  });
});

describe("the account's own endpoints", () => {
  it('are refused whatever the levels: password, employees, API key, webhooks, billing', async () => {
    const all = {
      dashboard: 15,
      offers: 15,
      market: 15,
      report: 15,
      management: 15,
      payment: 15,
      employee: 15,
      brand_account: 15,
      fraud_detector: 15,
      ticket: 15,
      notification: 15,
    } as const;
    const a = await agencyInside(t.db, t.url, brandOf(w), all);
    const refused = [
      [
        'PUT',
        '/api/user/change-password',
        { current_password: AGENCY_PASSWORD, password: 'New-pass-2026!', confirm_password: 'New-pass-2026!' },
      ],
      ['GET', '/api/user/brand/workspace/brand-users?page=1&limit=25', undefined],
      ['GET', '/api/user/adv/api-key', undefined],
      ['POST', '/api/user/adv/api-key', {}],
      ['GET', '/api/user/adv/webhooks', undefined],
      ['PUT', '/api/user/adv/info/payment-info', {}],
    ] as const;
    for (const [method, path, body] of refused) {
      const res = await call(t.url, method, path, { token: a.token, ...(body === undefined ? {} : { body }) });
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'agency_not_allowed']);
    }
    // the profile the shell needs stays readable
    expect((await get('/api/user/me', a.token)).status).toBe(200);
  });
});

describe('the contract ends, the access ends', () => {
  it('terminating cuts an open session on its next request, and its refresh', async () => {
    const a = await agencyInside(t.db, t.url, brandOf(w), READS_REPORTS);
    expect((await get('/api/user/me', a.token)).status).toBe(200);
    const term = await call(t.url, 'PUT', `/api/agency-contracts/${a.contractId}/status`, {
      token: w.owner.token,
      body: { action: 'terminate' },
    });
    expect(term.status).toBe(200);
    const next = await get('/api/user/me', a.token);
    expect([next.status, next.body.code]).toEqual([401, 'agency_access_ended']);
    const refresh = await call(t.url, 'POST', '/api/user/refresh-token', { body: { refresh_token: a.refreshToken } });
    expect([refresh.status, refresh.body.code]).toEqual([401, 'agency_access_ended']);
  });

  it('the end date cuts it too, on the first request after the end', async () => {
    const a = await agencyInside(t.db, t.url, brandOf(w), READS_REPORTS);
    const { rows } = await t.db.query<{ end_at: Date }>('SELECT end_at FROM agency_contracts WHERE id = $1', [a.contractId]);
    const end = rows[0]!.end_at;
    const clock = manualClock(new Date(end.getTime() - 1000));
    setClock(t.db, clock);
    expect((await get('/api/user/me', a.token)).status).toBe(200);
    clock.set(end);
    const next = await get('/api/user/me', a.token);
    expect([next.status, next.body.code]).toEqual([401, 'agency_access_ended']);
  });
});

describe('audit on behalf of', () => {
  it("records every agency write as the agency's on behalf of the brand, and the Activity filter tells them apart", async () => {
    const a = await agencyInside(t.db, t.url, brandOf(w), READS_REPORTS);
    const offer = await create(t.url, a.token);
    // a service's own row (a delete records the offer's fields) and the route's fallback row alike
    const removed = await call(t.url, 'DELETE', `/api/offers/${offer.id}`, { token: a.token });
    expect(removed.status).toBe(200);
    const latest = () =>
      t.db.query<{ action: string; agency_id: number | null; agency_user_id: number | null; brand_user_id: number }>(
        `SELECT action, agency_id::int, agency_user_id::int, brand_user_id::int FROM audit_log WHERE brand_id = $1 ORDER BY id DESC LIMIT 2`,
        [w.brandId],
      );
    const byAgency = (await latest()).rows;
    expect(byAgency.length).toBe(2);
    for (const row of byAgency)
      expect(row).toMatchObject({ agency_id: a.agencyId, agency_user_id: a.agencyUser.id, brand_user_id: a.standInId });
    await create(t.url, w.owner.token);
    expect((await latest()).rows[0]).toMatchObject({
      action: 'offers.create',
      agency_id: null,
      agency_user_id: null,
      brand_user_id: w.owner.id,
    });
    const agencyRows = await get('/api/audit?actor=agency&limit=200', w.owner.token);
    const items = (agencyRows.body.data as { items: { on_behalf_of: unknown }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]?.on_behalf_of).toEqual({
      agency_id: a.agencyId,
      agency_name: expect.any(String),
      agency_user_id: a.agencyUser.id,
      agency_user_email: a.agencyUser.email,
    });
    expect(items.every((r) => r.on_behalf_of !== null)).toBe(true);
    const brandRows = (await get('/api/audit?actor=brand&limit=200', w.owner.token)).body.data as { items: { on_behalf_of: unknown }[] };
    expect(brandRows.items.length).toBeGreaterThan(0);
    expect(brandRows.items.every((r) => r.on_behalf_of === null)).toBe(true);
  });
});

describe('ops CLI', () => {
  it('adds an agency user who can then sign in; refuses bad arguments and unknown agencies', async () => {
    const { runAgencyUsersOps } = await import('./ops.ts');
    const agencyId = await addAgency(t.db);
    const quiet = () => undefined;
    expect(await runAgencyUsersOps(t.db, [String(agencyId), 'ops-added@agency-user.test', AGENCY_PASSWORD], quiet, quiet)).toBe(0);
    expect(await agencySignIn(t.url, 'ops-added@agency-user.test')).toEqual(expect.any(String));
    expect(await runAgencyUsersOps(t.db, [String(agencyId), 'ops-added@agency-user.test', AGENCY_PASSWORD], quiet, quiet)).toBe(1);
    expect(await runAgencyUsersOps(t.db, ['999999999', 'other@agency-user.test', AGENCY_PASSWORD], quiet, quiet)).toBe(1);
    expect(await runAgencyUsersOps(t.db, [String(agencyId), 'not-an-email', AGENCY_PASSWORD], quiet, quiet)).toBe(2);
    expect(await runAgencyUsersOps(t.db, [String(agencyId), 'weak@agency-user.test', 'weak'], quiet, quiet)).toBe(2);
  });
});
