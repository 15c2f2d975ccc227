import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/api/app.ts';
import type { Db } from '../db/pool.ts';
import { startQueue, type Queue } from './queue.ts';
import { V10_SCHEMA } from './upgrade-v10.ts';

/**
 * A database that ran pg-boss 10 (its own schema, installed from pg-boss 10.4.2's construction SQL,
 * queues made by its own create_queue function, jobs in each state) upgraded by starting pg-boss 12
 * through startQueue (decision 060).
 */
const V10_SQL = readFileSync(path.resolve(import.meta.dirname, '../../tests/support/fixtures/pgboss-v10-schema.sql'), 'utf8');
const DELIVER = 'webhooks.deliver';
const CRON = 'offers.schedule';
const ids = {
  created: '00000000-0000-4000-8000-000000000001',
  retry: '00000000-0000-4000-8000-000000000002',
  active: '00000000-0000-4000-8000-000000000003',
  completed: '00000000-0000-4000-8000-000000000004',
  cron: '00000000-0000-4000-8000-000000000005',
};
const later = new Date(Date.now() + 3_600_000);

let db: Db;
let close: () => Promise<void>;
let boss: Queue | undefined;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await db.query(V10_SQL);
  await db.query(`SELECT pgboss.create_queue($1, $2)`, [
    DELIVER,
    { policy: 'standard', retryLimit: 8, retryDelay: 30, retryBackoff: true },
  ]);
  await db.query(`SELECT pgboss.create_queue($1, $2)`, [CRON, { policy: 'singleton', retryLimit: 0 }]);
  await db.query(`SELECT pgboss.create_queue('__pgboss__send-it', '{"policy":"standard"}')`);
  // as pg-boss 10 leaves them: a delivery never tried (due in an hour), one that failed twice and
  // waits for its third try (retry_count 1 after its second fetch), one cut off mid-attempt, one done
  await db.query(
    `INSERT INTO pgboss.job (id, name, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, started_on, policy)
     VALUES ($1, $6, '{"deliveryId": 1}', 'created', 8, 0, 30, true, $7, NULL, 'standard'),
            ($2, $6, '{"deliveryId": 2}', 'retry', 8, 1, 30, true, now() - interval '1 minute', now() - interval '2 minutes', 'standard'),
            ($3, $6, '{"deliveryId": 3}', 'active', 8, 3, 30, true, now() - interval '5 minutes', now() - interval '1 minute', 'standard'),
            ($4, $6, '{"deliveryId": 4}', 'completed', 8, 0, 30, true, now() - interval '1 hour', now() - interval '1 hour', 'standard'),
            ($5, $8, NULL, 'created', 0, 0, 0, false, now(), NULL, 'singleton'),
            (gen_random_uuid(), '__pgboss__send-it', '{}', 'created', 0, 0, 0, false, now(), NULL, 'standard')`,
    [ids.created, ids.retry, ids.active, ids.completed, ids.cron, DELIVER, later, CRON],
  );
  boss = await startQueue(db, { schedule: false, supervise: false });
});
afterAll(async () => {
  await boss?.stop({ graceful: false, close: false });
  await close?.();
});

describe('starting pg-boss 12 on a database pg-boss 10 ran', () => {
  it('installs pg-boss 12 in `pgboss` and leaves no old schema behind', async () => {
    expect(await boss!.schemaVersion()).toBeGreaterThan(24);
    const { rows } = await db.query(`SELECT to_regnamespace($1) AS aside`, [V10_SCHEMA]);
    expect(rows[0].aside).toBeNull();
  });

  it('keeps each queue with its options', async () => {
    expect(await boss!.getQueue(DELIVER)).toMatchObject({
      name: DELIVER,
      policy: 'standard',
      retryLimit: 8,
      retryDelay: 30,
      retryBackoff: true,
    });
    expect(await boss!.getQueue(CRON)).toMatchObject({ name: CRON, policy: 'singleton', retryLimit: 0 });
  });

  it('carries every unfinished job with its id, data, start time and the retries it had left; not the finished one', async () => {
    const jobs = await boss!.findJobs<{ deliveryId: number }>(DELIVER);
    const byId = new Map(jobs.map((j) => [j.id, j]));
    expect([...byId.keys()].sort()).toEqual([ids.created, ids.retry, ids.active]);
    expect(byId.get(ids.created)).toMatchObject({ data: { deliveryId: 1 }, state: 'created', retryLimit: 8, retryBackoff: true });
    expect(byId.get(ids.created)!.startAfter.getTime()).toBe(later.getTime());
    // 9 attempts in all; 2 failed: 6 retries after the next attempt
    expect(byId.get(ids.retry)).toMatchObject({ data: { deliveryId: 2 }, retryLimit: 6 });
    // cut off in its 4th attempt, which runs again now: 5 retries after it
    expect(byId.get(ids.active)).toMatchObject({ data: { deliveryId: 3 }, state: 'created', retryLimit: 5 });
    expect(byId.get(ids.active)!.startAfter.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await boss!.findJobs(CRON)).map((j) => j.id)).toEqual([ids.cron]);
  });

  it('hands the carried jobs to a worker as any other', async () => {
    const fetched = await boss!.fetch<{ deliveryId: number }>(DELIVER, { batchSize: 10 });
    expect(fetched.map((j) => j.data.deliveryId).sort()).toEqual([2, 3]);
  });

  it('is done once: a second start finds pg-boss 12 in place and carries nothing again', async () => {
    const second = await startQueue(db, { schedule: false, supervise: false });
    try {
      expect((await second.findJobs(DELIVER)).map((j) => j.id).sort()).toEqual([ids.created, ids.retry, ids.active]);
    } finally {
      await second.stop({ graceful: false, close: false });
    }
  });
});
