import type { Db } from '../db/pool.ts';
import { brandInterests } from './list.ts';
import { ensureSuggestions } from './suggestions.ts';

export const SUGGESTION_REFRESH_JOB = 'markets.suggestion-refresh';
export const SUGGESTION_REFRESH_INTERVAL_MS = 5 * 60_000;

/**
 * Rebuilds the suggestion scores of every brand whose interests changed since they were built
 * (docs/decisions/057), so the suggested tab and the featured page seldom pay the rebuild (about a
 * second at 100,000 partners) themselves; the tab still checks on every request, so it is never stale.
 * Returns how many brands it rebuilt.
 */
export async function refreshStaleSuggestions(db: Db): Promise<number> {
  const { rows } = await db.query<{ brand_id: string }>('SELECT brand_id FROM market_suggestion_sets ORDER BY brand_id');
  let rebuilt = 0;
  for (const { brand_id } of rows) {
    const brandId = Number(brand_id);
    if (await ensureSuggestions(db, brandId, await brandInterests(db, brandId))) rebuilt++;
  }
  return rebuilt;
}

export function suggestionRefreshJob(db: Db) {
  return { name: SUGGESTION_REFRESH_JOB, run: () => refreshStaleSuggestions(db) };
}
