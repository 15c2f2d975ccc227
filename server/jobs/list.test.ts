import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { backgroundJobs, startJobs } from './list.ts';

// the jobs only query when they run; building the list must not touch the database
const db = {} as Db;
const log = { error: vi.fn() } as unknown as Parameters<typeof startJobs>[1];

describe('the list of background jobs', () => {
  afterEach(() => vi.useRealTimers());

  it('names every job once, each with a positive interval', () => {
    const jobs = backgroundJobs(db, testConfig());
    const names = jobs.map((j) => j.job.name);
    expect(names).toEqual([
      'offers.schedule',
      'profile.applyDueTimezones',
      'files.sweepExpiredUploads',
      'partners.contract-expiry',
      'http.sweepRateLimits',
    ]);
    expect(jobs.every((j) => j.everyMs > 0)).toBe(true);
  });

  it('runs each job on its own interval until stopped', async () => {
    vi.useFakeTimers();
    const runs: string[] = [];
    const job = (name: string) => ({ name, run: async () => (runs.push(name), 0) });
    const started = startJobs(
      [
        { job: job('fast'), everyMs: 1_000 },
        { job: job('slow'), everyMs: 3_000 },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs.filter((n) => n === 'fast')).toHaveLength(3);
    expect(runs.filter((n) => n === 'slow')).toHaveLength(1);
    await started.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toHaveLength(4);
  });
});
