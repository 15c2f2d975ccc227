import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { backgroundJobs, cronEvery } from './list.ts';

// the jobs only query when they run; building the list must not touch the database
const db = {} as Db;

describe('the list of background jobs', () => {
  it('names every job once, each with an interval pg-boss can schedule', () => {
    const jobs = backgroundJobs(db, testConfig());
    const names = jobs.map((j) => j.job.name);
    expect(names).toEqual([
      'offers.schedule',
      'profile.applyDueTimezones',
      'files.sweepExpiredUploads',
      'partners.contract-expiry',
      'agencies.contract-clock',
      'http.sweepRateLimits',
      'tracking.sweepClickUniques',
      'markets.suggestion-refresh',
      'products.api-sync',
      'invoices.clock',
      'cross-check.clock',
    ]);
    for (const j of jobs) expect(() => cronEvery(j.everyMs)).not.toThrow();
  });

  it('turns intervals into cron lines and refuses those cron cannot say', () => {
    expect(cronEvery(60_000)).toBe('* * * * *');
    expect(cronEvery(5 * 60_000)).toBe('*/5 * * * *');
    expect(cronEvery(60 * 60_000)).toBe('0 * * * *');
    expect(cronEvery(6 * 60 * 60_000)).toBe('0 */6 * * *');
    expect(() => cronEvery(90_000)).toThrow(/no cron line/);
    expect(() => cronEvery(7 * 60_000)).toThrow(/no cron line/);
    expect(() => cronEvery(30_000)).toThrow(/no cron line/);
  });
});
