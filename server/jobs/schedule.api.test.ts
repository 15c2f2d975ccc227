import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../tests/support/api/app.ts';
import { testConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { createPool, type Db } from '../db/pool.ts';
import { cronEvery, startJobs } from './list.ts';
import { enqueue, startQueue, type Queue } from '../queue/queue.ts';

const log = { error: vi.fn(), debug: vi.fn() } as unknown as Parameters<typeof startJobs>[4];

describe('the pg-boss job queue on our database', () => {
  let db: Db | undefined;
  let boss: Queue | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await boss?.stop({ graceful: false, close: false });
    await db?.end();
    await drop?.();
  });

  it('installs its schema beside the migrations, schedules every listed job and runs it when its job arrives', async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    db = createPool(database.url);
    await migrate(db);
    boss = await startQueue(db, { schedule: true, supervise: false, pollingIntervalSeconds: 0.5 });
    expect(await boss.isInstalled()).toBe(true);

    const runs: Date[] = [];
    const job = { name: 'test.tick', run: async (now: Date) => (runs.push(now), 1) };
    await startJobs(boss, db, testConfig(), [{ job, everyMs: 5 * 60_000 }], log);

    const schedules = await boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toEqual([['test.tick', cronEvery(5 * 60_000)]]);
    // a cron slot sends exactly this job; sending it by hand stands in for the clock reaching the slot
    await enqueue(db, 'test.tick', {});
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000, interval: 100 });
  });

  it('enqueues through a transaction: a rolled-back change leaves no job', async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    db = createPool(database.url);
    await migrate(db);
    boss = await startQueue(db, { schedule: false, supervise: false });
    await boss.createQueue('test.tx');
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      await enqueue(client, 'test.tx', { n: 1 });
      await client.query('ROLLBACK');
      await client.query('BEGIN');
      await enqueue(client, 'test.tx', { n: 2 });
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const jobs = await boss.fetch<{ n: number }>('test.tx', { batchSize: 10 });
    expect(jobs.map((j) => j.data.n)).toEqual([2]);
  });
});
