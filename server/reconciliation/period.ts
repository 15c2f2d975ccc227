import type { PeriodKey } from '../../src/domain/reconciliation/contract.ts';

/**
 * The tracked conversions a reconciliation covers: the brand's, created in the period's days (UTC
 * midnights, as the cross-check record keys its period), not test traffic, and in a status the
 * cross-check counts (pending, approved, rejected). `$1` brand, `$2` first day, `$3` last day.
 * One place, so the cross-check and the reconciliation can be made to agree at the merge.
 */
export const PERIOD_CONVERSIONS = `
  SELECT c.id, NULLIF(c.transaction_id, '') AS tx, c.transaction_id, c.sale_amount, c.locked_at
    FROM conversions c
   WHERE c.brand_id = $1
     AND c.created_at >= ($2::date)::timestamp AT TIME ZONE 'UTC'
     AND c.created_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
     AND NOT c.is_test
     AND c.status IN ('pending', 'approved', 'rejected')`;

export const periodValues = (brandId: number, p: PeriodKey): [number, string, string] => [brandId, p.period_start, p.period_end];
