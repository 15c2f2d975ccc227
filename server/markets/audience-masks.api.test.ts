import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTERS } from '../../src/domain/markets/schema.ts';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { brand } from '../../tests/support/api/offers.ts';
import { addPartner } from '../../tests/support/api/partners.ts';
import { listMarketPartners } from './list.ts';

/**
 * The audience filters read bit masks (migration 027, docs/decisions/057) instead of overlapping the
 * arrays: for every choice, including ids the masks cannot hold, the list finds exactly the partners
 * whose arrays overlap the chosen ids.
 */
let t: TestApp;
let brandId = 0;

beforeAll(async () => {
  t = await createTestApp();
  brandId = (await brand(t.db)).brandId;
  const audiences: [number[], number[]][] = [
    [[1], [2, 3]],
    [[2], [3]],
    [[1, 2], [4]],
    [[3], [6]],
    [[], []],
  ];
  for (const [genders, ages] of audiences) await addPartner(t.db, { audience_gender_ids: genders, audience_age_ids: ages });
  // an id beyond the masks' 1–30 (no reference list has one, so the partner form refuses it): written directly
  const odd = await addPartner(t.db, { audience_gender_ids: [2], audience_age_ids: [1] });
  await t.db.query(`UPDATE partners SET audience_age_ids = '{1, 40}' WHERE id = $1`, [odd.id]);
});
afterAll(async () => t?.close());

const viaArrays = async (genders: number[], ages: number[]) =>
  (
    await t.db.query<{ id: number }>(
      `SELECT id::int FROM partner_market_facets
        WHERE (cardinality($1::int[]) = 0 OR audience_gender_ids && $1) AND (cardinality($2::int[]) = 0 OR audience_age_ids && $2)
        ORDER BY created_at DESC, id DESC`,
      [genders, ages],
    )
  ).rows.map((r) => r.id);

describe('audience filters over bit masks', () => {
  const choices: [number[], number[]][] = [
    [[2], []],
    [[1, 3], []],
    [[], [3]],
    [[], [1, 6]],
    [[2], [3]],
    [
      [1, 2],
      [4, 5],
    ],
    [[], [40]],
    [[2], [1, 40]],
    [[99], []],
  ];
  it.each(choices)('genders %j and ages %j find the partners whose arrays overlap them', async (genders, ages) => {
    const page = await listMarketPartners(
      t.db,
      brandId,
      { tab: 'all', page: 1, limit: 200, sort: 'desc', sort_by: 'created_at', search: undefined },
      { ...NO_FILTERS, audience_gender: genders, audience_age: ages },
    );
    const want = await viaArrays(genders, ages);
    // every choice narrows the six partners: a filter that matched everything would prove nothing
    expect(want.length).toBeLessThan(6);
    expect(page.items.map((r) => r.id)).toEqual(want);
    expect(page.paging.total_row).toBe(want.length);
  });
});
