import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { testConfig, type Config } from '../../../server/config.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { createPool, type Db } from '../../../server/db/pool.ts';
import { seedDemo } from '../../../server/demo/seed.ts';
import { features as defaultFeatures } from '../../../server/features.ts';
import type { Feature } from '../../../server/http/route.ts';
import { startWebhookQueue, stopQueue } from './webhooks.ts';

export { seedDemo };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** seed the demo workspace (owner@demo.test …) */
  demo?: boolean;
  /** extra route modules (test-only endpoints), registered after the real ones */
  features?: readonly Feature[];
  config?: Partial<Config>;
  /** install pg-boss's schema and the webhook delivery queue, which services enqueue into (no worker runs) */
  queue?: boolean;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh, migrated database of its own on the shared test server (tests never see each other's rows). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = inject('databaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  return {
    url: withDatabase(admin, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh database (createTestDatabase), migrated, with a pool on it; close ends the pool and drops it. */
export async function openTestDatabase(): Promise<{ url: string; db: Db; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const db = createPool(database.url);
  db.on('error', () => undefined); // dropping the database ends idle connections: not a failure
  await migrate(db);
  return {
    url: database.url,
    db,
    close: async () => {
      await db.end();
      await database.drop();
    },
  };
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const { db, close: closeDatabase } = await openTestDatabase();
  if (opts.demo) await seedDemo(db);
  if (opts.queue) await stopQueue(await startWebhookQueue(db, false));
  const app = await buildApp({
    db,
    config: testConfig(opts.config),
    features: [...defaultFeatures, ...(opts.features ?? [])],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await closeDatabase();
    },
  };
}
