import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResponseOf } from '../../src/domain/contract.ts';
import type { conversionReport } from '../../src/domain/reports/contract.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { addUser, levels } from '../../tests/support/api/employees.ts';
import { BASE, download, get, seed, world, type ConversionSpec, type World } from '../../tests/support/api/reports.ts';
import { LEVEL } from '../../src/domain/permissions.ts';

/**
 * The conversions report: keyset pages over raw rows (many rows share one instant, where a bad
 * tie-break repeats or loses rows), filters, the cheap total, exports and partner scoping.
 */
let t: TestApp;
let w: World;
const N = 237;
const RANGE = { from: '04/01/2026', to: '04/30/2026' };
const STATUSES = ['approved', 'pending', 'rejected', 'organic', 'unapproved'] as const;

beforeAll(async () => {
  t = await createTestApp();
  w = await world(t.db);
  const conversions: ConversionSpec[] = [];
  for (let i = 0; i < N; i++) {
    // 20 distinct instants only: ties everywhere
    const at = new Date(Date.UTC(2026, 3, 2 + (i % 20), 12, 0, 0)).toISOString();
    conversions.push({
      offer: w.offers[i % 2]!,
      partner: w.partners[i % 3]!,
      at,
      status: STATUSES[i % 5]!,
      fraud: i % 11 === 0 ? 'bad' : 'good',
      transactionId: i === 7 ? '=cmd|"/c calc"!A1' : `TX-${i}`,
      payout: `${(i % 9) + 1}.2500`,
    });
  }
  conversions.push({ offer: w.offers[0]!, partner: w.partners[0]!, at: '2026-04-15T12:00:00Z', test: true });
  conversions.push({ offer: w.offers[0]!, partner: w.partners[0]!, at: '2026-05-01T00:00:00Z' });
  await seed(t.db, w, [], conversions);
}, 60_000);
afterAll(async () => t?.close());

type Page = ResponseOf<typeof conversionReport>;
async function walk(token: string, query: Record<string, string | number>): Promise<{ ids: number[]; pages: number; first: Page }> {
  const ids: number[] = [];
  let cursor: string | undefined;
  let pages = 0;
  let first: Page | undefined;
  do {
    const res = await get(t.url, token, `${BASE}/conversion`, { ...query, ...(cursor ? { cursor } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body.data as Page;
    first ??= page;
    ids.push(...page.items.map((r) => r.id));
    cursor = page.paging.next_cursor ?? undefined;
    pages++;
  } while (cursor && pages < 100);
  return { ids, pages, first: first! };
}

async function rawIds(where = 'TRUE', args: unknown[] = []): Promise<number[]> {
  const { rows } = await t.db.query<{ id: number }>(
    `SELECT id FROM conversions c WHERE brand_id = $1 AND NOT is_test AND created_at >= '2026-04-01T00:00Z' AND created_at < '2026-05-01T00:00Z' AND ${where} ORDER BY id`,
    [w.brandId, ...args],
  );
  return rows.map((r) => r.id);
}

describe('conversions report', () => {
  it('keyset pages cover every row exactly once, newest first and oldest first', async () => {
    const expected = await rawIds();
    expect(expected).toHaveLength(N);
    for (const sort of ['desc', 'asc']) {
      const { ids, pages, first } = await walk(w.owner.token, { ...RANGE, limit: 25, sort });
      expect(pages).toBe(Math.ceil(N / 25));
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(expected);
      expect(first.paging.total_row).toBe(N);
      const times = first.items.map((r) => r.created_at as string);
      expect(times).toEqual([...times].sort((a, b) => (sort === 'desc' ? b.localeCompare(a) : a.localeCompare(b))));
    }
  });

  it('items carry every conversion field of spec 3 §3', async () => {
    const page = (await get(t.url, w.owner.token, `${BASE}/conversion`, { ...RANGE, limit: 25 })).body.data as Page;
    const item = page.items[0]!;
    for (const key of [
      'click_id',
      'click_uuid',
      'click_at',
      'created_at',
      'time_to_convert',
      'click_ip',
      'ip',
      'status',
      'payment_status',
      'message',
      'modified_at',
      'adjustment',
      'fraud_level',
      'suggested_status',
      'offer_name',
      'partner_name',
      'event_name',
      'transaction_id',
    ]) {
      expect(item, key).toHaveProperty(key);
    }
    expect(item.time_to_convert).toBe(600);
    expect(item.ip).toBe('203.0.113.7');
  });

  it('filters: status, offer, partner, fraud level, click id, conversion id and transaction id', async () => {
    const byStatus = await walk(w.owner.token, { ...RANGE, status: 'rejected', limit: 100 });
    expect(byStatus.ids.sort((a, b) => a - b)).toEqual(await rawIds("status = 'rejected'"));
    expect(byStatus.first.paging.total_row).toBe(byStatus.ids.length);
    const unapproved = await walk(w.owner.token, { ...RANGE, status: 'unapproved', limit: 100 });
    expect(unapproved.first.paging.total_row).toBe((await rawIds("status = 'unapproved'")).length);
    const combo = await walk(w.owner.token, {
      ...RANGE,
      offer_id: w.offers[1]!,
      partner_id: w.partners[2]!,
      fraud_level: 'bad',
      limit: 100,
    });
    expect(combo.ids.sort((a, b) => a - b)).toEqual(
      await rawIds("offer_id = $2 AND partner_id = $3 AND fraud_level = 'bad'", [w.offers[1], w.partners[2]]),
    );
    const { rows } = await t.db.query<{ id: number; uuid: string; click_uuid: string }>(
      "SELECT id, uuid::text, click_uuid::text FROM conversions WHERE transaction_id = 'TX-42'",
    );
    const one = rows[0]!;
    for (const search of ['TX-42', one.uuid, one.click_uuid.toUpperCase()]) {
      const found = await walk(w.owner.token, { ...RANGE, search });
      expect(found.ids, search).toEqual([one.id]);
      expect(found.first.paging.total_row).toBe(1);
    }
  });

  it('refuses a cursor it did not write, or one taken in the other order', async () => {
    const bad = await get(t.url, w.owner.token, `${BASE}/conversion`, { ...RANGE, cursor: 'bm90LWEtY3Vyc29y' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ field: 'cursor', code: 'invalid_cursor' }]);
    const page = (await get(t.url, w.owner.token, `${BASE}/conversion`, { ...RANGE, limit: 25 })).body.data as Page;
    const flipped = await get(t.url, w.owner.token, `${BASE}/conversion`, { ...RANGE, sort: 'asc', cursor: page.paging.next_cursor! });
    expect(flipped.status).toBe(422);
  });

  it('a cursor kept while the dates change still returns only rows of the new range', async () => {
    const page = (await get(t.url, w.owner.token, `${BASE}/conversion`, { ...RANGE, limit: 25 })).body.data as Page;
    const narrow = { from: '04/01/2026', to: '04/10/2026' };
    const next = (await get(t.url, w.owner.token, `${BASE}/conversion`, { ...narrow, limit: 200, cursor: page.paging.next_cursor! })).body
      .data as Page;
    const inRange = await rawIds("created_at < '2026-04-11T00:00Z'");
    expect(next.items.length).toBeGreaterThan(0);
    expect(next.items.every((r) => inRange.includes(r.id))).toBe(true);
  });

  it('exports the whole filtered result, formula-escaped', async () => {
    const res = await download(t.url, w.owner.token, `${BASE}/conversion/export`, { ...RANGE, format: 'csv' });
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines).toHaveLength(N + 1);
    const tx = lines.find((l) => l.includes('cmd|'))!;
    expect(tx).toContain(`"'=cmd|""/c calc""!A1"`);
    const rejected = await download(t.url, w.owner.token, `${BASE}/conversion/export`, { ...RANGE, status: 'rejected' });
    expect((await rejected.text()).trim().split('\r\n')).toHaveLength((await rawIds("status = 'rejected'")).length + 1);
  });

  it('an employee without the all-partner flag sees only assigned partners', async () => {
    const limited = await addUser(t.db, w.brandId, { role: 'custom', permissions: levels({ report: LEVEL.read }), isAllPartner: false });
    await t.db.query('INSERT INTO brand_user_partners (brand_user_id, brand_id, partner_id) VALUES ($1, $2, $3)', [
      limited.id,
      w.brandId,
      w.partners[1],
    ]);
    const { ids, first } = await walk(limited.token, { ...RANGE, limit: 200 });
    const expected = await rawIds('partner_id = $2', [w.partners[1]]);
    expect(ids.sort((a, b) => a - b)).toEqual(expected);
    expect(first.paging.total_row).toBe(expected.length);
    const csv = await (await download(t.url, limited.token, `${BASE}/conversion/export`, RANGE)).text();
    expect(csv.trim().split('\r\n')).toHaveLength(expected.length + 1);
  });
});
