import type { Db } from '../db/pool.ts';
import { applyDueTimezones } from './service.ts';

/** How often the pending time-zone job looks for due changes. */
export const TIMEZONE_JOB_INTERVAL_MS = 60_000;

/** Applies pending time-zone changes whose 24 hours have passed. */
export function timezoneJob(db: Db) {
  return { name: 'profile.applyDueTimezones', run: (now: Date) => applyDueTimezones(db, now) };
}
