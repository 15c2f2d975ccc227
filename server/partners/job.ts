import type { Db } from '../db/pool.ts';
import { expireDueContracts } from './contracts.ts';

export const CONTRACT_EXPIRY_JOB = 'partners.contract-expiry';
export const CONTRACT_JOB_INTERVAL_MS = 60_000;

/** Approved partner contracts whose end date passed become expired (spec 3 §4), checked every minute. */
export function contractExpiryJob(db: Db) {
  return { name: CONTRACT_EXPIRY_JOB, run: (now: Date) => expireDueContracts(db, now) };
}
