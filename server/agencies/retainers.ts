import { retainerDueDates } from '../../src/domain/agencies/retainer.ts';
import type { RetainerFrequency } from '../../src/domain/agencies/enums.ts';
import type { Queryable } from '../db/pool.ts';

/** One retainer instalment a brand owes an agency. */
export interface RetainerDue {
  contract_id: number;
  agency_id: number;
  agency_name: string;
  /** "YYYY-MM-DD" (UTC) */
  due_date: string;
  /** decimal string, the contract's retainer fee */
  amount: string;
}

/**
 * The retainer instalments of brand `brandId` falling due from `periodStart` to `periodEnd` (UTC
 * days, both included), for the money area (invoices of type retainer): the one door to this area's
 * fees, so nothing else reads `agency_contracts`. An instalment counts when the contract was in force
 * on its due day — signed, started, not yet ended, terminated or expired.
 */
export async function retainersDue(db: Queryable, brandId: number, periodStart: string, periodEnd: string): Promise<RetainerDue[]> {
  const { rows } = await db.query<{
    id: number;
    agency_id: number;
    agency_name: string;
    retainer_fee: string;
    retainer_due_day: number | null;
    retainer_month_end: boolean;
    retainer_frequency: RetainerFrequency;
    from_day: string;
    until_day: string | null;
  }>(
    `SELECT c.id, c.agency_id, a.name AS agency_name, c.retainer_fee::text AS retainer_fee, c.retainer_due_day, c.retainer_month_end,
            c.retainer_frequency, to_char(GREATEST(c.start_at, c.signed_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS from_day,
            to_char(LEAST(c.end_at, c.terminated_at, CASE WHEN c.status = 'expired' THEN c.updated_at END) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS until_day
       FROM agency_contracts c JOIN agencies a ON a.id = c.agency_id
      WHERE c.brand_id = $1 AND c.retainer_fee IS NOT NULL AND c.signed_at IS NOT NULL
        AND c.status IN ('approved', 'termination_requested', 'terminated', 'expired')
      ORDER BY c.id`,
    [brandId],
  );
  const out: RetainerDue[] = [];
  for (const c of rows) {
    const from = c.from_day > periodStart ? c.from_day : periodStart;
    const dates = retainerDueDates(
      { due_day: c.retainer_due_day, month_end: c.retainer_month_end, frequency: c.retainer_frequency },
      from,
      periodEnd,
    ).filter((d) => c.until_day === null || d < c.until_day);
    for (const due_date of dates)
      out.push({ contract_id: c.id, agency_id: c.agency_id, agency_name: c.agency_name, due_date, amount: c.retainer_fee });
  }
  return out.sort((x, y) => x.due_date.localeCompare(y.due_date) || x.contract_id - y.contract_id);
}
