import { openAppPool } from '../../../server/db/app-role.ts';
import type { Db } from '../../../server/db/pool.ts';

/** A test app's owner pool by its app-role pool: pg-boss installs as the owner (decision 075). */
const ownerOf = new WeakMap<Db, Db>();

/** The owner's pool of `db`'s database; `db` itself when it is an owner's pool already. */
export const ownerPoolOf = (db: Db): Db => ownerOf.get(db) ?? db;

/**
 * The pool a test app serves on, as server/main.ts chooses it: the app role's, or — on a
 * TEST_DATABASE_URL whose user may not create roles — the owner's (the app-role tests then fail,
 * saying the guarantee is missing there). `end` closes it unless it is the owner's.
 */
export async function servingPool(owner: Db, ownerUrl: string): Promise<{ db: Db; end(): Promise<void> }> {
  const db = await openAppPool(owner, ownerUrl);
  if (!db) return { db: owner, end: async () => undefined };
  db.on('error', () => undefined); // dropping the database ends idle connections: not a failure
  ownerOf.set(db, owner);
  return { db, end: () => db.end() };
}
