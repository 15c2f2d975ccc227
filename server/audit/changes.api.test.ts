import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../src/domain/permissions.ts';
import { call } from '../../tests/support/api/auth.ts';
import { act, adjust, tracked } from '../../tests/support/api/conversions.ts';
import { addUser } from '../../tests/support/api/employees.ts';
import { EVENT, insertOffer } from '../../tests/support/api/offer-assets.ts';
import { joinedPartner } from '../../tests/support/api/partners.ts';
import { basic, paymentBody } from '../../tests/support/api/profile.ts';
import { createTrackingApp, makeBrand, type Brand, type TrackingApp } from '../../tests/support/api/tracking.ts';

// Before → after of the conversion, employee, profile, API-key, partner-contract, questionnaire,
// conversion-event and creative writes (the offer ones are in audit.api.test.ts).
let t: TrackingApp;
let b: Brand;
beforeAll(async () => {
  t = await createTrackingApp();
  b = await makeBrand(t.db, 'Audit Brand');
}, 60_000);
afterAll(() => t?.close());

const rowsOf = async (action: string) =>
  (
    await t.db.query<{ brand_user_id: number; object_type: string; object_id: string; changes: Record<string, unknown> }>(
      'SELECT * FROM audit_log WHERE brand_id = $1 AND action = $2 ORDER BY id',
      [b.brandId, action],
    )
  ).rows;

describe('conversions', () => {
  it('an approve records each changed conversion with its status before and after; a repeated id (unchanged) nothing', async () => {
    const one = await tracked(t, b);
    const two = await tracked(t, b);
    expect((await act(t, b.owner.token, [one.id, two.id, one.id], 'approve')).status).toBe(200);
    const rows = await rowsOf('conversions.approve');
    expect(rows.map((r) => [r.object_type, r.object_id, r.changes])).toEqual([
      ['conversion', String(one.id), { status: ['pending', 'approved'] }],
      ['conversion', String(two.id), { status: ['pending', 'approved'] }],
    ]);
    expect(rows[0]!.brand_user_id).toBe(b.owner.id);
  });

  it('an adjustment records the adjustment and payout before and after', async () => {
    const c = await tracked(t, b, { approved: true });
    expect((await adjust(t, b.owner.token, c.id, '2.5', 'Partial refund')).status).toBe(200);
    expect((await rowsOf('conversions.adjustment')).at(-1)!.changes).toEqual({
      adjustment: ['0.0000', '2.5000'],
      payout: ['10.0000', '12.5000'],
    });
  });
});

describe('employees', () => {
  it('a role and status change records the fields before and after', async () => {
    const e = await addUser(t.db, b.brandId, { role: 'finance' });
    const path = `/api/user/brand/workspace/brand-user/${e.id}`;
    const res = await call(t.url, 'PUT', path, { token: b.owner.token, body: { role_id: ROLES.admin, status: 'inactive' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (await rowsOf('employees.update')).at(-1)!;
    expect(row).toMatchObject({ object_type: 'employee', object_id: String(e.id) });
    expect(row.changes).toMatchObject({ role_id: [ROLES.finance, ROLES.admin], status: ['active', 'inactive'] });
    expect(row.changes.permissions).toBeDefined();
  });
});

describe('profile', () => {
  it('a basic-info save records the caller’s own fields that changed, and only those', async () => {
    const e = await addUser(t.db, b.brandId, { role: 'finance', firstName: 'Minh' });
    const res = await call(t.url, 'PUT', '/api/user/adv/info/basic-info', { token: e.token, body: basic });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = (await rowsOf('profile.basicInfo')).at(-1)!;
    expect(row).toMatchObject({ brand_user_id: e.id, object_type: 'employee', object_id: String(e.id) });
    expect(row.changes).toMatchObject({ first_name: ['Minh', 'Lan'], last_name: ['Tester', 'Pham'] });
    expect(row.changes).not.toHaveProperty('business_email');
  });

  it('a payment-info save records the brand’s fields before and after; saving the same again records no field', async () => {
    const first = await call(t.url, 'PUT', '/api/user/adv/info/payment-info', { token: b.owner.token, body: paymentBody });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const row = (await rowsOf('profile.paymentInfo')).at(-1)!;
    expect(row).toMatchObject({ object_type: 'brand', object_id: String(b.brandId) });
    expect(row.changes).toMatchObject({ account_number: ['', '0123456789'], currency: ['USD', 'VND'] });
    await call(t.url, 'PUT', '/api/user/adv/info/payment-info', { token: b.owner.token, body: paymentBody });
    expect((await rowsOf('profile.paymentInfo')).at(-1)!.changes).toEqual({});
  });

  it('a time-zone request records the zone, or the pending zone and when it applies', async () => {
    const e = await addUser(t.db, b.brandId, { role: 'finance' });
    const tz = (timezone: string) => call(t.url, 'PUT', '/api/user/adv/system-settings', { token: e.token, body: { timezone } });
    await t.db.query('UPDATE brand_users SET timezone = NULL WHERE id = $1', [e.id]);
    expect((await tz('Asia/Ho_Chi_Minh')).status).toBe(200);
    expect((await rowsOf('profile.systemSettings')).at(-1)!.changes).toEqual({ timezone: [null, 'Asia/Ho_Chi_Minh'] });
    expect((await tz('Asia/Tokyo')).status).toBe(200);
    const pending = (await rowsOf('profile.systemSettings')).at(-1)!.changes as Record<string, [unknown, unknown]>;
    expect(pending.pending_timezone).toEqual([null, 'Asia/Tokyo']);
    expect(pending.timezone_effective_at![1]).toEqual(expect.any(String));
  });
});

describe('API keys', () => {
  it('create, rotate and revoke name the key by its visible prefix, never the secret', async () => {
    const created = await call(t.url, 'POST', '/api/user/adv/api-key', { token: b.owner.token });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const secret = (created.body.data as { api_key: string; prefix: string }).api_key;
    const first = (created.body.data as { prefix: string }).prefix;
    const rotated = await call(t.url, 'POST', '/api/user/adv/api-key/rotate', { token: b.owner.token });
    const second = (rotated.body.data as { prefix: string }).prefix;
    expect((await call(t.url, 'DELETE', '/api/user/adv/api-key', { token: b.owner.token })).status).toBe(200);
    expect((await rowsOf('apiKeys.create')).at(-1)!).toMatchObject({ object_type: 'api_key', changes: { prefix: [null, first] } });
    expect((await rowsOf('apiKeys.rotate')).at(-1)!.changes).toEqual({ prefix: [first, second] });
    expect((await rowsOf('apiKeys.revoke')).at(-1)!.changes).toEqual({ prefix: [second, null] });
    const all = await t.db.query<{ changes: unknown }>('SELECT changes FROM audit_log WHERE brand_id = $1', [b.brandId]);
    expect(JSON.stringify(all.rows)).not.toContain(secret);
  });
});

describe('partner contracts', () => {
  it('creating records the contract’s terms; each status change its status before and after', async () => {
    const offerId = await insertOffer(t.db, b.brandId, 'Contract offer');
    const p = await joinedPartner(t.db, b.brandId);
    const created = await call(t.url, 'POST', '/api/partners/contracts', {
      token: b.owner.token,
      body: { offer_id: offerId, partner_id: p.id, payout_tier: null, end_date: null, terms: 'Net 30' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: number }).id;
    const row = (await rowsOf('partners.contracts.create')).at(-1)!;
    expect(row).toMatchObject({ object_type: 'contract', object_id: String(id) });
    expect(row.changes).toMatchObject({
      offer_id: [null, offerId],
      partner_id: [null, p.id],
      status: [null, 'pending'],
      terms: [null, 'Net 30'],
    });
    const approved = await call(t.url, 'PUT', `/api/partners/contracts/${id}/status`, {
      token: b.owner.token,
      body: { action: 'approve' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const change = (await rowsOf('partners.contracts.approve')).at(-1)!;
    expect(change).toMatchObject({ object_type: 'contract', object_id: String(id) });
    expect(change.changes).toMatchObject({ status: ['pending', 'approved'], contract_date: [null, expect.any(String)] });
  });
});

describe('questionnaires', () => {
  it('create, update and delete record the content before and after', async () => {
    const body = { name: 'Screening', intro_message: 'Hi', questions: [{ label: 'Website', type: 'text', required: true }] };
    const created = await call(t.url, 'POST', '/api/questionnaires', { token: b.owner.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: number }).id;
    expect((await rowsOf('questionnaires.create')).at(-1)!).toMatchObject({
      object_type: 'questionnaire',
      object_id: String(id),
      changes: { name: [null, 'Screening'], intro_message: [null, 'Hi'] },
    });
    const path = `/api/questionnaires/${id}`;
    expect((await call(t.url, 'PUT', path, { token: b.owner.token, body: { ...body, name: 'Screening 2' } })).status).toBe(200);
    // the questions were sent again unchanged: only the name is a change
    expect((await rowsOf('questionnaires.update')).at(-1)!.changes).toEqual({ name: ['Screening', 'Screening 2'] });
    expect((await call(t.url, 'DELETE', path, { token: b.owner.token })).status).toBe(200);
    expect((await rowsOf('questionnaires.delete')).at(-1)!.changes).toMatchObject({
      name: ['Screening 2', null],
      intro_message: ['Hi', null],
    });
  });
});

describe('conversion events', () => {
  it('create records the terms; an update its payout before and after, and nothing it did not change; delete the terms', async () => {
    const created = await call(t.url, 'POST', '/api/offers/conversion-event', {
      token: b.owner.token,
      body: { ...EVENT, name: 'Audited sale' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: number }).id;
    expect((await rowsOf('conversionEvents.create')).at(-1)!).toMatchObject({
      object_type: 'conversion_event',
      object_id: String(id),
      changes: { name: [null, 'Audited sale'], payout_type: [null, 'percent'] },
    });
    const body = { ...EVENT, name: 'Audited sale', payout_type: 'fixed', payout: '1000.1234' };
    expect((await call(t.url, 'PUT', `/api/offers/conversion-event/${id}`, { token: b.owner.token, body })).status).toBe(200);
    const changes = (await rowsOf('conversionEvents.update')).at(-1)!.changes as Record<string, [unknown, unknown]>;
    expect(Object.keys(changes).sort()).toEqual(['payout', 'payout_type']);
    expect(changes.payout_type).toEqual(['percent', 'fixed']);
    expect(changes.payout![1]).toBe('1000.1234');
    expect((await call(t.url, 'DELETE', `/api/offers/conversion-event/${id}`, { token: b.owner.token })).status).toBe(200);
    expect((await rowsOf('conversionEvents.delete')).at(-1)!.changes).toMatchObject({
      name: ['Audited sale', null],
      payout_type: ['fixed', null],
    });
  });
});

describe('creatives', () => {
  it('create, update and delete record what the creative shows, before and after', async () => {
    const body = { name: 'Landing', type: 'link', url: 'https://brand.example/sale' };
    const created = await call(t.url, 'POST', '/api/creatives', { token: b.owner.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: number }).id;
    expect((await rowsOf('creatives.create')).at(-1)!).toMatchObject({
      object_type: 'creative',
      object_id: String(id),
      changes: { name: [null, 'Landing'], url: [null, 'https://brand.example/sale'] },
    });
    const path = `/api/creatives/${id}`;
    const moved = { ...body, url: 'https://brand.example/winter' };
    expect((await call(t.url, 'PUT', path, { token: b.owner.token, body: moved })).status).toBe(200);
    expect((await rowsOf('creatives.update')).at(-1)!.changes).toEqual({
      url: ['https://brand.example/sale', 'https://brand.example/winter'],
    });
    expect((await call(t.url, 'DELETE', path, { token: b.owner.token })).status).toBe(200);
    expect((await rowsOf('creatives.delete')).at(-1)!.changes).toMatchObject({ name: ['Landing', null] });
  });
});
