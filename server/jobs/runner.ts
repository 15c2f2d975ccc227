import { systemClock, type Clock } from '../db/clock.ts';

/**
 * A job is a function of the current time that does whatever is due and returns how many items
 * it handled. Jobs must be idempotent and safe to run on several server processes at once (they
 * claim rows with `FOR UPDATE SKIP LOCKED` or conditional updates). In the server pg-boss runs
 * them on their schedules (list.ts); tests run them here, once, at a manual clock's time.
 */
export interface Job {
  name: string;
  run(now: Date): Promise<number>;
}

export interface JobRunnerOptions {
  jobs: readonly Job[];
  clock?: Clock;
  /** reports a failed run; the runner keeps going */
  onError?: (job: string, error: unknown) => void;
}

export interface JobRunner {
  /** Runs every job once at the clock's time; returns handled counts by job name. */
  runDue(): Promise<Record<string, number>>;
}

export function createJobRunner({ jobs, clock = systemClock, onError = () => undefined }: JobRunnerOptions): JobRunner {
  return {
    async runDue() {
      const now = clock.now();
      const out: Record<string, number> = {};
      for (const job of jobs) {
        try {
          out[job.name] = await job.run(now);
        } catch (error) {
          onError(job.name, error);
          out[job.name] = 0;
        }
      }
      return out;
    },
  };
}
