import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { brand, call, create, dayFromToday, type Brand } from '../../tests/support/api/offers.ts';

/** `ids` in the list filters: the list and the export narrowed to the user's selection ("Export selection"). */
let t: TestApp;
let b: Brand;
let other: Brand;
beforeAll(async () => {
  t = await createTestApp();
  b = await brand(t.db);
  other = await brand(t.db);
});
afterAll(async () => t?.close());

const idsOf = (items: unknown) => (items as { id: number }[]).map((r) => r.id);

describe('offer list and export filtered by ids', () => {
  it("lists only the given offers, whatever their status, and never another brand's", async () => {
    const a = await create(t.url, b.owner.token, { name: 'Picked active' });
    const pending = await create(t.url, b.owner.token, { name: 'Picked pending', start_date: dayFromToday(3), end_date: dayFromToday(9) });
    await create(t.url, b.owner.token, { name: 'Not picked' });
    const foreign = await create(t.url, other.owner.token, { name: 'Foreign' });
    const res = await call(t.url, 'POST', '/api/offers/list?status=1&sort_by=id&sort=asc', {
      token: b.owner.token,
      body: { ids: [a.id, pending.id, foreign.id] },
    });
    expect(res.status).toBe(200);
    const data = res.body.data as { items: unknown; paging: { total_row: number } };
    expect(idsOf(data.items)).toEqual([a.id, pending.id]);
    expect(data.paging.total_row).toBe(2);
  });

  it('the other filters and the search still narrow the selection', async () => {
    const a = await create(t.url, b.owner.token, { name: 'Alpha selection' });
    const z = await create(t.url, b.owner.token, { name: 'Zulu selection' });
    const res = await call(t.url, 'POST', '/api/offers/list?search_value=zulu', { token: b.owner.token, body: { ids: [a.id, z.id] } });
    expect(idsOf((res.body.data as { items: unknown }).items)).toEqual([z.id]);
  });

  it('exports only the selected rows as CSV', async () => {
    const a = await create(t.url, b.owner.token, { name: 'Export me' });
    const c = await create(t.url, b.owner.token, { name: 'Export me too' });
    await create(t.url, b.owner.token, { name: 'Leave me' });
    const res = await fetch(`${t.url}/api/offers/export?format=csv&sort_by=id&sort=asc`, {
      method: 'POST',
      headers: { authorization: `Bearer ${b.owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [c.id, a.id] }),
    });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([a.id, c.id]);
  });

  it('refuses a malformed id list with 422', async () => {
    const res = await call(t.url, 'POST', '/api/offers/list', { token: b.owner.token, body: { ids: [0] } });
    expect(res.status).toBe(422);
    expect((res.body.errors ?? [])[0]?.field).toMatch(/^ids/);
  });
});
