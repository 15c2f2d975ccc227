import type { Db } from '../../../server/db/pool.ts';

/** A test app's owner pool by its app-role pool: pg-boss installs as the owner (decision 075). */
const ownerOf = new WeakMap<Db, Db>();

export function rememberOwner(appDb: Db, owner: Db): void {
  ownerOf.set(appDb, owner);
}

/** The owner's pool of `db`'s database; `db` itself when it is an owner's pool already. */
export const ownerPoolOf = (db: Db): Db => ownerOf.get(db) ?? db;
