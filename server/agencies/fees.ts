import type { Queryable } from '../db/pool.ts';

/** An agency contract's performance fee in force on a day. */
export interface PerformanceFee {
  contract_id: number;
  agency_id: number;
  agency_name: string;
  /** decimal string, percent of the approved commission (0.01–100) */
  percent: string;
}

/**
 * The performance fees of brand `brandId`'s agency contracts in force on `day` ("YYYY-MM-DD", UTC),
 * for the money area (invoices of type platform, decision 092): beside `retainersDue`, the other door
 * to this area's fees. In force as there: signed, started on or before the day, not ended, terminated
 * or expired before it.
 */
export async function performanceFeesOn(db: Queryable, brandId: number, day: string): Promise<PerformanceFee[]> {
  const { rows } = await db.query<PerformanceFee>(
    `SELECT c.id::int AS contract_id, c.agency_id::int AS agency_id, a.name AS agency_name, c.performance_fee_percent::text AS percent
       FROM agency_contracts c JOIN agencies a ON a.id = c.agency_id
      WHERE c.brand_id = $1 AND c.performance_fee_percent IS NOT NULL AND c.signed_at IS NOT NULL
        AND c.status IN ('approved', 'termination_requested', 'terminated', 'expired')
        AND (GREATEST(c.start_at, c.signed_at) AT TIME ZONE 'UTC')::date <= $2::date
        AND COALESCE((LEAST(c.end_at, c.terminated_at, CASE WHEN c.status = 'expired' THEN c.updated_at END) AT TIME ZONE 'UTC')::date > $2::date, true)
      ORDER BY c.id`,
    [brandId, day],
  );
  return rows;
}

/** Every brand with a signed agency contract that bills a retainer (the retainer invoices job's round). */
export async function brandsWithRetainers(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT brand_id::int AS id FROM agency_contracts WHERE retainer_fee IS NOT NULL AND signed_at IS NOT NULL ORDER BY 1`,
  );
  return rows.map((r) => r.id);
}
