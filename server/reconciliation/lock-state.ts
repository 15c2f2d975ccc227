import type { PeriodKey } from '../../src/domain/reconciliation/contract.ts';
import type { Queryable } from '../db/pool.ts';
import { PERIOD_CONVERSIONS, periodValues } from './period.ts';

/**
 * Whether the period is locked by its cross-check: the ONE place sign-off, re-opening, uploads and
 * decisions ask (decision 093). Today it answers from the period's conversions (a locked cross-check
 * sets conversions.locked_at); at the merge with the cross-check branch it asks
 * `recordFor(db, brandId, periodStart, periodEnd)` for the record's status instead.
 */
export async function periodLocked(q: Queryable, brandId: number, period: PeriodKey): Promise<boolean> {
  const { rows } = await q.query<{ locked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM (${PERIOD_CONVERSIONS}) p WHERE p.locked_at IS NOT NULL) AS locked`,
    periodValues(brandId, period),
  );
  return rows[0]!.locked;
}
