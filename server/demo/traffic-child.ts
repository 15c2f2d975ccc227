import pino from 'pino';
import { loadConfig } from '../config.ts';
import { createPool } from '../db/pool.ts';
import { seedDemoTraffic } from './traffic.ts';

/**
 * Entry of the demo traffic process (traffic-process.ts): DATABASE_URL and DEMO_CLICKS come from
 * the server that forked it; the report goes back over IPC, and the process exits with everything
 * it allocated.
 */
async function run(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const db = createPool(config.databaseUrl!);
  db.on('error', (error) => logger.warn({ err: error }, 'demo traffic: database pool'));
  try {
    const r = await seedDemoTraffic(db, config, { clicks: config.demoClicks, logger });
    // the role the traffic was written as: the app role's, not the owner's (traffic-process.ts)
    const role = (await db.query<{ role: string }>('SELECT current_user AS role')).rows[0]!.role;
    const report = { clicks: r.clicks, clicksTracked: r.clicksTracked, postbacks: r.postbacks, seconds: r.seconds, role };
    await new Promise<void>((resolve, reject) => process.send!(report, (error: Error | null) => (error ? reject(error) : resolve())));
  } finally {
    await db.end();
  }
}

run().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
