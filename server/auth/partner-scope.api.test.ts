import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { csvFields } from '../../tests/support/api/csv.ts';
import { list } from '../../tests/support/api/notifications.ts';
import { ASSIGNED_NAME, HIDDEN_NAME, scopeWorld, type ScopeWorld } from '../../tests/support/api/partner-scope.ts';
import { BASE, download, get } from '../../tests/support/api/reports.ts';
import { partnerScope, placeholders, usersNotSeeing } from './partner-scope.ts';

/**
 * The partner scope per surface (docs/decisions/053), through HTTP on a real database: an employee
 * without the all-partner flag reads the brand minus exactly the unassigned partner — report totals,
 * exports, search, notifications — whether the partner is on their list or they are its manager, and
 * a re-assignment shows on the next request. The authorization walk checks every route; this file
 * checks the figures against the raw rows.
 */
let t: TestApp;
let s: ScopeWorld;

beforeAll(async () => {
  t = await createTestApp();
  s = await scopeWorld(t.db);
}, 60_000);
afterAll(async () => t?.close());

/** The partner's raw traffic of the last 30 days, straight from the raw tables. */
async function rawOf(partnerId: number) {
  const { rows } = await t.db.query<{ clicks: number; conversions: number; payout: string }>(
    `SELECT (SELECT count(*)::int FROM clicks WHERE brand_id = $1 AND partner_id = $2 AND NOT is_test AND refusal IS NULL) AS clicks,
            (SELECT count(*)::int FROM conversions WHERE brand_id = $1 AND partner_id = $2 AND NOT is_test) AS conversions,
            (SELECT COALESCE(sum(payout), 0)::numeric(24,4)::text FROM conversions WHERE brand_id = $1 AND partner_id = $2 AND NOT is_test) AS payout`,
    [s.brandId, partnerId],
  );
  return rows[0]!;
}

type Totals = { totals: { current: { clicks: number; conversions: number; payout: string } } };

describe('partner scope per surface', () => {
  it('report totals of an assigned-only employee are the owner’s minus exactly the unassigned partner’s traffic', async () => {
    const hidden = await rawOf(s.hidden);
    expect(hidden.clicks).toBeGreaterThan(0);
    for (const path of ['offer', 'publisher']) {
      const owner = (await get(t.url, s.owner.token, `${BASE}/${path}`)).body.data as Totals;
      for (const who of [s.limited, s.managed]) {
        const mine = (await get(t.url, who.token, `${BASE}/${path}`)).body.data as Totals;
        expect(owner.totals.current.clicks - mine.totals.current.clicks, `${path} clicks`).toBe(hidden.clicks);
        expect(owner.totals.current.conversions - mine.totals.current.conversions, `${path} conversions`).toBe(hidden.conversions);
        expect((Number(owner.totals.current.payout) - Number(mine.totals.current.payout)).toFixed(4), `${path} payout`).toBe(hidden.payout);
      }
    }
  });

  it('exports: the partner report names only the assigned partner; the offer report’s total line drops the unassigned traffic', async () => {
    const lines = async (token: string, path: string) =>
      (await (await download(t.url, token, `${BASE}/${path}/export`, { format: 'csv' })).text())
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map(csvFields);
    const ownerRows = await lines(s.owner.token, 'publisher');
    const mineRows = await lines(s.limited.token, 'publisher');
    expect(ownerRows.some((r) => r.includes(HIDDEN_NAME))).toBe(true);
    expect(mineRows.some((r) => r.includes(ASSIGNED_NAME))).toBe(true);
    expect(mineRows.some((r) => r.includes(HIDDEN_NAME))).toBe(false);
    const clicksOf = (rows: string[][]) => Number(rows.at(-1)![2]);
    const hidden = await rawOf(s.hidden);
    expect(clicksOf(await lines(s.owner.token, 'offer')) - clicksOf(await lines(s.managed.token, 'offer'))).toBe(hidden.clicks);
  });

  it('palette entity search lists the assigned partner only', async () => {
    const names = async (token: string) =>
      ((await get(t.url, token, '/api/search/partners')).body.data as { items: [number, string][] }).items.map((r) => r[1]);
    expect(await names(s.limited.token)).toEqual([ASSIGNED_NAME]);
    expect(await names(s.managed.token)).toEqual([ASSIGNED_NAME]);
    expect((await names(s.allPartner.token)).sort()).toEqual([ASSIGNED_NAME, HIDDEN_NAME].sort());
  });

  it('notifications about a partner reach only who may see it, and nobody else is told live', async () => {
    const partnersIn = async (token: string) =>
      ((await list(t.url, token)).body.data as { items: { data: { partner_name?: string } }[] }).items.map((n) => n.data.partner_name);
    expect(await partnersIn(s.limited.token)).toEqual([ASSIGNED_NAME]);
    expect((await partnersIn(s.owner.token)).sort()).toEqual([ASSIGNED_NAME, HIDDEN_NAME].sort());
    // the live push leaves out exactly the employees the partner is not assigned to
    expect((await usersNotSeeing(t.db, s.brandId, s.hidden)).sort()).toEqual([s.limited.id, s.managed.id].sort());
    expect(await usersNotSeeing(t.db, s.brandId, s.assigned)).toEqual([]);
  });

  it('a re-assignment shows on the next request: the new manager sees the partner, its traffic and its notification', async () => {
    await t.db.query('UPDATE brand_partners SET manager_id = $3 WHERE brand_id = $1 AND partner_id = $2', [
      s.brandId,
      s.hidden,
      s.managed.id,
    ]);
    try {
      const both = (await get(t.url, s.owner.token, `${BASE}/offer`)).body.data as Totals;
      const mine = (await get(t.url, s.managed.token, `${BASE}/offer`)).body.data as Totals;
      expect(mine.totals.current.clicks).toBe(both.totals.current.clicks);
      const notified = ((await list(t.url, s.managed.token)).body.data as { items: unknown[] }).items;
      expect(notified).toHaveLength(2);
      // the employee's own list is untouched
      expect(((await list(t.url, s.limited.token)).body.data as { items: unknown[] }).items).toHaveLength(1);
    } finally {
      await t.db.query('UPDATE brand_partners SET manager_id = NULL WHERE brand_id = $1 AND partner_id = $2', [s.brandId, s.hidden]);
    }
  });

  it('the condition is TRUE for the owner and all-partner employees, an assigned-id set otherwise', () => {
    const args: unknown[] = [];
    const owner = { role: 'owner', isAllPartner: true, brandId: 1, userId: 2 } as const;
    expect(partnerScope(owner, 'x.partner_id', placeholders(args))).toBe('TRUE');
    expect(partnerScope({ ...owner, role: 'custom', isAllPartner: true }, 'x.partner_id', placeholders(args))).toBe('TRUE');
    expect(args).toEqual([]);
    const sql = partnerScope({ ...owner, role: 'custom', isAllPartner: false }, 'x.partner_id', placeholders(args));
    expect(sql).toMatch(/^x\.partner_id IN \(SELECT/);
    expect(sql).toContain('brand_user_partners');
    expect(sql).toContain('manager_id');
    expect(args).toEqual([1, 2]);
  });
});
