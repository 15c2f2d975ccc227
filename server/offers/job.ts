import { OFFER_STATUS, WORKING_MODE } from '../../src/domain/offers/enums.ts';
import { nextWorkingMode } from '../../src/machines/working-mode.ts';
import { withTransaction, type Db } from '../db/pool.ts';
import { scheduleWindow } from './checks.ts';
import { applyStatusEvent } from './status.ts';

export const OFFER_SCHEDULE_JOB = 'offers.schedule';
export const OFFER_JOB_INTERVAL_MS = 60_000;
/** statuses the schedule still moves */
const LIVE: number[] = [OFFER_STATUS.active, OFFER_STATUS.paused, OFFER_STATUS.pending];

interface Candidate {
  id: number;
  brand_id: number;
  name: string;
  status: number;
  pending_by_schedule: boolean;
  working_mode: number;
  start_date: string | null;
  end_date: string | null;
  time_zone: string;
}

/**
 * Moves offers by time (spec 2 §4): an offer whose end date passed in its own time zone is
 * deactivated; one waiting for its start date becomes active when the day arrives; a resumed offer
 * (working mode processing) becomes working. Each offer moves in its own transaction with the row
 * locked and re-read (SKIP LOCKED), so several servers can run the job at once.
 */
export function offerScheduleJob(db: Db) {
  return {
    name: OFFER_SCHEDULE_JOB,
    async run(now: Date): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM offers WHERE (status IN (${LIVE.join(', ')}) AND (end_date IS NOT NULL OR pending_by_schedule)) OR working_mode = ${WORKING_MODE.processing}`,
      );
      let moved = 0;
      for (const { id } of rows) {
        moved += await withTransaction(db, async (tx) => {
          const { rows: locked } = await tx.query<Candidate>(
            `SELECT id, brand_id, name, status, pending_by_schedule, working_mode, to_char(start_date, 'MM/DD/YYYY') AS start_date,
               to_char(end_date, 'MM/DD/YYYY') AS end_date, time_zone FROM offers WHERE id = $1 FOR UPDATE SKIP LOCKED`,
            [id],
          );
          const o = locked[0];
          if (!o) return 0;
          let n = 0;
          if (o.working_mode === WORKING_MODE.processing) {
            const mode = nextWorkingMode(o.working_mode, { type: 'mode.ready' });
            await tx.query('UPDATE offers SET working_mode = $2, updated_at = now() WHERE id = $1', [o.id, mode]);
            n = 1;
          }
          if (!LIVE.includes(o.status)) return n;
          const window = scheduleWindow(o, now);
          if (window === 'after')
            return (await applyStatusEvent(tx, o.brand_id, o, { type: 'schedule.expire' }, o.pending_by_schedule)) === null ? n : 1;
          if (window === 'within' && o.pending_by_schedule) {
            // pending → active; paused stays paused but no longer waits (Activate becomes possible)
            return (await applyStatusEvent(tx, o.brand_id, o, { type: 'schedule.start' }, true)) === null ? n : 1;
          }
          return n;
        });
      }
      return moved;
    },
  };
}
