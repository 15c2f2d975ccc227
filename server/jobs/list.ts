import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { UPLOAD_SWEEP_INTERVAL_MS, uploadSweepJob } from '../files/job.ts';
import { RATE_LIMIT_SWEEP_INTERVAL_MS, rateLimitSweepJob } from '../http/rate-limit.ts';
import { OFFER_JOB_INTERVAL_MS, offerScheduleJob } from '../offers/job.ts';
import { CONTRACT_JOB_INTERVAL_MS, contractExpiryJob } from '../partners/job.ts';
import { TIMEZONE_JOB_INTERVAL_MS, timezoneJob } from '../profile/job.ts';
import { CLICK_UNIQUES_SWEEP_INTERVAL_MS, clickUniquesSweepJob } from '../tracking/commit/uniques.ts';
import { createStorage } from '../storage/select.ts';
import { createJobRunner, type Job } from './runner.ts';

/**
 * Every background job of the server, with how often it runs. main.ts starts them (JOBS=0 turns
 * them off); route files never do. Tests run a job themselves through createJobRunner with a
 * manual clock, so the API test app starts none.
 */
export interface ScheduledJob {
  job: Job;
  everyMs: number;
}

export function backgroundJobs(db: Db, config: Config): ScheduledJob[] {
  return [
    { job: offerScheduleJob(db), everyMs: OFFER_JOB_INTERVAL_MS },
    { job: timezoneJob(db), everyMs: TIMEZONE_JOB_INTERVAL_MS },
    { job: uploadSweepJob(db, createStorage(config)), everyMs: UPLOAD_SWEEP_INTERVAL_MS },
    { job: contractExpiryJob(db), everyMs: CONTRACT_JOB_INTERVAL_MS },
    { job: rateLimitSweepJob(db), everyMs: RATE_LIMIT_SWEEP_INTERVAL_MS },
    { job: clickUniquesSweepJob(db), everyMs: CLICK_UNIQUES_SWEEP_INTERVAL_MS },
  ];
}

/** Starts each job on its own interval; the returned stop waits for runs in flight. */
export function startJobs(jobs: readonly ScheduledJob[], log: FastifyBaseLogger): { stop(): Promise<void> } {
  const runners = jobs.map(({ job, everyMs }) => {
    const runner = createJobRunner({ jobs: [job], onError: (name, error) => log.error({ err: error, job: name }, 'job failed') });
    runner.start(everyMs);
    return runner;
  });
  return { stop: async () => void (await Promise.all(runners.map((r) => r.stop()))) };
}
