import { AsyncLocalStorage } from 'node:async_hooks';
import {
  PgBoss,
  type Db as BossDb,
  type JobWithMetadata,
  type Queue as BossQueueOptions,
  type SendOptions as BossSendOptions,
} from 'pg-boss';
import type { Db, Queryable } from '../db/pool.ts';
import { carryOverV10Jobs, setAsideV10Schema } from './upgrade-v10.ts';

/**
 * The durable job queue: pg-boss 12 in its own `pgboss` schema of our database (decisions 037, 060).
 * It runs on our own pool (no second pool per process) and can write a job through any client,
 * so a feature enqueues inside the transaction of the change it reports: the job exists exactly
 * when the change does.
 */
export type Queue = PgBoss;
export type QueueJob<T> = JobWithMetadata<T>;
export type QueueOptions = Omit<BossQueueOptions, 'name'>;
export type SendOptions = Omit<BossSendOptions, 'db'>;

export const QUEUE_SCHEMA = 'pgboss';

/** pg-boss talks to a database through `executeSql`; this one runs it on our pool or a transaction. */
export function queueDb(q: Queryable): BossDb {
  return { executeSql: async (text, values) => q.query(text, values) };
}

export interface QueueSettings {
  /** run the cron timekeeper (schedules); off where JOBS=0 and in tests that only send */
  schedule: boolean;
  /** run pg-boss's maintenance (expiry, archive, retention) */
  supervise: boolean;
  /** seconds between a worker's polls; tests use 1 */
  pollingIntervalSeconds?: number;
}

/** Session advisory lock around pg-boss's install (server/db/migrate.ts uses another key). */
const QUEUE_INSTALL_LOCK_KEY = 7301042037;

/**
 * A started queue on `db`: installs or migrates the `pgboss` schema on the first start. Processes
 * starting together on a fresh database would both run pg-boss's `CREATE SCHEMA` and the second
 * fail (found by the two-process test), so starts are serialised by an advisory lock: the second
 * waits, then finds the schema in place. A schema pg-boss 10 left (which pg-boss 12 cannot migrate)
 * is set aside first and its unfinished jobs carried over once 12 has installed its own
 * (server/queue/upgrade-v10.ts).
 */
export async function startQueue(db: Db, settings: QueueSettings, log: (message: string) => void = () => undefined): Promise<Queue> {
  const boss = new PgBoss({ db: queueDb(db), schema: QUEUE_SCHEMA, migrate: true, ...settings });
  const client = await db.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [QUEUE_INSTALL_LOCK_KEY]);
    if (await setAsideV10Schema(client)) log('job queue: the pg-boss 10 schema moved aside to be carried over');
    await boss.start();
    const carried = await carryOverV10Jobs(boss, db);
    if (carried) log(`job queue: ${carried} unfinished job(s) of pg-boss 10 carried over, its schema dropped`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [QUEUE_INSTALL_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return boss;
}

/** Creates a queue unless it exists (its options stay those of the first creation). */
export async function ensureQueue(boss: Queue, name: string, options: QueueOptions = {}): Promise<void> {
  if (!(await boss.getQueue(name))) await boss.createQueue(name, options);
}

/**
 * Sending needs no started instance, only pg-boss's SQL: the job is written through the client the
 * caller hands in. pg-boss 12 first looks the queue up (once per name, then cached) through the
 * instance's own database; that look-up runs on the same client, found through this store.
 */
const sendingThrough = new AsyncLocalStorage<Queryable>();
const sender = new PgBoss({
  db: {
    executeSql: (text, values) => {
      const q = sendingThrough.getStore();
      return q ? q.query(text, values) : Promise.reject(new Error('send needs a client'));
    },
  },
  schema: QUEUE_SCHEMA,
});

/** Adds a job through `q` — inside the caller's transaction when `q` is its client. */
export async function enqueue(q: Queryable, name: string, data: object, options: SendOptions = {}): Promise<string | null> {
  return sendingThrough.run(q, () => sender.send(name, data, { ...options, db: queueDb(q) }));
}

/** Adds many jobs of one queue in one statement through `q` (the queue's retry settings apply). */
export async function enqueueMany(q: Queryable, name: string, data: readonly object[]): Promise<void> {
  if (data.length === 0) return;
  await sendingThrough.run(q, () =>
    sender.insert(
      name,
      data.map((d) => ({ data: d })),
      { db: queueDb(q) },
    ),
  );
}
