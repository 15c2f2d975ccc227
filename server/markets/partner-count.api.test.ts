import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../src/domain/markets/schema.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { brand } from '../../tests/support/api/offers.ts';
import { addPartner } from '../../tests/support/api/partners.ts';
import { insertMarketPartners } from './demo.ts';
import { generateMarketPartners } from './demo-data.ts';
import { listMarketPartners } from './list.ts';

/**
 * The unfiltered list's total comes from the counter of migration 027 (docs/decisions/057): after
 * every kind of write — one partner, a bulk insert, an edit, a delete, a rolled-back insert — it equals
 * a count of the rows, and the list reports it.
 */
let t: TestApp;
let brandId = 0;

beforeAll(async () => {
  t = await createTestApp();
  brandId = (await brand(t.db)).brandId;
});
afterAll(async () => t?.close());

async function totals(): Promise<{ counter: number; rows: number; listed: number }> {
  const c = await t.db.query<{ counter: number; rows: number }>(
    'SELECT (SELECT n::int FROM market_partner_count) AS counter, (SELECT count(*)::int FROM partner_market_facets) AS rows',
  );
  const page = await listMarketPartners(
    t.db,
    brandId,
    { tab: 'all', page: 1, limit: 25, sort: 'desc', sort_by: 'created_at', search: undefined },
    NO_FILTERS,
  );
  return { ...c.rows[0]!, listed: page.paging.total_row };
}

describe('the marketplace partner counter', () => {
  it('equals a count of the partners after inserts, edits, deletes and a rollback', async () => {
    const start = (await totals()).rows;
    const a = await addPartner(t.db);
    await addPartner(t.db);
    expect(await totals()).toEqual({ counter: start + 2, rows: start + 2, listed: start + 2 });
    await insertMarketPartners(t.db, generateMarketPartners(30, { seed: 57, now: new Date(), from: 0, emailDomain: 'count.test' }));
    expect(await totals()).toEqual({ counter: start + 32, rows: start + 32, listed: start + 32 });
    // an edit upserts the facets without inserting: the total stays
    await t.db.query(`UPDATE partners SET display_name = 'Counted', rank = 3 WHERE id = $1`, [a.id]);
    expect(await totals()).toEqual({ counter: start + 32, rows: start + 32, listed: start + 32 });
    await t.db.query('DELETE FROM partners WHERE id = $1', [a.id]);
    expect(await totals()).toEqual({ counter: start + 31, rows: start + 31, listed: start + 31 });
    const tx = await t.db.connect();
    try {
      await tx.query('BEGIN');
      await insertMarketPartners(tx, generateMarketPartners(3, { seed: 58, now: new Date(), from: 0, emailDomain: 'rollback.test' }));
      await tx.query('ROLLBACK');
    } finally {
      tx.release();
    }
    expect(await totals()).toEqual({ counter: start + 31, rows: start + 31, listed: start + 31 });
  });
});
