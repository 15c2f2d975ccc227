import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addAgency, agencyContractBody, draftAgencyContract } from '../../tests/support/api/agencies.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { uploadFile } from '../../tests/support/api/files.ts';
import { pdf } from '../../tests/support/fixtures/files.ts';
import { brand, call, codes, type Brand } from '../../tests/support/api/offers.ts';
import { NOTIFICATION_CASE } from '../../src/domain/notifications/cases.ts';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { LEVEL } from '../../src/domain/permissions.ts';
import { changeAgencyContract } from './contracts.ts';
import { runAgenciesOps } from './ops.ts';

/** Agency contracts through real HTTP and the real database (spec 3 §2–§4; decision 076). */
let t: TestApp;
let b: Brand;
beforeAll(async () => {
  // the queue: webhook deliveries are enqueued in the write's transaction
  t = await createTestApp({ queue: true });
  b = await brand(t.db);
});
afterAll(async () => t?.close());

const path = '/api/agency-contracts';
const post = (body: unknown, token = b.owner.token) => call(t.url, 'POST', path, { token, body });
const get = (id: number, token = b.owner.token) => call(t.url, 'GET', `${path}/${id}`, { token });
const act = (id: number, action: string, token = b.owner.token) => call(t.url, 'PUT', `${path}/${id}/status`, { token, body: { action } });
type Dto = Record<string, unknown> & {
  id: number;
  status: string;
  end_at: string | null;
  permissions: { module: string; level: number }[];
};
const data = (res: { body: { data?: unknown } }) => res.body.data as Dto;

describe('drafting', () => {
  it('stores fees, schedule, dates and texts; lists module levels in the display order, unnamed ones closed', async () => {
    const agencyId = await addAgency(t.db, 'Draft Agency');
    const start = new Date('2026-12-01T00:00:00.000Z');
    const res = await post(agencyContractBody(agencyId, { start_at: start.toISOString(), update_notice: 'Fees reviewed yearly.' }));
    expect(res.status).toBe(200);
    const c = data(res);
    expect(c).toMatchObject({
      status: 'pending',
      fee_type: 'both',
      retainer_fee: '1500.00',
      retainer_due_day: 5,
      retainer_month_end: false,
      retainer_frequency: 'monthly',
      performance_fee_percent: '10.00',
      duration_id: 2,
      start_at: '2026-12-01T00:00:00.000Z',
      end_at: '2027-03-01T00:00:00.000Z',
      update_notice: 'Fees reviewed yearly.',
      is_enable_view_contract: true,
      agency: { id: agencyId, name: 'Draft Agency', phone_prefix: '+84' },
      brand: { id: b.brandId, email: b.owner.email },
      author_id: b.owner.id,
      files: [],
    });
    expect(c.permissions.map((p) => `${p.module}:${p.level}`)).toEqual([
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
    // open-ended: no end
    const other = await addAgency(t.db);
    expect(data(await post(agencyContractBody(other, { duration_id: 6 }))).end_at).toBeNull();
  });

  it('refuses fee combinations that do not add up, an unknown agency and a second live contract with the same agency', async () => {
    const agencyId = await addAgency(t.db);
    const bad = await post(agencyContractBody(agencyId, { fee_type: 'retainer', retainer_fee: null, performance_fee_percent: null }));
    expect([bad.status, codes(bad)]).toEqual([422, ['retainer_fee:required']]);
    const both = await post(agencyContractBody(agencyId, { fee_type: 'performance', retainer_due_day: 5, retainer_month_end: true }));
    expect(codes(both)).toEqual(expect.arrayContaining(['retainer_fee:not_valid', 'retainer_frequency:not_valid']));
    const day = await post(agencyContractBody(agencyId, { retainer_month_end: true }));
    expect(codes(day)).toEqual(['retainer_due_day:required']);
    expect((await post(agencyContractBody(agencyId, { performance_fee_percent: '100.5' }))).status).toBe(422);
    expect((await post(agencyContractBody(agencyId, { permissions: { report: 7 as never } }))).status).toBe(422);
    expect((await post(agencyContractBody(agencyId, { duration_id: 99 }))).status).toBe(422);
    expect((await post(agencyContractBody(999_999_999))).body.code).toBe('agency_not_found');
    // month end instead of a day; performance only
    const ok = await post(
      agencyContractBody(agencyId, { retainer_due_day: null, retainer_month_end: true, retainer_frequency: 'quarterly' }),
    );
    expect(data(ok)).toMatchObject({ retainer_due_day: null, retainer_month_end: true, retainer_frequency: 'quarterly' });
    const again = await post(agencyContractBody(agencyId));
    expect([again.status, again.body.code]).toEqual([409, 'contract_exists']);
    // a final contract frees the pair
    expect((await act(data(ok).id, 'cancel')).status).toBe(200);
    expect(
      (
        await post(
          agencyContractBody(agencyId, { fee_type: 'performance', retainer_fee: null, retainer_due_day: null, retainer_frequency: null }),
        )
      ).status,
    ).toBe(200);
  });

  it('attaches the brand’s own uploaded attachments only', async () => {
    const agencyId = await addAgency(t.db);
    const up = await uploadFile(t.url, b.owner.token, 'contract.pdf', pdf(), 'attachment');
    const fileId = (up.confirmed.body.data as { id: number }).id;
    const res = await post(agencyContractBody(agencyId, { file_ids: [fileId] }));
    expect(data(res).files).toEqual([{ id: fileId, name: 'contract.pdf', size: pdf().length }]);
    const stranger = await brand(t.db);
    const theirs = await post(agencyContractBody(await addAgency(t.db), { file_ids: [fileId] }), stranger.owner.token);
    expect([theirs.status, codes(theirs)]).toEqual([422, ['file_ids:not_valid']]);
  });
});

describe('editing, listing and reading', () => {
  it('edits a draft only; what was sent stays as sent', async () => {
    const id = await draftAgencyContract(t.url, b.owner.token, agencyContractBody(await addAgency(t.db)));
    const body = agencyContractBody(0, { fee_type: 'retainer', performance_fee_percent: null, terms: 'New terms' });
    const { agency_id: _a, ...fields } = body;
    const edited = await call(t.url, 'PUT', `${path}/${id}`, { token: b.owner.token, body: fields });
    expect(data(edited)).toMatchObject({ fee_type: 'retainer', performance_fee_percent: null, terms: 'New terms' });
    expect((await act(id, 'send')).status).toBe(200);
    const late = await call(t.url, 'PUT', `${path}/${id}`, { token: b.owner.token, body: fields });
    expect([late.status, late.body.code]).toEqual([409, 'status_not_allowed']);
  });

  it('searches by contract id, agency id or name, filters by status, and never shows another brand’s contracts', async () => {
    const own = await brand(t.db);
    const named = await addAgency(t.db, 'Zebra Growth Partners');
    const first = await draftAgencyContract(t.url, own.owner.token, agencyContractBody(named));
    const second = await draftAgencyContract(t.url, own.owner.token, agencyContractBody(await addAgency(t.db)));
    await act(second, 'send', own.owner.token);
    const list = async (q: string) =>
      (await call(t.url, 'GET', `${path}?${q}`, { token: own.owner.token })).body.data as { items: Dto[]; paging: { total_row: number } };
    expect((await list('')).items.map((c) => c.id)).toEqual([second, first]);
    // digits match either id exactly (a contract id may equal another row's agency id)
    for (const n of [first, named]) {
      const found = (await list(`search=${n}`)).items;
      expect(found.map((c) => c.id)).toContain(first);
      for (const c of found) expect(c.id === n || (c.agency as { id: number }).id === n).toBe(true);
    }
    expect((await list('search=zebra')).items.map((c) => c.id)).toEqual([first]);
    expect((await list('status=sent')).items.map((c) => c.id)).toEqual([second]);
    expect((await list('status=approved')).paging.total_row).toBe(0);
    // the palette's index: [id, agency name, agency id, status index], newest first, own brand only
    const index = (await call(t.url, 'GET', '/api/search/agency-contracts', { token: own.owner.token })).body.data as { items: unknown[] };
    expect(index.items).toEqual([
      [second, expect.any(String), expect.any(Number), 1],
      [first, 'Zebra Growth Partners', named, 0],
    ]);
    // b's contracts are not own's
    expect((await get(first)).status).toBe(404);
    expect((await act(first, 'cancel')).status).toBe(404);
  });

  it('reads need management ≥ read; writes need full', async () => {
    const id = await draftAgencyContract(t.url, b.owner.token, agencyContractBody(await addAgency(t.db)));
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: { management: LEVEL.read } });
    const none = await addUser(t.db, b.brandId, { role: 'custom', permissions: { management: LEVEL.none } });
    expect((await get(id, reader.token)).status).toBe(200);
    expect((await call(t.url, 'GET', path, { token: reader.token })).status).toBe(200);
    expect((await act(id, 'send', reader.token)).status).toBe(403);
    expect((await post(agencyContractBody(await addAgency(t.db)), reader.token)).status).toBe(403);
    expect((await get(id, none.token)).status).toBe(403);
  });
});

describe('the lifecycle, its audit, webhooks and notifications', () => {
  it('the agency signs through the ops CLI; the brand is notified; every brand write is audited and reported', async () => {
    const hooked = await brand(t.db);
    await t.db.query(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example/a', 'whsec_d2Fsaw==', $2)`,
      [hooked.brandId, [WEBHOOK_EVENT.agencyContractChanged]],
    );
    const agencyId = await addAgency(t.db, 'Signing Agency');
    const id = await draftAgencyContract(t.url, hooked.owner.token, agencyContractBody(agencyId));
    expect(data(await act(id, 'send', hooked.owner.token))).toMatchObject({ status: 'sent', sent_at: expect.any(String) });
    const out: string[] = [];
    expect(await runAgenciesOps(t.db, 'agency-contract-sign', [String(id)], (l) => out.push(l))).toBe(0);
    expect(out).toEqual([`Agency contract ${id} is now approved.`]);
    expect(
      await runAgenciesOps(
        t.db,
        'agency-contract-sign',
        [String(id)],
        () => undefined,
        () => undefined,
      ),
    ).toBe(1);
    expect(await runAgenciesOps(t.db, 'agency-contract-request-termination', [String(id)], () => undefined)).toBe(0);
    expect(data(await get(id, hooked.owner.token))).toMatchObject({
      status: 'termination_requested',
      termination_requested_at: expect.any(String),
    });
    expect(data(await act(id, 'keep', hooked.owner.token))).toMatchObject({ status: 'approved', termination_requested_at: null });
    const ended = data(await act(id, 'terminate', hooked.owner.token));
    expect(ended).toMatchObject({ status: 'terminated', ended_by: 'brand', terminated_at: expect.any(String) });
    const refused = await act(id, 'send', hooked.owner.token);
    expect([refused.status, refused.body.code]).toEqual([409, 'status_not_allowed']);

    const audit = await t.db.query<{ action: string; brand_user_id: number }>(
      `SELECT action, brand_user_id FROM audit_log WHERE brand_id = $1 AND object_type = 'agency_contract' ORDER BY id`,
      [hooked.brandId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'agencies.contracts.create',
      'agencies.contracts.send',
      'agencies.contracts.keep',
      'agencies.contracts.terminate',
    ]);
    const hooks = await t.db.query<{ payload: { data: { action: string; status: string } } }>(
      `SELECT payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = $2 ORDER BY id`,
      [hooked.brandId, WEBHOOK_EVENT.agencyContractChanged],
    );
    expect(hooks.rows.map((r) => `${r.payload.data.action}:${r.payload.data.status}`)).toEqual([
      'create:pending',
      'send:sent',
      'sign:approved',
      'request_termination:termination_requested',
      'keep:approved',
      'terminate:terminated',
    ]);
    const told = await t.db.query<{ data: { agency_action: string; contract_id: number } }>(
      'SELECT data FROM notifications WHERE brand_id = $1 AND case_id = $2 ORDER BY id',
      [hooked.brandId, NOTIFICATION_CASE.agencyContractChanged],
    );
    expect(told.rows.map((r) => r.data.agency_action)).toEqual(['signed', 'termination_requested']);
    expect(told.rows[0]!.data.contract_id).toBe(id);
  });

  it('the agency declines; the brand may cancel what the agency has not signed', async () => {
    const a = await draftAgencyContract(t.url, b.owner.token, agencyContractBody(await addAgency(t.db)));
    await act(a, 'send');
    await changeAgencyContract(t.db, b.brandId, a, 'decline');
    expect(data(await get(a))).toMatchObject({ status: 'rejected', ended_by: 'agency' });
    const c = await draftAgencyContract(t.url, b.owner.token, agencyContractBody(await addAgency(t.db)));
    expect(data(await act(c, 'cancel'))).toMatchObject({ status: 'rejected', ended_by: null });
  });
});

describe('the demo brand’s agency contracts', () => {
  it('opens on one contract in each of in force, sent, draft and terminated, with notifications of the agency’s signatures', async () => {
    const demo = await createTestApp({ demo: true });
    try {
      const { rows } = await demo.db.query<{ status: string; agency: string }>(
        `SELECT c.status, a.name AS agency FROM agency_contracts c JOIN agencies a ON a.id = c.agency_id
          JOIN brands b ON b.id = c.brand_id WHERE b.company_name = 'Demo Brand' ORDER BY c.id`,
      );
      expect(rows.map((r) => r.status)).toEqual(['approved', 'sent', 'pending', 'terminated']);
      expect(rows[0]!.agency).toBe('Sài Gòn Performance Agency');
      const told = await demo.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM notifications WHERE case_id = $1`, [
        NOTIFICATION_CASE.agencyContractChanged,
      ]);
      expect(told.rows[0]!.n).toBe(2);
    } finally {
      await demo.close();
    }
  });
});
