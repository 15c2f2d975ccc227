import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../src/domain/contract.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { brand, call, create, type Brand } from '../../tests/support/api/offers.ts';
import { route, type Feature } from '../http/route.ts';
import { HttpError } from '../http/errors.ts';
import { diff } from './record.ts';

// test-only write endpoints: one that records nothing (the fallback must), one that fails (nothing may be left)
const silentWrite = endpoint({
  id: 'test.silentWrite',
  method: 'POST',
  path: '/api/test/audit/silent/:id',
  summary: 'test',
  access: { kind: 'user' },
  params: z.object({ id: z.coerce.number() }),
  response: z.null(),
});
const failingWrite = endpoint({
  id: 'test.failingWrite',
  method: 'POST',
  path: '/api/test/audit/failing',
  summary: 'test',
  access: { kind: 'user' },
  response: z.null(),
});
const testRoutes: Feature = (app) => {
  route(app, silentWrite, async () => null);
  route(app, failingWrite, async () => {
    throw new HttpError(409, 'nope', 'refused');
  });
};

interface AuditRow {
  brand_id: number;
  brand_user_id: number | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  changes: Record<string, [unknown, unknown]>;
  request_id: string | null;
  ip: string | null;
}

let t: TestApp;
let b: Brand;
beforeAll(async () => {
  t = await createTestApp({ features: [testRoutes] });
  b = await brand(t.db);
});
afterAll(async () => t?.close());

const rowsOf = async (brandId: number, action?: string) =>
  (
    await t.db.query<AuditRow>('SELECT * FROM audit_log WHERE brand_id = $1 AND ($2::text IS NULL OR action = $2) ORDER BY id', [
      brandId,
      action ?? null,
    ])
  ).rows;

describe('diff', () => {
  it('lists only the named fields that changed, as [before, after]', () => {
    expect(diff({ a: 1, b: 'x', c: [1] }, { a: 2, b: 'x', c: [1, 2] }, ['a', 'b', 'c'])).toEqual({ a: [1, 2], c: [[1], [1, 2]] });
    expect(diff(null, { a: 1 }, ['a'])).toEqual({ a: [null, 1] });
  });
});

describe('audit_log is append-only in the database', () => {
  it('UPDATE, DELETE and TRUNCATE raise, whoever runs them', async () => {
    await call(t.url, 'POST', '/api/test/audit/silent/1', { token: b.owner.token });
    expect((await rowsOf(b.brandId)).length).toBeGreaterThan(0);
    // the owner (migrations, ops) holds every privilege: the trigger is what stops it
    await expect(t.owner.query("UPDATE audit_log SET action = 'forged'")).rejects.toThrow(/append-only/);
    await expect(t.owner.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(t.owner.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect((await rowsOf(b.brandId, 'forged')).length).toBe(0);
  });
});

/**
 * Issue 25 item 4 (decision 075): the server's own connection is the least-privileged app role, so
 * even SQL of its choosing cannot change history — not by UPDATE, DELETE or TRUNCATE, nor by turning
 * the trigger off first (ALTER TABLE needs ownership; session_replication_role needs a superuser).
 */
describe("the app's own connection and the audit log", () => {
  it('is the app role, not the owner', async () => {
    const { rows } = await t.app.db.query<{ who: string; owner: string; superuser: string }>(
      "SELECT current_user AS who, pg_get_userbyid(c.relowner) AS owner, current_setting('is_superuser') AS superuser FROM pg_class c WHERE c.oid = 'audit_log'::regclass",
    );
    expect(rows[0]).toMatchObject({ who: 'brand_console_app', superuser: 'off' });
    expect(rows[0]!.owner).not.toBe('brand_console_app');
  });

  it('may append and read rows (the app writes and the Activity view reads)', async () => {
    await t.app.db.query("INSERT INTO audit_log (brand_id, action) VALUES ($1, 'test.appended')", [b.brandId]);
    expect((await rowsOf(b.brandId, 'test.appended')).length).toBe(1);
  });

  it.each([
    ["UPDATE audit_log SET action = 'forged'"],
    ['DELETE FROM audit_log'],
    ['TRUNCATE audit_log'],
    ['ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change'],
    ['ALTER TABLE audit_log DISABLE TRIGGER ALL'],
    ['DROP TRIGGER audit_log_no_change ON audit_log'],
    ['ALTER TABLE audit_log ADD COLUMN forged text'],
    ['DROP TABLE audit_log'],
    ['CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END; $$'],
    ['SET session_replication_role = replica'],
    ['SET ROLE postgres'],
  ])('is refused by privilege, before any trigger: %s', async (sql) => {
    const error = await t.app.db.query(sql).then(
      () => null,
      (e: { code?: string; message: string }) => e,
    );
    expect(error?.code, sql).toBe('42501'); // insufficient_privilege
    // the privilege check, not the trigger's own message: the app never reached the table
    expect(error?.message).not.toMatch(/append-only/);
  });

  it('leaves the log and its triggers as they were', async () => {
    expect((await rowsOf(b.brandId, 'forged')).length).toBe(0);
    const { rows } = await t.owner.query<{ tgname: string; tgenabled: string }>(
      "SELECT tgname, tgenabled FROM pg_trigger WHERE tgrelid = 'audit_log'::regclass AND NOT tgisinternal ORDER BY tgname",
    );
    expect(rows).toEqual([
      { tgname: 'audit_log_no_change', tgenabled: 'O' },
      { tgname: 'audit_log_no_truncate', tgenabled: 'O' },
    ]);
  });
});

describe('route-level fallback', () => {
  it('a write that records nothing itself appends { action: endpoint id } with who, object, request id and IP', async () => {
    const res = await call(t.url, 'POST', '/api/test/audit/silent/42', { token: b.owner.token });
    expect(res.status).toBe(200);
    const row = (await rowsOf(b.brandId, 'test.silentWrite')).at(-1)!;
    expect(row).toMatchObject({ brand_user_id: b.owner.id, object_type: 'test', object_id: '42', changes: {} });
    expect(row.request_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(row.ip).toBeTruthy();
  });

  it('a refused write appends nothing', async () => {
    expect((await call(t.url, 'POST', '/api/test/audit/failing', { token: b.owner.token })).status).toBe(409);
    expect(await rowsOf(b.brandId, 'test.failingWrite')).toEqual([]);
  });

  it('reads append nothing', async () => {
    const before = (await rowsOf(b.brandId)).length;
    await call(t.url, 'GET', '/api/offers/1', { token: b.owner.token });
    await call(t.url, 'POST', '/api/offers/list', { token: b.owner.token, body: {} });
    expect((await rowsOf(b.brandId)).length).toBe(before);
  });
});

describe('before → after of the main writes', () => {
  it('an offer payout change records the payout before and after, and nothing unchanged', async () => {
    const offer = await create(t.url, b.owner.token);
    const res = await call(t.url, 'PUT', `/api/offers/${offer.id}/general`, {
      token: b.owner.token,
      // the whole general tab as the form sends it back, with only the payout changed
      body: { ...offer, default_payout: '20' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await rowsOf(b.brandId, 'offers.update.general');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brand_user_id: b.owner.id, object_type: 'offer', object_id: String(offer.id) });
    expect(rows[0]!.changes).toEqual({ default_payout: ['12.5', '20'] });
  });

  it('an offer status transition records the status before and after', async () => {
    const offer = await create(t.url, b.owner.token);
    expect((await call(t.url, 'PUT', `/api/offers/${offer.id}/status`, { token: b.owner.token, body: { status: 2 } })).status).toBe(200);
    const rows = (await rowsOf(b.brandId)).filter((r) => r.object_id === String(offer.id) && r.changes.status);
    expect(rows.map((r) => r.changes.status)).toEqual([[1, 2]]);
    // the service recorded, so the fallback added no second row for the same request
    expect((await rowsOf(b.brandId, 'offers.setStatus')).length).toBe(0);
  });
});
