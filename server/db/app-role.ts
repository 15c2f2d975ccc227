import { createHash } from 'node:crypto';
import type pg from 'pg';
import { createPool, withTransaction, type Db, type Queryable } from './pool.ts';

/**
 * The least-privileged role the server's requests and jobs run as (issue 25, decision 075). The
 * migrations, the demo seed, the ops CLI and pg-boss's own schema work run as the database's owner;
 * the app role only reads and writes rows: it owns nothing, so it cannot ALTER, TRUNCATE or drop a
 * table, nor disable a trigger, and on `audit_log` it holds SELECT and INSERT only (migration 031).
 *
 * One role per cluster (roles are cluster-wide): created once, by the first migration run that finds
 * it missing; every later run (each test database, each start) only sees that it exists.
 */
export const APP_ROLE = 'brand_console_app';

/**
 * The app role's password, derived from the owner's credentials: every process that holds the
 * owner's connection string (servers, the ops CLI, test workers) reaches the same one without a
 * file or variable to share, and it reveals nothing the owner's password did not already open.
 */
export function appRolePassword(ownerUser: string, ownerPassword: string): string {
  return createHash('sha256').update(`brand-console app role\0${ownerUser}\0${ownerPassword}`).digest('base64url');
}

/** The owner's connection string with the app role's name and password in place of the owner's. */
export function appRoleUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  url.password = appRolePassword(decodeURIComponent(url.username), decodeURIComponent(url.password));
  url.username = APP_ROLE;
  return url.toString();
}

/** Serialises the queue grants of processes starting together (server/db/migrate.ts and the queue use others). */
const GRANT_LOCK_KEY = 7_301_042_075;

const DUPLICATE = new Set(['42710', '23505', 'XX000']); // duplicate_object, unique pg_authid, concurrent update

/**
 * Creates the app role unless it exists; true when it exists afterwards. An owner without CREATEROLE
 * (a managed database) gets false: the server then runs as the owner, and says so (decision 075).
 * `client` is the migrator's, so the password comes from its own credentials.
 */
export async function ensureAppRole(client: pg.PoolClient): Promise<boolean> {
  const exists = async () => Boolean((await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE])).rowCount);
  if (await exists()) return true;
  const password = appRolePassword(client.user ?? '', String(client.password ?? ''));
  try {
    // base64url: nothing to escape. NOINHERIT and no memberships: it holds exactly what it is granted.
    await client.query(`CREATE ROLE ${APP_ROLE} LOGIN NOINHERIT NOCREATEDB NOCREATEROLE PASSWORD '${password}'`);
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === '42501') return false; // insufficient_privilege: the owner may not create roles
    if (DUPLICATE.has(code) && (await exists())) return true; // another process created it at the same moment
    throw error;
  }
}

/** True when the app role exists and migration 031 granted it the tables of the database `q` is on. */
export async function appRoleReady(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>(
    `SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AND to_regclass('public.audit_log') IS NOT NULL
                 THEN has_table_privilege($1, 'public.audit_log', 'INSERT') ELSE false END AS ok`,
    [APP_ROLE],
  );
  return rows[0]?.ok ?? false;
}

/**
 * The app role's read and write on pg-boss's schema, which the owner installs and manages (each
 * queue is a partition pg-boss creates): requests enqueue jobs inside their own transactions, and the
 * job handlers' own SQL runs as the app role. Called after the queue's install, under its lock.
 */
export async function grantQueueToAppRole(owner: Db, schema: string): Promise<void> {
  if (!(await appRoleReady(owner))) return;
  // two processes granting the same objects at once would fail ("tuple concurrently updated")
  await withTransaction(owner, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [GRANT_LOCK_KEY]);
    await tx.query(
      `GRANT USAGE ON SCHEMA ${schema} TO ${APP_ROLE};
     GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${APP_ROLE};
     GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${APP_ROLE};
     GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${schema} TO ${APP_ROLE};
     ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${APP_ROLE};
     ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${APP_ROLE};`,
    );
  });
}

/**
 * The app role's connection string to `ownerUrl`'s database, or null when the role is not set up
 * there (the owner could not create it): the caller then keeps the owner's. For processes of the
 * server's own that are not requests, such as the demo traffic (server/demo/traffic-process.ts).
 */
export async function appRoleUrlIfReady(owner: Queryable, ownerUrl: string): Promise<string | null> {
  return (await appRoleReady(owner)) ? appRoleUrl(ownerUrl) : null;
}

/**
 * A pool on `ownerUrl`'s database as the app role, or null when the role is not set up there (the
 * owner could not create it): the caller then keeps the owner's pool.
 */
export async function openAppPool(owner: Db, ownerUrl: string): Promise<Db | null> {
  const url = await appRoleUrlIfReady(owner, ownerUrl);
  return url ? createPool(url) : null;
}
