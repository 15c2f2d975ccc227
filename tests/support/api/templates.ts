import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../../../server/db/migrate.ts';
import { createPool } from '../../../server/db/pool.ts';
import { seedDemo } from '../../../server/demo/seed.ts';

/**
 * Template databases of a test run (decision 063). Every test database used to run the 25 migrations
 * (~1.5 s each under load) and every demo test app the demo seed (4–12 s); now the first test that
 * needs one builds the template once — migrated, or migrated and demo-seeded through the real
 * `seedDemo` — and every test database is a copy (`CREATE DATABASE x TEMPLATE y`, ~0.1 s). Each copy
 * is still a database of its own: tests never see each other's rows.
 */
export type TemplateKind = 'migrated' | 'demo';

/** Serialises template builds across the run's workers (any constant; one per purpose). */
const TEMPLATE_LOCK_KEY = 7_301_042_063;

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * The worker's connections to the server's `postgres` database, kept between calls: every test database's
 * create and drop opened one of its own (~240 a run), and a PostgreSQL connection costs its server ~25 ms of
 * CPU to start. One client is one session, so a caller's session-level advisory lock stays its own.
 */
let adminPool: pg.Pool | undefined;

function admins(): pg.Pool {
  if (!adminPool) {
    adminPool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 4, allowExitOnIdle: true });
    // an idle connection ended by the server (the run's teardown stops it) is nothing to report
    adminPool.on('error', () => {});
  }
  return adminPool;
}

export async function withAdmin<T>(work: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  const client = await admins().connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/** What goes into each template, on top of the one before it. */
const BUILD: Record<TemplateKind, { from: TemplateKind | null; fill(url: string): Promise<void> }> = {
  migrated: { from: null, fill: (url) => withPool(url, (db) => migrate(db)) },
  demo: { from: 'migrated', fill: (url) => withPool(url, (db) => seedDemo(db)) },
};

async function withPool(url: string, work: (db: ReturnType<typeof createPool>) => Promise<unknown>): Promise<void> {
  const db = createPool(url);
  try {
    await work(db);
  } finally {
    await db.end(); // a template must have no connections when it is copied or renamed
  }
}

const ready = new Map<TemplateKind, Promise<string>>();

/** The name of this run's template of `kind`, built by whichever worker asks first. */
export function templateDatabase(kind: TemplateKind): Promise<string> {
  let name = ready.get(kind);
  if (!name) {
    name = buildOnce(kind);
    ready.set(kind, name);
    name.catch(() => ready.delete(kind));
  }
  return name;
}

async function buildOnce(kind: TemplateKind): Promise<string> {
  const { from, fill } = BUILD[kind];
  const source = from ? await templateDatabase(from) : null;
  const name = `${inject('templatePrefix')}_${kind}`;
  return withAdmin(async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return name;
      // built under another name and renamed when complete: a worker that dies half-way leaves no template
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}${source ? ` TEMPLATE ${source} STRATEGY ${await copyStrategy(admin)}` : ''}`);
      await fill(withDatabase(inject('databaseUrl'), building));
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      // nobody may connect to it: a connection would block every copy
      await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}

let strategy: Promise<string> | undefined;
/**
 * FILE_COPY copies the template's files (fast without fsync, which the run's own cluster turns off);
 * on a server with fsync on it forces checkpoints that took up to 18 s, so WAL_LOG (the default) there.
 */
export function copyStrategy(admin: pg.ClientBase): Promise<string> {
  strategy ??= admin
    .query<{ fsync: string }>(`SELECT current_setting('fsync') AS fsync`)
    .then(({ rows }) => (rows[0]!.fsync === 'off' ? 'FILE_COPY' : 'WAL_LOG'));
  return strategy;
}
