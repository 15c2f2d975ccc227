import type { JobInsert, PgBoss, QueuePolicy } from 'pg-boss';
import { withTransaction, type Db, type Queryable } from '../db/pool.ts';

/**
 * From pg-boss 10 to 12 (decision 060). pg-boss 11 rewrote its schema and does not migrate the
 * `pgboss` schema of pg-boss 10 (schema version 24): 12's first migration starts from 25 and its
 * start refuses anything older. A database that ran pg-boss 10 (`npm start`'s `.data`, any deployment)
 * therefore goes through two steps, both under the queue's install lock (server/queue/queue.ts):
 *  1. before pg-boss 12 starts, the old schema is renamed `pgboss_v10`, so 12 installs its own;
 *  2. once it has, every job the old schema had not finished (created, retry, active) is written
 *     into its queue of the new schema — created with the old queue's options when missing, with
 *     the same id, data, priority, start time and the retries it had left — and the old schema is
 *     dropped, in one transaction: a crash before the commit leaves `pgboss_v10` for the next start.
 * Schedules are not carried: `startJobs` sets every cron line again at each start. Completed and
 * failed jobs (history pg-boss would delete after its retention) are not carried either.
 */
export const V10_SCHEMA = 'pgboss_v10';
/** pg-boss 10's schema version (pg-boss 10.x, version.json); 11 started at 25. */
const V10_SCHEMA_VERSION = 24;

/** Step 1: moves a pg-boss ≤ 10 `pgboss` schema aside. Answers whether it moved one. */
export async function setAsideV10Schema(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ installed: boolean; aside: boolean }>(
    `SELECT to_regclass('pgboss.version') IS NOT NULL AS installed, to_regnamespace('${V10_SCHEMA}') IS NOT NULL AS aside`,
  );
  if (!rows[0]!.installed) return false;
  const version = (await q.query<{ version: number }>('SELECT max(version)::int AS version FROM pgboss.version')).rows[0]?.version ?? 0;
  if (version > V10_SCHEMA_VERSION) return false;
  if (rows[0]!.aside)
    throw new Error(
      `both pgboss (pg-boss schema ${version}) and ${V10_SCHEMA} exist: an earlier upgrade did not finish; keep the one with the unfinished jobs`,
    );
  await q.query(`ALTER SCHEMA pgboss RENAME TO ${V10_SCHEMA}`);
  return true;
}

interface V10Job {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  state: 'created' | 'retry' | 'active';
  retry_limit: number;
  retry_count: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date;
  singleton_key: string | null;
  expire_seconds: number;
}

interface V10Queue {
  name: string;
  policy: string | null;
  retry_limit: number | null;
  retry_delay: number | null;
  retry_backoff: boolean | null;
  expire_seconds: number | null;
}

/**
 * The retries a carried job has left. pg-boss 10 allows retry_limit + 1 attempts and counts one in
 * retry_count each time a job that had started is fetched again; a job in `retry` has failed
 * retry_count + 1 attempts, a `created` one none, an `active` one was cut off mid-attempt (that
 * attempt is run again). pg-boss 12 allows retryLimit + 1 attempts of the new job.
 */
export function retriesLeft(job: Pick<V10Job, 'state' | 'retry_limit' | 'retry_count'>): number {
  return Math.max(0, job.retry_limit - job.retry_count - (job.state === 'retry' ? 1 : 0));
}

/** Step 2: carries the unfinished jobs of `pgboss_v10` over into the started pg-boss 12 and drops it. Answers how many. */
export async function carryOverV10Jobs(boss: PgBoss, db: Db): Promise<number> {
  const aside = await db.query<{ aside: boolean }>(`SELECT to_regnamespace('${V10_SCHEMA}') IS NOT NULL AS aside`);
  if (!aside.rows[0]!.aside) return 0;
  const { rows: jobs } = await db.query<V10Job>(
    `SELECT id, name, data, priority, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, singleton_key,
            extract(epoch FROM expire_in)::int AS expire_seconds
       FROM ${V10_SCHEMA}.job
      WHERE state IN ('created', 'retry', 'active') AND name NOT LIKE '\\_\\_pgboss\\_\\_%'
      ORDER BY name, created_on, id`,
  );
  const names = [...new Set(jobs.map((j) => j.name))];
  const { rows: queues } = await db.query<V10Queue>(
    `SELECT name, policy, retry_limit, retry_delay, retry_backoff, expire_seconds FROM ${V10_SCHEMA}.queue WHERE name = ANY($1)`,
    [names],
  );
  for (const q of queues) {
    if (await boss.getQueue(q.name)) continue;
    await boss.createQueue(q.name, {
      ...(q.policy ? { policy: q.policy as QueuePolicy } : {}),
      ...(q.retry_limit !== null ? { retryLimit: q.retry_limit } : {}),
      ...(q.retry_delay !== null ? { retryDelay: q.retry_delay } : {}),
      ...(q.retry_backoff !== null ? { retryBackoff: q.retry_backoff } : {}),
      ...(q.expire_seconds ? { expireInSeconds: q.expire_seconds } : {}),
    });
  }
  await withTransaction(db, async (tx) => {
    const through = { db: { executeSql: (text: string, values?: unknown[]) => tx.query(text, values) } };
    for (const name of names) {
      const carried: JobInsert[] = jobs
        .filter((j) => j.name === name)
        .map((j) => ({
          id: j.id,
          data: j.data ?? {},
          priority: j.priority,
          retryLimit: retriesLeft(j),
          retryDelay: j.retry_delay,
          retryBackoff: j.retry_backoff,
          // an attempt cut off mid-run starts again at once
          ...(j.state === 'active' ? {} : { startAfter: j.start_after }),
          ...(j.singleton_key ? { singletonKey: j.singleton_key } : {}),
          ...(j.expire_seconds > 0 ? { expireInSeconds: j.expire_seconds } : {}),
        }));
      await boss.insert(name, carried, through);
    }
    await tx.query(`DROP SCHEMA ${V10_SCHEMA} CASCADE`);
  });
  return jobs.length;
}
