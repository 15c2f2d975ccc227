import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { UPLOAD_SWEEP_INTERVAL_MS, uploadSweepJob } from '../files/job.ts';
import { RATE_LIMIT_SWEEP_INTERVAL_MS, rateLimitSweepJob } from '../http/rate-limit.ts';
import { OFFER_JOB_INTERVAL_MS, offerScheduleJob } from '../offers/job.ts';
import { CONTRACT_JOB_INTERVAL_MS, contractExpiryJob } from '../partners/job.ts';
import { AGENCY_CONTRACT_JOB_INTERVAL_MS, agencyContractJob } from '../agencies/job.ts';
import { SUGGESTION_REFRESH_INTERVAL_MS, suggestionRefreshJob } from '../markets/job.ts';
import { TIMEZONE_JOB_INTERVAL_MS, timezoneJob } from '../profile/job.ts';
import { CLICK_UNIQUES_SWEEP_INTERVAL_MS, clickUniquesSweepJob } from '../tracking/commit/uniques.ts';
import { PRODUCT_SYNC_JOB_INTERVAL_MS, productSyncJob } from '../products/sync-job.ts';
import { INVOICE_JOB_INTERVAL_MS, invoiceJob } from '../invoices/job.ts';
import { CROSS_CHECK_JOB_INTERVAL_MS, crossCheckJob } from '../cross-check/job.ts';
import { createStorage } from '../storage/select.ts';
import { startWebhookWorker } from '../webhooks/worker.ts';
import { ensureQueue, type Queue } from '../queue/queue.ts';
import type { Job } from './runner.ts';

/**
 * Every piece of timed work of the server, with how often it runs, and every queue worker.
 * main.ts starts them on the pg-boss queue (JOBS=0 turns them off); route files never do. Tests
 * run a job themselves through createJobRunner with a manual clock, so the API test app starts none.
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
    { job: agencyContractJob(db), everyMs: AGENCY_CONTRACT_JOB_INTERVAL_MS },
    { job: rateLimitSweepJob(db), everyMs: RATE_LIMIT_SWEEP_INTERVAL_MS },
    { job: clickUniquesSweepJob(db), everyMs: CLICK_UNIQUES_SWEEP_INTERVAL_MS },
    { job: suggestionRefreshJob(db), everyMs: SUGGESTION_REFRESH_INTERVAL_MS },
    { job: productSyncJob(db, config), everyMs: PRODUCT_SYNC_JOB_INTERVAL_MS },
    { job: invoiceJob(db), everyMs: INVOICE_JOB_INTERVAL_MS },
    { job: crossCheckJob(db), everyMs: CROSS_CHECK_JOB_INTERVAL_MS },
  ];
}

/**
 * The cron line of an interval. pg-boss schedules by cron, to the minute, so an interval must be
 * whole minutes that divide an hour, or whole hours that divide a day.
 */
export function cronEvery(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes === 1) return '* * * * *';
  if (Number.isInteger(minutes) && minutes < 60 && 60 % minutes === 0) return `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (hours === 1) return '0 * * * *';
  if (Number.isInteger(hours) && hours < 24 && 24 % hours === 0) return `0 */${hours} * * *`;
  throw new Error(`no cron line for an interval of ${ms} ms`);
}

/**
 * Schedules each job on the queue and works it here. pg-boss sends one job per cron slot for the
 * whole cluster (a singleton per minute), so several server processes run each tick once; a run
 * that fails is logged, not retried — the next tick does the due work again.
 */
export async function startJobs(boss: Queue, db: Db, config: Config, jobs: readonly ScheduledJob[], log: FastifyBaseLogger): Promise<void> {
  for (const { job, everyMs } of jobs) {
    await ensureQueue(boss, job.name, { policy: 'singleton', retryLimit: 0 });
    await boss.schedule(job.name, cronEvery(everyMs));
    await boss.work(job.name, async () => {
      try {
        await job.run(new Date());
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed');
      }
    });
  }
  await startWebhookWorker(boss, db, log, config);
}
