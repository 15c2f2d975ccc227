import type { Db } from '../db/pool.ts';
import type { StoragePort } from '../storage/port.ts';
import { sweepExpiredUploads } from './service.ts';

export const UPLOAD_SWEEP_JOB = 'files.sweepExpiredUploads';
/** Expired forms only cost a row and maybe an orphan object, so a slow sweep is fine. */
export const UPLOAD_SWEEP_INTERVAL_MS = 5 * 60_000;

/** Removes presigned uploads never confirmed (and their objects) once their form has expired. */
export function uploadSweepJob(db: Db, storage: StoragePort) {
  return { name: UPLOAD_SWEEP_JOB, run: (now: Date) => sweepExpiredUploads(db, storage, undefined, now) };
}
