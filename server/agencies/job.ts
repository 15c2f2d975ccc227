import { AGENCY_REMINDER_DAYS } from '../../src/domain/agencies/enums.ts';
import type { Db } from '../db/pool.ts';
import { expireEndedContracts, remindEndingContracts } from './contracts.ts';

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
