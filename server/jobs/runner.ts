import { systemClock, type Clock } from '../db/clock.ts';

/**
 * A tiny in-process job runner: each job is a function of the current time that does whatever is
 * due and returns how many items it handled. Jobs must be idempotent and safe to run on several
 * server processes at once (they claim rows with `FOR UPDATE SKIP LOCKED` or conditional updates),
 * so no leader election is needed. `runDue()` runs every job once (tests call it after moving the
 * clock); `start()` repeats that on an interval until `stop()`.
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
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createJobRunner({ jobs, clock = systemClock, onError = () => undefined }: JobRunnerOptions): JobRunner {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<unknown> | null = null;

  async function runDue(): Promise<Record<string, number>> {
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
  }

  return {
    runDue,
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        // never overlap runs: a slow run makes the next tick a no-op
        if (running) return;
        running = runDue().finally(() => (running = null));
      }, intervalMs);
      timer.unref?.();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
