import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { testConfig, type Config } from '../../../server/config.ts';
import { createPool, type Db } from '../../../server/db/pool.ts';
import { seedDemo } from '../../../server/demo/seed.ts';
import { features as defaultFeatures } from '../../../server/features.ts';
import type { Feature } from '../../../server/http/route.ts';
import { copyStrategy, templateDatabase, withAdmin, withDatabase, type TemplateKind } from './templates.ts';
import { servingPool } from './owner-pool.ts';
import { startWebhookQueue, stopQueue } from './webhooks.ts';

export { seedDemo };

export interface TestApp {
  app: FastifyInstance;
  /** the pool the app serves on: the least-privileged app role (decision 075) */
  db: Db;
  /** the same database as its owner: what a migration or pg-boss's install may do, never a request */
  owner: Db;
  /** base URL, e.g. http://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** with the demo workspace (owner@demo.test …): a copy of the run's demo template, seeded once by seedDemo */
  demo?: boolean;
  /** extra route modules (test-only endpoints), registered after the real ones */
  features?: readonly Feature[];
  /** real features swapped for a test's own build of them (a held background schedule) */
  replace?: ReadonlyMap<Feature, Feature>;
  config?: Partial<Config>;
  /** install pg-boss's schema and the webhook delivery queue, which services enqueue into (no worker runs) */
  queue?: boolean;
}

/** A fresh, EMPTY database of its own on the shared test server (the migration and queue tests start from nothing). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  return newDatabase(null);
}

async function newDatabase(template: TemplateKind | null): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const source = template ? await templateDatabase(template) : null;
  await withAdmin(async (admin) =>
    admin.query(`CREATE DATABASE ${name}${source ? ` TEMPLATE ${source} STRATEGY ${await copyStrategy(admin)}` : ''}`),
  );
  return {
    url: withDatabase(inject('databaseUrl'), name),
    drop: () => withAdmin((admin) => dropDatabase(admin, name)),
  };
}

/**
 * Drop a test database. A pool that has just ended may still have sessions on their way out: FORCE
 * would terminate them, and a client that is closing answers the server's "terminating connection"
 * with an uncaught error (seen after the queue tests). So wait up to a second for them to leave first;
 * sessions still there after it (a test that never closed its pool) are ended by FORCE.
 */
async function dropDatabase(admin: pg.ClientBase, name: string): Promise<void> {
  for (let waited = 0; waited < 1_000; waited += 50) {
    const { rows } = await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A fresh migrated database of its own (tests never see each other's rows), with a pool on it; with
 * `demo` the demo workspace is in it too. It is a copy of the run's template (tests/support/api/templates.ts):
 * the migrations and the demo seed ran once for the whole run. close ends the pool and drops it.
 */
export async function openTestDatabase(opts: { demo?: boolean } = {}): Promise<{ url: string; db: Db; close(): Promise<void> }> {
  const database = await newDatabase(opts.demo ? 'demo' : 'migrated');
  const db = createPool(database.url);
  db.on('error', () => undefined); // dropping the database ends idle connections: not a failure
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
  const { db: owner, url: ownerUrl, close: closeDatabase } = await openTestDatabase({ demo: opts.demo });
  // the app serves as the app role, exactly as `npm start` (server/main.ts); the test keeps that pool as t.db
  const { db, end: endServing } = await servingPool(owner, ownerUrl);
  if (opts.queue) await stopQueue(await startWebhookQueue(db, false));
  const app = await buildApp({
    db,
    config: testConfig(opts.config),
    features: [...defaultFeatures.map((f) => opts.replace?.get(f) ?? f), ...(opts.features ?? [])],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    db,
    owner,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await endServing();
      await closeDatabase();
    },
  };
}
