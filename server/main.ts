import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { LockHeldError } from './db/lock.ts';
import { grantQueueToAppRole, openAppPool } from './db/app-role.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase, type OpenedDatabase } from './db/open.ts';
import type { Db } from './db/pool.ts';
import { demoExists, demoSignInLines, seedDemo } from './demo/seed.ts';
import { DEMO_TRAFFIC_DAYS } from './demo/traffic.ts';
import { seedDemoTrafficApart } from './demo/traffic-process.ts';
import { backgroundJobs, startJobs } from './jobs/list.ts';
import { QUEUE_SCHEMA, startQueue, type Queue } from './queue/queue.ts';
import { ensureWebhookQueue } from './webhooks/worker.ts';

/**
 * Demo data: on the first start of the embedded database (an empty workspace) unless DEMO=0;
 * with DATABASE_URL only when DEMO=1.
 */
async function shouldSeed(config: Config, opened: OpenedDatabase, db: Db): Promise<boolean> {
  if (config.demo !== undefined) return config.demo;
  if (!opened.embedded) return false;
  const { rowCount } = await db.query('SELECT 1 FROM brand_users LIMIT 1');
  return !rowCount;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const pgLog = logger.child({ component: 'postgres' });

  let opened: OpenedDatabase;
  try {
    opened = await openDatabase(config, (m) => pgLog.debug(m));
  } catch (error) {
    if (error instanceof LockHeldError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const { db } = opened;

  let closing = false;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let queue: Queue | undefined;
  /** the least-privileged pool requests and jobs run on (decision 075); the owner's when there is no app role */
  let appDb: Db | null = null;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // Force the exit if something hangs, but give in-flight requests and PostgreSQL time first.
    setTimeout(() => process.exit(1), 15_000).unref();
    try {
      // waits for jobs in flight (stop resolves once they are done or the timeout passed); an
      // unfinished one is picked up again after its expiry (pg-boss)
      await queue?.stop({ graceful: true, close: false, timeout: 10_000 });
      await app?.close();
      await appDb?.end();
      await opened.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

  try {
    const applied = await migrate(db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    if (await shouldSeed(config, opened, db)) {
      const { created } = await seedDemo(db);
      if (created.length) {
        logger.info({ created }, 'demo workspace seeded');
        if (config.demoClicks > 0) {
          logger.info({ clicks: config.demoClicks, days: DEMO_TRAFFIC_DAYS }, 'sending demo traffic through the tracking endpoints');
          // in a process of its own: the traffic's garbage and caches leave with it (decision 070)
          const r = await seedDemoTrafficApart(db, opened.url, config.demoClicks, logger);
          logger.info(
            { clicks: r.clicks, tracked: r.clicksTracked, postbacks: r.postbacks, seconds: Math.round(r.seconds), role: r.role },
            'demo traffic sent',
          );
        }
      }
    }
    // the job queue (pg-boss, schema pgboss) exists before any request can enqueue into it
    queue = await startQueue(db, { schedule: config.jobs, supervise: config.jobs }, (m) => logger.info(m));
    queue.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await ensureWebhookQueue(queue);
    await grantQueueToAppRole(db, QUEUE_SCHEMA);
    // migrations, seed and pg-boss's own schema ran as the owner; requests and jobs run as the app role
    appDb = await openAppPool(db, opened.url);
    if (appDb) appDb.on('error', (error) => pgLog.debug(`database pool: ${error.message}`));
    else logger.warn('no app role (the database owner may not create roles): the server runs as the owner (decision 075)');
    const serving = appDb ?? db;
    app = await buildApp({ db: serving, config, logger });
    await app.listen({ port: config.port, host: config.host });
    // every background job and queue worker, from its one list; JOBS=0 turns them off
    if (config.jobs) await startJobs(queue, serving, config, backgroundJobs(serving, config), logger);
  } catch (error) {
    logger.error({ err: error }, 'start failed');
    await appDb?.end().catch(() => undefined);
    await opened.close().catch(() => undefined);
    process.exit(1);
  }

  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `Brand Console is running at http://${shownHost}:${config.port}`,
    opened.embedded ? `Database: embedded PostgreSQL (data in ${config.dataDir}/pg)` : 'Database: DATABASE_URL',
  ];
  if (await demoExists(db)) lines.push(...demoSignInLines());
  console.log(lines.join('\n') + '\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
