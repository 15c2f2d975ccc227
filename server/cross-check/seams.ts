import type { CrossCheckStatus } from '../../src/domain/cross-check/enums.ts';
import type { Queryable } from '../db/pool.ts';
import { figuresOf, loadRecords } from './records.ts';
import type { LockedRecord } from '../../src/domain/invoices/lines.ts';

/**
 * What the other money features read from cross-check (issue 27's shared seams): the invoices'
 * performance invoice takes the locked records of a period range; reconciliation's sign-off attaches
 * to a period's record. Decimal strings, rounded to the brand's currency (decision 091).
 */
export async function lockedRecords(
  db: Queryable,
  brandId: number,
  range: { periodStart: string; periodEnd: string },
): Promise<LockedRecord[]> {
  const records = await loadRecords(
    db,
    `x.brand_id = $1 AND x.status = 'locked' AND x.period_start >= $2::date AND x.period_end <= $3::date`,
    [brandId, range.periodStart, range.periodEnd],
    'x.period_start, x.partner_id, x.id',
  );
  return records.map((r) => {
    const f = figuresOf(r);
    return {
      id: r.id,
      partnerId: r.partner_id,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      currency: r.currency,
      approvedCommission: f.approved_commission,
      bonus: f.bonus,
      arrears: f.arrears,
      vat: f.vat,
      total: f.total,
    };
  });
}

/**
 * The record of a period, or null. Records are per partner: with `partnerId` that partner's; without
 * it a record of the period that is not locked if there is one (so `locked` means all of it is).
 */
export async function recordFor(
  db: Queryable,
  brandId: number,
  periodStart: string,
  periodEnd: string,
  partnerId?: number,
): Promise<{ id: number; status: CrossCheckStatus } | null> {
  // a record that is not locked first: the period reads locked only when all of it is
  const { rows } = await db.query<{ id: number; status: CrossCheckStatus }>(
    `SELECT id::int, status FROM cross_checks
      WHERE brand_id = $1 AND period_start = $2 AND period_end = $3 AND ($4::bigint IS NULL OR partner_id = $4)
      ORDER BY status = 'locked', partner_id, id LIMIT 1`,
    [brandId, periodStart, periodEnd, partnerId ?? null],
  );
  return rows[0] ?? null;
}
