import { AGENCY_REMINDER_DAYS } from '../../src/domain/agencies/enums.ts';
import { inTransaction, type Db, type Queryable } from '../db/pool.ts';
import { changeAgencyContract, COLUMNS, notifyBrand, type StoredContract } from './contracts.ts';

export const AGENCY_CONTRACT_JOB = 'agencies.contract-clock';
export const AGENCY_CONTRACT_JOB_INTERVAL_MS = 60_000;

/**
 * The agency contracts' clock, every minute: the brand is reminded once when a contract in force
 * ends within 3 days (spec 3 §4), and a contract whose end passed expires (the agency's access ends).
 */
export function agencyContractJob(db: Db) {
  return {
    name: AGENCY_CONTRACT_JOB,
    // handled = reminders raised + contracts expired
    run: async (now: Date) => (await remindEndingContracts(db, now, AGENCY_REMINDER_DAYS)) + (await expireEndedContracts(db, now)),
  };
}

/** The reminder of spec 3 §4, once per contract: in force and ending within `days`. */
export async function remindEndingContracts(db: Queryable, now: Date, days: number): Promise<number> {
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<StoredContract>(
      `UPDATE agency_contracts c SET reminded_at = $1
        WHERE status IN ('approved', 'termination_requested') AND reminded_at IS NULL AND end_at > $1 AND end_at <= $1 + make_interval(days => $2)
        RETURNING ${COLUMNS}`,
      [now, days],
    );
    for (const c of rows) await notifyBrand(tx, c, { agency_action: 'ending_soon', end_date: c.end_at! });
    return rows.length;
  });
}

/** Expires every contract in force whose end passed; returns how many. */
export async function expireEndedContracts(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ id: number; brand_id: number }>(
    `SELECT id, brand_id FROM agency_contracts WHERE status IN ('approved', 'termination_requested') AND end_at <= $1 ORDER BY id LIMIT 1000`,
    [now],
  );
  for (const r of rows) await changeAgencyContract(db, r.brand_id, r.id, 'expire', now);
  return rows.length;
}
