import { inTransaction, type Queryable } from '../db/pool.ts';

/**
 * The suggested tab's per-brand score table (migration 027, docs/decisions/057). Scoring ~60 % of the
 * marketplace on every request was the list's slowest case; the scores only change when the brand's
 * interests change (checked here on every request: one small query) or a partner's verticals,
 * countries or rank change (a trigger of migration 027 rescores that partner for every brand).
 */

export interface Interests {
  verticals: number[];
  geos: number[];
}

/**
 * The suggestion score (docs/decisions/048): 3 per vertical the partner shares with the brand, 2 per
 * shared geo, plus (26 − rank) / 25 so a better-ranked partner wins a tie. Written as one containment
 * test per brand vertical / geo (a handful), which PostgreSQL evaluates far faster than intersecting
 * arrays row by row. `param` adds a value to the statement and returns its placeholder.
 */
export function scoreSql(param: (value: unknown) => string, interests: Interests): string {
  const has = (column: string, v: number) => `(p.${column} @> ARRAY[${param(v)}::int])::int`;
  const v = interests.verticals.map((x) => has('vertical_ids', x)).join(' + ') || '0';
  const g = interests.geos.map((x) => has('country_ids', x)).join(' + ') || '0';
  return `(3 * (${v}) + 2 * (${g}) + (26 - p.rank) / 25.0)`;
}

const sorted = (xs: readonly number[]) => [...new Set(xs)].sort((a, b) => a - b);
const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Makes `market_suggestions` hold this brand's scores for `interests`: nothing to do when they were
 * built from the same interests (the common case), else rebuilds the brand's rows. Returns whether it
 * rebuilt (the benchmark reports that cost apart).
 */
export async function ensureSuggestions(db: Queryable, brandId: number, interests: Interests): Promise<boolean> {
  const want = { verticals: sorted(interests.verticals), geos: sorted(interests.geos) };
  const { rows } = await db.query<{ vertical_ids: number[]; country_ids: number[] }>(
    'SELECT vertical_ids, country_ids FROM market_suggestion_sets WHERE brand_id = $1',
    [brandId],
  );
  const built = rows[0];
  if (built && same(built.vertical_ids, want.verticals) && same(built.country_ids, want.geos)) return false;
  await rebuildSuggestions(db, brandId, want);
  return true;
}

/**
 * Rebuilds one brand's scores in one transaction. The SHARE lock on the facets holds partner writes
 * (whose trigger rescores partners from the sets) until the rebuild commits, and waits for those in
 * flight, so no partner change can fall between the rebuild's snapshot and its commit. Concurrent
 * rebuilds of one brand queue on its set row; the last one wins with identical rows.
 */
export async function rebuildSuggestions(db: Queryable, brandId: number, interests: Interests): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.query('LOCK TABLE partner_market_facets IN SHARE MODE');
    await tx.query(
      `INSERT INTO market_suggestion_sets (brand_id, vertical_ids, country_ids) VALUES ($1, $2, $3)
       ON CONFLICT (brand_id) DO UPDATE SET vertical_ids = EXCLUDED.vertical_ids, country_ids = EXCLUDED.country_ids, built_at = now()`,
      [brandId, interests.verticals, interests.geos],
    );
    await tx.query('DELETE FROM market_suggestions WHERE brand_id = $1', [brandId]);
    if (!interests.verticals.length && !interests.geos.length) return;
    const params: unknown[] = [brandId];
    const param = (value: unknown) => `$${params.push(value)}`;
    const score = scoreSql(param, interests);
    const shared = `(p.vertical_ids && ${param(interests.verticals)}::integer[] OR p.country_ids && ${param(interests.geos)}::integer[])`;
    await tx.query(
      `INSERT INTO market_suggestions (brand_id, partner_id, score)
       SELECT $1, p.id, ${score}::float8 FROM partner_market_facets p WHERE ${shared}`,
      params,
    );
  });
}
