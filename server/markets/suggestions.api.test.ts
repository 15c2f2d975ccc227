import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api/app.ts';
import { brand, create, type Brand } from '../../tests/support/api/offers.ts';
import { addPartner } from '../../tests/support/api/partners.ts';
import { insertMarketPartners } from './demo.ts';
import { generateMarketPartners } from './demo-data.ts';
import { brandInterests } from './list.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { SUGGESTION_REFRESH_JOB, suggestionRefreshJob } from './job.ts';
import { ensureSuggestions, scoreSql } from './suggestions.ts';

/**
 * The suggested tab's score table (migration 027, docs/decisions/057) against the list's own score
 * computed on read, over every partner in the database, in one snapshot: the table must never drift,
 * whatever changes — the brand's interests (rebuilt on the next request) or a partner (the trigger).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Partners whose stored score differs from the on-read score (missing, extra or another value). */
async function drift(brandId: number): Promise<unknown[]> {
  const interests = await brandInterests(t.db, brandId);
  const params: unknown[] = [brandId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const score = scoreSql(param, interests);
  const shared = `(p.vertical_ids && ${param(interests.verticals)}::integer[] OR p.country_ids && ${param(interests.geos)}::integer[])`;
  const { rows } = await t.db.query(
    `WITH want AS (SELECT p.id, ${score}::float8 AS score FROM partner_market_facets p WHERE ${shared}),
          have AS (SELECT partner_id AS id, score FROM market_suggestions WHERE brand_id = $1)
     SELECT id, want.score AS want, have.score AS have FROM want FULL JOIN have USING (id) WHERE want.score IS DISTINCT FROM have.score`,
    params,
  );
  return rows;
}

const stored = async (brandId: number, partnerId: number) =>
  (
    await t.db.query<{ score: number }>('SELECT score FROM market_suggestions WHERE brand_id = $1 AND partner_id = $2', [
      brandId,
      partnerId,
    ])
  ).rows[0]?.score ?? null;

/** Makes the brand's table current, as the suggested tab does; true when it had to rebuild. */
const ensure = async (s: Brand) => ensureSuggestions(t.db, s.brandId, await brandInterests(t.db, s.brandId));

describe('market suggestion scores', () => {
  it('are built on first use, kept while the brand’s interests stay, rebuilt when they change', async () => {
    const s = await brand(t.db);
    await t.db.query(`UPDATE brands SET verticals = '[1, 2]' WHERE id = $1`, [s.brandId]);
    await addPartner(t.db, { vertical_ids: [1, 2], country_ids: [704] });
    expect(await ensure(s)).toBe(true);
    expect(await drift(s.brandId)).toEqual([]);
    expect(await ensure(s)).toBe(false);
    // a live offer adds vertical 3 and geo 704: the interests differ, the next request rebuilds
    await create(t.url, s.owner.token, { vertical_id: 3, countries: [704] } as never);
    expect(await drift(s.brandId)).not.toEqual([]);
    expect(await ensure(s)).toBe(true);
    expect(await drift(s.brandId)).toEqual([]);
    expect(await ensure(s)).toBe(false);
  });

  it('follow a partner added, changed in verticals, countries or rank, and deleted, for every built brand', async () => {
    const one = await brand(t.db);
    const two = await brand(t.db);
    await t.db.query(`UPDATE brands SET verticals = '[1]' WHERE id = $1`, [one.brandId]);
    await t.db.query(`UPDATE brands SET verticals = '[2, 5]' WHERE id = $1`, [two.brandId]);
    await ensure(one);
    await ensure(two);
    const p = await addPartner(t.db, { vertical_ids: [1, 2], country_ids: [704] });
    // rank 25 (the default): 3 shared-vertical points + 1/25
    expect(await stored(one.brandId, p.id)).toBe(3.04);
    expect(await stored(two.brandId, p.id)).toBe(3.04);
    await t.db.query('UPDATE partners SET rank = 1 WHERE id = $1', [p.id]);
    expect(await stored(one.brandId, p.id)).toBe(4);
    await t.db.query(`UPDATE partners SET vertical_ids = '{2, 5}' WHERE id = $1`, [p.id]);
    expect(await stored(one.brandId, p.id)).toBeNull();
    expect(await stored(two.brandId, p.id)).toBe(7);
    for (const s of [one, two]) expect(await drift(s.brandId)).toEqual([]);
    await t.db.query('DELETE FROM partners WHERE id = $1', [p.id]);
    expect(await stored(two.brandId, p.id)).toBeNull();
    for (const s of [one, two]) expect(await drift(s.brandId)).toEqual([]);
  });

  it('are left alone by partner writes that do not touch the score (a rating, a name)', async () => {
    const s = await brand(t.db);
    await t.db.query(`UPDATE brands SET verticals = '[4]' WHERE id = $1`, [s.brandId]);
    const p = await addPartner(t.db, { vertical_ids: [4] });
    await ensure(s);
    const before = await t.db.query('SELECT xmin::text AS v FROM market_suggestions WHERE brand_id = $1 AND partner_id = $2', [
      s.brandId,
      p.id,
    ]);
    await t.db.query(`UPDATE partners SET rating = 4.5, total_reviews = 3, display_name = 'Renamed' WHERE id = $1`, [p.id]);
    const after = await t.db.query('SELECT xmin::text AS v FROM market_suggestions WHERE brand_id = $1 AND partner_id = $2', [
      s.brandId,
      p.id,
    ]);
    expect(after.rows).toEqual(before.rows);
    expect(after.rows).toHaveLength(1);
  });

  it('are rebuilt by the refresh job for the brands whose interests changed, and only those', async () => {
    const stale = await brand(t.db);
    const fresh = await brand(t.db);
    await addPartner(t.db, { vertical_ids: [6] });
    await addPartner(t.db, { vertical_ids: [7] });
    for (const s of [stale, fresh]) {
      await t.db.query(`UPDATE brands SET verticals = '[6]' WHERE id = $1`, [s.brandId]);
      await ensure(s);
    }
    const job = createJobRunner({ jobs: [suggestionRefreshJob(t.db)] });
    // every other brand of this file was made current by its own test
    expect((await job.runDue())[SUGGESTION_REFRESH_JOB]).toBe(0);
    await t.db.query(`UPDATE brands SET verticals = '[6, 7]' WHERE id = $1`, [stale.brandId]);
    expect(await drift(stale.brandId)).not.toEqual([]);
    expect((await job.runDue())[SUGGESTION_REFRESH_JOB]).toBe(1);
    for (const s of [stale, fresh]) expect(await drift(s.brandId)).toEqual([]);
    expect(await ensure(stale)).toBe(false);
  });

  it('take in a partner whose insert was in flight while the brand rebuilt', async () => {
    const s = await brand(t.db);
    await t.db.query(`UPDATE brands SET verticals = '[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]' WHERE id = $1`, [s.brandId]);
    const writer = await t.db.connect();
    try {
      // the partner's rescore trigger runs now, before the brand has a set: it scores it for nobody
      await writer.query('BEGIN');
      await insertMarketPartners(writer, generateMarketPartners(1, { seed: 571, now: new Date(), from: 0, emailDomain: 'inflight.test' }));
      const rebuilding = ensure(s);
      // the rebuild waits for the writer (SHARE lock on the facets), so it cannot miss the partner
      await new Promise((resolve) => setTimeout(resolve, 200));
      await writer.query('COMMIT');
      expect(await rebuilding).toBe(true);
    } finally {
      writer.release();
    }
    expect(await drift(s.brandId)).toEqual([]);
  });
});
