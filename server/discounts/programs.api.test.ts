import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT } from '../../src/domain/webhooks/events.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { makeProgram, programBody } from '../../tests/support/api/discounts.ts';
import { addUser, levels } from '../../tests/support/api/employees.ts';
import { brand, call, codes, create, type Brand } from '../../tests/support/api/offers.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

/** Discount programs through real HTTP and the real database (spec 2 §3–§4; decision 082). */
let t: TestApp;
let b: Brand;
let offerId: number;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  b = await brand(t.db);
  offerId = (await create(t.url, b.owner.token)).id;
});
afterAll(async () => t?.close());

const path = '/api/discount-programs';
const DAY = 86_400_000;
const get = (id: number, token = b.owner.token) => call(t.url, 'GET', `${path}/${id}`, { token });
const setStatus = (id: number, status: string, token = b.owner.token) =>
  call(t.url, 'PUT', `${path}/${id}/status`, { token, body: { status } });
type Dto = Record<string, unknown> & { id: number; status: string; progress: number; usage: number; clicks: number };
const data = (res: { body: { data?: unknown } }) => res.body.data as Dto;

describe('programs', () => {
  it('creates an inactive program with its items in order; the profile then says a program exists', async () => {
    const own = await brand(t.db);
    const offer = (await create(t.url, own.owner.token)).id;
    const me = async () => (await call(t.url, 'GET', '/api/user/me', { token: own.owner.token })).body.data as Record<string, unknown>;
    expect(JSON.stringify(await me())).toContain('"is_exists_discount_program":false');
    const id = await makeProgram(t.url, own.owner.token, programBody(offer));
    const p = data(await get(id, own.owner.token));
    expect(p).toMatchObject({
      name: 'Tet sale',
      offer: { id: offer, name: 'Summer Sale CPS' },
      discount_type: 'percentage',
      discount_value: '15.00',
      code_format: 'qr',
      status: 'inactive',
      usage: 0,
      clicks: 0,
      promo_codes: 0,
      items: [
        { sku: 'TEA-001', category_id: 1, original_price: '120000.00', sale_price: '99000.00' },
        { sku: 'CUP-002', category_id: 1, original_price: '50000.00', sale_price: '42500.00' },
      ],
    });
    // one day of thirty gone by
    expect(p.progress).toBe(3);
    expect(JSON.stringify(await me())).toContain('"is_exists_discount_program":true');
  });

  it('refuses bad input with field codes: percent over 100, sale above original, end before start, unknown offer', async () => {
    const post = (body: unknown) => call(t.url, 'POST', path, { token: b.owner.token, body });
    const start = new Date().toISOString();
    expect(codes(await post(programBody(offerId, { discount_value: '101' })))).toEqual(['discount_value:number_max']);
    expect(codes(await post(programBody(offerId, { discount_type: 'fixed', discount_value: '101' })))).toEqual([]);
    expect(
      codes(await post(programBody(offerId, { items: [{ sku: 'A-1', category_id: 1, original_price: '10', sale_price: '11' }] }))),
    ).toEqual(['items.0.sale_price:lte_field']);
    expect(codes(await post(programBody(offerId, { start_at: start, end_at: start })))).toEqual(['end_at:end_date_before_start']);
    expect(
      codes(await post(programBody(offerId, { items: [{ sku: 'A-1', category_id: 9999, original_price: '10', sale_price: '9' }] }))),
    ).toEqual(['items.0.category_id:not_valid']);
    const foreign = await brand(t.db);
    const theirs = (await create(t.url, foreign.owner.token)).id;
    const res = await post(programBody(theirs));
    expect([res.status, res.body.code]).toEqual([404, 'offer_not_found']);
  });

  it('lists newest first with search by id or name and the status filter; pages', async () => {
    const own = await brand(t.db);
    const offer = (await create(t.url, own.owner.token)).id;
    const a = await makeProgram(t.url, own.owner.token, programBody(offer, { name: 'Spring flash' }));
    const c = await makeProgram(t.url, own.owner.token, programBody(offer, { name: 'Autumn clearance' }));
    await setStatus(c, 'active', own.owner.token);
    const list = async (q: string) =>
      (await call(t.url, 'GET', `${path}?${q}`, { token: own.owner.token })).body.data as { items: Dto[]; paging: { total_row: number } };
    expect((await list('')).items.map((p) => p.id)).toEqual([c, a]);
    expect((await list('search=flash')).items.map((p) => p.id)).toEqual([a]);
    expect((await list(`search=${c}`)).items.map((p) => p.id)).toEqual([c]);
    expect((await list('status=active')).items.map((p) => p.id)).toEqual([c]);
    expect((await list('status=inactive')).items.map((p) => p.id)).toEqual([a]);
    expect((await list('page=2&limit=25')).paging.total_row).toBe(2);
  });

  it('activates and deactivates; activation after the end is a 422 program_ended; editing the end into the past deactivates', async () => {
    const id = await makeProgram(t.url, b.owner.token, programBody(offerId));
    expect(data(await setStatus(id, 'active')).status).toBe('active');
    expect(data(await setStatus(id, 'inactive')).status).toBe('inactive');
    const ended = await makeProgram(
      t.url,
      b.owner.token,
      programBody(offerId, { start_at: new Date(Date.now() - 10 * DAY).toISOString(), end_at: new Date(Date.now() - DAY).toISOString() }),
    );
    const refused = await setStatus(ended, 'active');
    expect([refused.status, refused.body.code, codes(refused)]).toEqual([422, 'program_ended', ['status:program_ended']]);
    expect(data(await get(ended)).progress).toBe(100);
    expect(data(await setStatus(id, 'active')).status).toBe('active');
    const { offer_id: _o, ...fields } = programBody(offerId, {
      start_at: new Date(Date.now() - 5 * DAY).toISOString(),
      end_at: new Date(Date.now() - DAY).toISOString(),
      items: [],
    });
    const edited = data(await call(t.url, 'PUT', `${path}/${id}`, { token: b.owner.token, body: fields }));
    expect(edited).toMatchObject({ status: 'inactive', items: [] });
  });

  it('counts the clicks of its offer within its period from the rollup', async () => {
    const id = await makeProgram(t.url, b.owner.token, programBody(offerId));
    const p = data(await get(id));
    await t.db.query(
      `INSERT INTO rollup_hourly (brand_id, hour, offer_id, partner_id, clicks) VALUES
         ($1, date_trunc('hour', now()), $2, 1, 7), ($1, date_trunc('hour', now() - interval '3 days'), $2, 1, 100)`,
      [b.brandId, offerId],
    );
    expect(p.clicks).toBe(0);
    expect(data(await get(id)).clicks).toBe(7);
  });

  it('reads need offers ≥ 2 and writes 15; another brand’s program is a 404', async () => {
    const id = await makeProgram(t.url, b.owner.token, programBody(offerId));
    const reader = await addUser(t.db, b.brandId, { role: 'custom', permissions: levels({ offers: LEVEL.read }) });
    expect((await get(id, reader.token)).status).toBe(200);
    expect((await setStatus(id, 'active', reader.token)).status).toBe(403);
    const other = await brand(t.db);
    expect((await get(id, other.owner.token)).status).toBe(404);
  });
});

describe('audit and webhooks', () => {
  it('every write appends its audit row and its discount_program.changed event', async () => {
    const hooked = await brand(t.db);
    await t.db.query(
      `INSERT INTO webhook_endpoints (brand_id, url, secret, events) VALUES ($1, 'https://hooks.example/a', 'whsec_d2Fsaw==', $2)`,
      [hooked.brandId, [WEBHOOK_EVENT.discountProgramChanged]],
    );
    const offer = (await create(t.url, hooked.owner.token)).id;
    const body = programBody(offer);
    const id = await makeProgram(t.url, hooked.owner.token, body);
    const { offer_id: _o, ...fields } = { ...body, name: 'Tet sale, extended' };
    expect((await call(t.url, 'PUT', `${path}/${id}`, { token: hooked.owner.token, body: fields })).status).toBe(200);
    await setStatus(id, 'active', hooked.owner.token);
    await setStatus(id, 'inactive', hooked.owner.token);
    const audit = await t.db.query<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM audit_log WHERE brand_id = $1 AND object_type = 'discount_program' ORDER BY id`,
      [hooked.brandId],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'discounts.programs.create',
      'discounts.programs.update',
      'discounts.programs.activate',
      'discounts.programs.deactivate',
    ]);
    expect(audit.rows[1]!.changes).toEqual({ name: ['Tet sale', 'Tet sale, extended'] });
    const hooks = await t.db.query<{ payload: { data: { action: string; status: string; program_id: number } } }>(
      'SELECT payload FROM webhook_deliveries WHERE brand_id = $1 AND event_type = $2 ORDER BY id',
      [hooked.brandId, WEBHOOK_EVENT.discountProgramChanged],
    );
    expect(hooks.rows.map((r) => `${r.payload.data.action}:${r.payload.data.status}`)).toEqual([
      'create:inactive',
      'update:inactive',
      'activate:active',
      'deactivate:inactive',
    ]);
  });
});

describe('demo', () => {
  it('the demo brand has an active program with three codes and an ended one, made through the services', async () => {
    const demo = await createTestApp({ demo: true });
    try {
      const { rows } = await demo.db.query<{ name: string; status: string; codes: string[] }>(
        `SELECT p.name, p.status, array(SELECT code FROM promo_codes c WHERE c.program_id = p.id ORDER BY c.id) AS codes
           FROM discount_programs p JOIN brands b ON b.id = p.brand_id WHERE b.company_name = 'Demo Brand' ORDER BY p.id`,
      );
      expect(rows).toEqual([
        { name: 'Back to school', status: 'inactive', codes: [] },
        { name: 'Lunar New Year sale', status: 'active', codes: ['TET15', 'CREATOR_TET', 'FIRST50'] },
      ]);
    } finally {
      await demo.close();
    }
  });
});
