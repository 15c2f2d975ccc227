import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow } from '../../src/domain/audit/contract.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser, type TestUser } from '../../tests/support/api/employees.ts';
import { brand, call, create, type Brand } from '../../tests/support/api/offers.ts';

let t: TestApp;
let b: Brand;
let other: Brand;
let admin: TestUser;
let staff: TestUser;
let offerId: number;

type Page = { items: AuditRow[]; paging: { limit: number; next_cursor: string | null } };
const read = async (token: string, query = '') => {
  const res = await call(t.url, 'GET', `/api/audit${query}`, { token });
  return { status: res.status, page: res.body.data as Page, body: res.body };
};
const setStatus = (token: string, id: number, status: number) =>
  call(t.url, 'PUT', `/api/offers/${id}/status`, { token, body: { status } });

beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
  other = await brand(t.db);
  admin = await addUser(t.db, b.brandId, { role: 'admin' });
  staff = await addUser(t.db, b.brandId, { role: 'custom', permissions: {} });
  offerId = (await create(t.url, b.owner.token)).id; // owner: offers.create
  await setStatus(admin.token, offerId, 2); // admin: paused
  await setStatus(staff.token, offerId, 1); // staff: active again
  await create(t.url, other.owner.token); // another brand's row
});
afterAll(async () => t?.close());

describe('GET /api/audit', () => {
  it('signed out → 401', async () => {
    expect((await call(t.url, 'GET', '/api/audit')).status).toBe(401);
  });

  it('the owner and admins see every row of the brand, newest first, and nothing of another brand', async () => {
    for (const u of [b.owner, admin]) {
      const { status, page } = await read(u.token);
      expect(status).toBe(200);
      expect(page.items.map((r) => r.action)).toEqual(['offers.status.activate', 'offers.status.pause', 'offers.create']);
      expect(new Set(page.items.map((r) => r.user_id))).toEqual(new Set([b.owner.id, admin.id, staff.id]));
    }
  });

  it('anyone else sees only their own actions, even when asking for another user', async () => {
    const own = await read(staff.token);
    expect(own.page.items.map((r) => [r.user_id, r.changes])).toEqual([[staff.id, { status: [2, 1] }]]);
    expect((await read(staff.token, `?user_id=${admin.id}`)).page.items).toEqual([]);
  });

  it('filters by user, object, action and date range', async () => {
    expect((await read(b.owner.token, `?user_id=${admin.id}`)).page.items.map((r) => r.action)).toEqual(['offers.status.pause']);
    const object = await read(b.owner.token, `?object_type=offer&object_id=${offerId}`);
    expect(object.page.items.map((r) => r.action)).toEqual(['offers.status.activate', 'offers.status.pause']);
    expect((await read(b.owner.token, '?action=offers.create')).page.items).toHaveLength(1);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await read(b.owner.token, `?from=${future}`)).page.items).toEqual([]);
    expect((await read(b.owner.token, `?to=${future}`)).page.items).toHaveLength(3);
  });

  it('pages by keyset: the cursor continues after the last row, and a forged cursor is a 422', async () => {
    for (let i = 0; i < 26; i++) await setStatus(b.owner.token, offerId, i % 2 === 0 ? 2 : 1);
    const first = await read(b.owner.token, '?limit=25');
    expect(first.page.items).toHaveLength(25);
    const second = await read(b.owner.token, `?limit=25&cursor=${first.page.paging.next_cursor!}`);
    expect(second.page.items).toHaveLength(4);
    expect(second.page.paging.next_cursor).toBeNull();
    expect(Math.max(...second.page.items.map((r) => r.id))).toBeLessThan(Math.min(...first.page.items.map((r) => r.id)));
    const forged = await read(b.owner.token, '?cursor=bm90LWEtY3Vyc29y');
    expect(forged.status).toBe(422);
  });

  it('reading the log appends nothing to it', async () => {
    const before = (await read(b.owner.token, '?limit=200')).page.items.length;
    expect((await read(b.owner.token, '?limit=200')).page.items.length).toBe(before);
  });
});
