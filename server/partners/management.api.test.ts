import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKING_MODE } from '../../src/domain/offers/enums.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { csvFields } from '../../tests/support/api/csv.ts';
import { addUser, type TestUser } from '../../tests/support/api/employees.ts';
import { brand, call, create, type Brand } from '../../tests/support/api/offers.ts';
import { joinedPartner } from '../../tests/support/api/partners.ts';
import { createTierGroup } from './service.ts';

/**
 * Partner management through real HTTP and the real database (issue 16 item 2): the list's filters,
 * one partner, working mode and manager single and multi, tags, export, and partner scope — an
 * employee without the all-partner flag gets 404 for a partner not assigned to them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
});
afterAll(async () => t?.close());

type Items = { items: Array<{ id: number } & Record<string, unknown>>; paging: { total_row: number; limit: number } };
const list = async (token: string, qs: string) => {
  const res = await call(t.url, 'GET', `/api/partners?${qs}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Items;
};
const ids = (d: Items) => d.items.map((i) => i.id);

/** A brand with an employee who manages only the partners assigned to them. */
async function scoped(): Promise<{ br: Brand; limited: TestUser; mine: number; theirs: number }> {
  const br = await brand(t.db);
  const mine = (await joinedPartner(t.db, br.brandId)).id;
  const theirs = (await joinedPartner(t.db, br.brandId)).id;
  const limited = await addUser(t.db, br.brandId, { role: 'affiliate_manager', isAllPartner: false });
  await call(t.url, 'PUT', '/api/user/brand/brand-user/partner-managements', {
    token: br.owner.token,
    body: { brand_user_id: limited.id, partner_ids: [mine] },
  });
  return { br, limited, mine, theirs };
}

const auditActions = async (brandId: number, partnerId: number) =>
  (
    await t.db.query<{ action: string; changes: unknown }>(
      "SELECT action, changes FROM audit_log WHERE brand_id = $1 AND object_type = 'partner' AND object_id = $2 ORDER BY id",
      [brandId, String(partnerId)],
    )
  ).rows;

describe('GET /api/partners filters and sort', () => {
  it('filters by working mode, tier group, manager (0: not assigned), tag and joined dates; sorts; pages by 20', async () => {
    const br = await brand(t.db);
    const gold = await createTierGroup(t.db, br.brandId, { name: 'Gold' });
    const a = await joinedPartner(
      t.db,
      br.brandId,
      { joined_at: new Date('2026-03-01T10:00:00Z'), tier_group_id: gold.id, manager_id: br.owner.id },
      { display_name: 'Zeta Deals' },
    );
    const b = await joinedPartner(
      t.db,
      br.brandId,
      { joined_at: new Date('2026-03-05T10:00:00Z'), working_mode: WORKING_MODE.stopped },
      { display_name: 'Alpha Blog' },
    );
    const c = await joinedPartner(t.db, br.brandId, { joined_at: new Date('2026-04-01T10:00:00Z') }, { display_name: 'Mid Coupons' });
    await t.db.query("UPDATE brand_partners SET tags = '{Beauty,VIP}' WHERE brand_id = $1 AND partner_id = $2", [br.brandId, c.id]);
    const tok = br.owner.token;
    expect(ids(await list(tok, ''))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(tok, 'working_mode=0'))).toEqual([b.id]);
    expect(ids(await list(tok, `tier_group_id=${gold.id}`))).toEqual([a.id]);
    expect(ids(await list(tok, `manager_id=${br.owner.id}`))).toEqual([a.id]);
    expect(ids(await list(tok, 'manager_id=0'))).toEqual([c.id, b.id]);
    expect(ids(await list(tok, 'tag=vip'))).toEqual([c.id]);
    expect(ids(await list(tok, 'joined_from=2026-03-05&joined_to=2026-03-31'))).toEqual([b.id]);
    expect(ids(await list(tok, 'joined_to=2026-03-01'))).toEqual([a.id]);
    expect(ids(await list(tok, 'sort=display_name&order=asc'))).toEqual([b.id, c.id, a.id]);
    expect((await list(tok, 'limit=20')).paging.limit).toBe(20);
    expect((await call(t.url, 'GET', '/api/partners?working_mode=9', { token: tok })).status).toBe(422);
    expect((await call(t.url, 'GET', '/api/partners?sort=email', { token: tok })).status).toBe(422);
  });
});

describe('one partner', () => {
  it('answers the relationship with contract counts, and its contracts; 404 for a partner not joined or not assigned', async () => {
    const { br, limited, mine, theirs } = await scoped();
    const offer = await create(t.url, br.owner.token);
    await call(t.url, 'POST', '/api/partners/contracts', { token: br.owner.token, body: { offer_id: offer.id, partner_id: mine } });
    const detail = await call(t.url, 'GET', `/api/partners/${mine}`, { token: limited.token });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: mine, working_mode: 1, contract_counts: { pending: 1 }, total_offer_count: 1 });
    const contracts = await call(t.url, 'GET', `/api/partners/${mine}/contracts`, { token: limited.token });
    expect(contracts.body.data).toMatchObject({ items: [{ offer_id: offer.id, offer_name: offer.name, status: 'pending' }] });
    for (const path of [`/api/partners/${theirs}`, `/api/partners/${theirs}/contracts`]) {
      const res = await call(t.url, 'GET', path, { token: limited.token });
      expect([res.status, res.body.code]).toEqual([404, 'partner_not_found']);
      expect((await call(t.url, 'GET', path, { token: br.owner.token })).status).toBe(200);
    }
    const other = await brand(t.db);
    expect((await call(t.url, 'GET', `/api/partners/${mine}`, { token: other.owner.token })).status).toBe(404);
  });
});

describe('working mode', () => {
  it('changes through the chart, refuses what it refuses with 409, audits each change and emits partner.working_mode_changed', async () => {
    const br = await brand(t.db);
    const p = await joinedPartner(t.db, br.brandId);
    await t.db.query(
      "INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example.com/p', 'whsec_d2Fsaw==', $2)",
      [br.brandId, ['partner.working_mode_changed']],
    );
    const act = (action: string) => call(t.url, 'PUT', `/api/partners/${p.id}/working-mode`, { token: br.owner.token, body: { action } });
    expect((await act('pause')).body.data).toMatchObject({ id: p.id, working_mode: WORKING_MODE.stopped });
    // resume passes processing at once (the partner's mode.ready needs no job)
    expect((await act('resume')).body.data).toMatchObject({ working_mode: WORKING_MODE.working });
    expect((await act('block')).body.data).toMatchObject({ working_mode: WORKING_MODE.blocked });
    const refused = await act('resume');
    expect([refused.status, refused.body.code]).toEqual([409, 'mode_not_allowed']);
    expect(refused.body.message).toBeTruthy();
    expect((await act('unblock')).body.data).toMatchObject({ working_mode: WORKING_MODE.stopped });
    expect((await act('sleep')).status).toBe(422);
    expect((await auditActions(br.brandId, p.id)).map((r) => r.action)).toEqual([
      'partners.workingMode.pause',
      'partners.workingMode.resume',
      'partners.workingMode.block',
      'partners.workingMode.unblock',
    ]);
    const events = await t.db.query<{ payload: { data: Record<string, unknown> } }>(
      "SELECT payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = 'partner.working_mode_changed' ORDER BY id",
      [br.brandId],
    );
    expect(events.rows.map((r) => r.payload.data.working_mode)).toEqual(['stopped', 'working', 'blocked', 'stopped']);
    expect(events.rows[2]!.payload.data).toMatchObject({ partner_id: p.id, previous_working_mode: 'working', action: 'block' });
  });

  it('a partner blocked through the API cannot have a contract approved', async () => {
    const br = await brand(t.db);
    const p = await joinedPartner(t.db, br.brandId);
    const offer = await create(t.url, br.owner.token);
    const made = await call(t.url, 'POST', '/api/partners/contracts', {
      token: br.owner.token,
      body: { offer_id: offer.id, partner_id: p.id },
    });
    const contractId = (made.body.data as { id: number }).id;
    await call(t.url, 'PUT', `/api/partners/${p.id}/working-mode`, { token: br.owner.token, body: { action: 'block' } });
    const approve = await call(t.url, 'PUT', `/api/partners/contracts/${contractId}/status`, {
      token: br.owner.token,
      body: { action: 'approve' },
    });
    expect([approve.status, approve.body.code, approve.body.message]).toEqual([
      409,
      'partner_blocked',
      'Approval failed because the partner is blocked.',
    ]);
  });

  it('multi-partner: each row changes or is refused with its reason; refusals do not undo the others', async () => {
    const { br, limited, mine, theirs } = await scoped();
    const blocked = (await joinedPartner(t.db, br.brandId, { working_mode: WORKING_MODE.blocked })).id;
    await call(t.url, 'PUT', '/api/user/brand/brand-user/partner-managements', {
      token: br.owner.token,
      body: { brand_user_id: limited.id, partner_ids: [mine, blocked] },
    });
    const res = await call(t.url, 'POST', '/api/partners/working-mode', {
      token: limited.token,
      body: { action: 'pause', partner_ids: [mine, blocked, theirs] },
    });
    expect(res.status).toBe(200);
    expect((res.body.data as { results: unknown[] }).results).toEqual([
      { partner_id: mine, result: 'changed', reason: null, working_mode: WORKING_MODE.stopped },
      { partner_id: blocked, result: 'refused', reason: 'mode_not_allowed', working_mode: null },
      { partner_id: theirs, result: 'refused', reason: 'partner_not_found', working_mode: null },
    ]);
    const modes = await t.db.query<{ partner_id: string; working_mode: number }>(
      'SELECT partner_id, working_mode FROM brand_partners WHERE brand_id = $1 ORDER BY partner_id',
      [br.brandId],
    );
    expect(Object.fromEntries(modes.rows.map((r) => [Number(r.partner_id), r.working_mode]))).toEqual({
      [mine]: WORKING_MODE.stopped,
      [theirs]: WORKING_MODE.working,
      [blocked]: WORKING_MODE.blocked,
    });
    expect(
      (await call(t.url, 'POST', '/api/partners/working-mode', { token: limited.token, body: { action: 'pause', partner_ids: [] } }))
        .status,
    ).toBe(422);
    const single = await call(t.url, 'PUT', `/api/partners/${theirs}/working-mode`, { token: limited.token, body: { action: 'pause' } });
    expect(single.status).toBe(404);
  });
});

describe('manager', () => {
  it('options list active brand users with the all-partner flag after "not assigned" (id 0)', async () => {
    const { br, limited } = await scoped();
    const res = await call(t.url, 'GET', '/api/partners/manager-options', { token: br.owner.token });
    const items = (res.body.data as { items: Array<{ id: number; is_all_partner: boolean }> }).items;
    expect(items[0]).toEqual({ id: 0, name: '', email: '', is_all_partner: false });
    expect(items.find((i) => i.id === limited.id)).toMatchObject({ is_all_partner: false });
    expect(items.find((i) => i.id === br.owner.id)).toMatchObject({ is_all_partner: true });
    expect(items).toHaveLength(3);
  });

  it('sets and clears a manager, single and multi; 422 for a user of another brand; audited and emitted', async () => {
    const { br, limited, mine, theirs } = await scoped();
    await t.db.query(
      "INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example.com/m', 'whsec_d2Fsaw==', $2)",
      [br.brandId, ['partner.manager_changed']],
    );
    const set = await call(t.url, 'PUT', `/api/partners/${mine}/manager`, { token: br.owner.token, body: { manager_id: limited.id } });
    expect(set.body.data).toMatchObject({ manager: { id: limited.id, email: limited.email } });
    const cleared = await call(t.url, 'PUT', `/api/partners/${mine}/manager`, { token: br.owner.token, body: { manager_id: 0 } });
    expect(cleared.body.data).toMatchObject({ manager: null });
    const other = await brand(t.db);
    const foreign = await call(t.url, 'PUT', `/api/partners/${mine}/manager`, {
      token: br.owner.token,
      body: { manager_id: other.owner.id },
    });
    expect([foreign.status, foreign.body.errors]).toEqual([422, [{ field: 'manager_id', code: 'not_valid' }]]);
    const multi = await call(t.url, 'POST', '/api/partners/manager', {
      token: br.owner.token,
      body: { manager_id: br.owner.id, partner_ids: [mine, theirs] },
    });
    expect((multi.body.data as { results: Array<{ result: string }> }).results.map((r) => r.result)).toEqual(['changed', 'changed']);
    const badMulti = await call(t.url, 'POST', '/api/partners/manager', {
      token: br.owner.token,
      body: { manager_id: other.owner.id, partner_ids: [mine] },
    });
    expect(badMulti.status).toBe(422);
    expect((await auditActions(br.brandId, mine)).map((r) => r.changes)).toEqual([
      { manager_id: [null, limited.id] },
      { manager_id: [limited.id, null] },
      { manager_id: [null, br.owner.id] },
    ]);
    const events = await t.db.query("SELECT 1 FROM webhook_deliveries WHERE brand_id = $1 AND event_type = 'partner.manager_changed'", [
      br.brandId,
    ]);
    expect(events.rowCount).toBe(4);
    expect((await call(t.url, 'PUT', `/api/partners/${theirs}/manager`, { token: limited.token, body: { manager_id: 0 } })).status).toBe(
      404,
    );
  });
});

describe('tags', () => {
  it('stores trimmed tags; refuses more than 10, longer than 50 characters, empty (c_c01) and duplicates ignoring case with field codes', async () => {
    const br = await brand(t.db);
    const p = await joinedPartner(t.db, br.brandId);
    const put = (tags: string[]) => call(t.url, 'PUT', `/api/partners/${p.id}/tags`, { token: br.owner.token, body: { tags } });
    expect((await put(['  Beauty ', 'VIP'])).body.data).toMatchObject({ tags: ['Beauty', 'VIP'] });
    const many = await put(Array.from({ length: 11 }, (_, i) => `t${i}`));
    expect([many.status, many.body.errors]).toEqual([422, [{ field: 'tags', code: 'max_tags', max: 10 }]]);
    const bad = await put(['x'.repeat(51), 'ok', 'OK', '  ']);
    expect(bad.body.errors).toEqual([
      { field: 'tags.0', code: 'max_length', max: 50 },
      { field: 'tags.3', code: 'c_c01' },
      { field: 'tags.2', code: 'duplicated' },
    ]);
    expect((await put([])).body.data).toMatchObject({ tags: [] });
    expect((await auditActions(br.brandId, p.id)).map((r) => r.changes)).toEqual([
      { tags: [[], ['Beauty', 'VIP']] },
      { tags: [['Beauty', 'VIP'], []] },
    ]);
  });
});

describe('export', () => {
  it("downloads the filtered list as CSV (formula-escaped) and XLSX, in the caller's partner scope", async () => {
    const { br, limited, mine } = await scoped();
    await t.db.query("UPDATE partners SET display_name = '=HYPERLINK(1)' WHERE id = $1", [mine]);
    const get = (token: string, qs: string) =>
      fetch(`${t.url}/api/partners/export?${qs}`, { headers: { authorization: `Bearer ${token}` } });
    const all = await get(br.owner.token, 'format=csv');
    expect(all.headers.get('content-type')).toContain('text/csv');
    const lines = (await all.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csvFields(lines[0]!)).toEqual(expect.arrayContaining(['ID', 'Display name', 'Working mode', 'Manager', 'Tags']));
    expect(lines).toHaveLength(3);
    const scopedLines = (await (await get(limited.token, 'format=csv')).text()).trim().split('\r\n');
    expect(scopedLines).toHaveLength(2);
    expect(csvFields(scopedLines[1]!).slice(0, 2)).toEqual([String(mine), "'=HYPERLINK(1)"]);
    const none = (await (await get(br.owner.token, 'format=csv&working_mode=3')).text()).trim().split('\r\n');
    expect(none).toHaveLength(1);
    const xlsx = await get(br.owner.token, 'format=xlsx');
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
