import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAppRole } from './app-role.ts';
import { transactionOn, type Db } from './pool.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 7_301_042_001;

/**
 * Applies `migrations/*.sql` in name order, each in its own transaction, and records them in
 * `schema_migrations`. A session advisory lock serialises concurrent starts (several servers, or
 * parallel test workers on one database): the second waits, then finds nothing left to apply.
 * The app role is created first when missing (server/db/app-role.ts). Returns the names applied by this call.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const client = await db.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    // before the files: migration 031 grants the app role its rows (decision 075)
    await ensureAppRole(client);
    await client.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(path.join(dir, file), 'utf8');
      try {
        await transactionOn(client, async (tx) => {
          await tx.query(sql);
          await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        });
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(file);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return applied;
}
