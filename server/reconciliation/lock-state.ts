import type { PeriodKey } from '../../src/domain/reconciliation/contract.ts';
import { recordFor } from '../cross-check/seams.ts';
import type { Queryable } from '../db/pool.ts';

/**
 * Whether the period is locked by its cross-check: the ONE place sign-off, re-opening, uploads and
 * decisions ask (decision 093). The period's records are per partner; it reads locked once all of
 * them are (`recordFor` answers a record not locked first). While some are, their conversions still
 * refuse each decision row by row through the conversion actions.
 */
export async function periodLocked(q: Queryable, brandId: number, period: PeriodKey): Promise<boolean> {
  const record = await recordFor(q, brandId, period.period_start, period.period_end);
  return record?.status === 'locked';
}
