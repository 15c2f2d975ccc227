import pg from 'pg';

/** The one database handle handlers receive. Plain `pg`: SQL stays visible (docs/decisions/002-database.md). */
export type Db = pg.Pool;
/** A client inside a transaction (from withTransaction). */
export type Tx = pg.PoolClient;
/** The pool or a transaction's client: what a query that may run inside the caller's transaction takes. */
export type Queryable = Db | Tx;

// numeric and bigint come back as strings by default; ids fit in a JS number, money stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// …and so do bigint[] columns (offers.creative_ids): without this their items arrive as strings
const INT8_ARRAY = 1016 as Parameters<typeof pg.types.getTypeParser>[0]; // pg's builtins list no array types
const parseBigintArray = pg.types.getTypeParser(INT8_ARRAY);
pg.types.setTypeParser(INT8_ARRAY, (v: string) => (parseBigintArray(v) as (string | null)[]).map((x) => (x === null ? null : Number(x))));

export function createPool(connectionString: string): Db {
  return new pg.Pool({ connectionString, max: 10 });
}

/**
 * Runs `work` in one transaction on a client the caller already holds (the migrator keeps its
 * client for a session advisory lock); rolls back on any error. The client stays checked out.
 */
export async function transactionOn<T>(client: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Run `work` in one transaction on a client of its own; rolls back on any error. */
export async function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const tx = await db.connect();
  try {
    return await transactionOn(tx, work);
  } finally {
    tx.release();
  }
}

/**
 * Runs `work` in a transaction of its own on a pool, or inside the caller's transaction when given
 * a client (the demo seed writes ~40 partners and their contracts in one commit instead of hundreds).
 */
export function inTransaction<T>(q: Queryable, work: (tx: Tx) => Promise<T>): Promise<T> {
  return q instanceof pg.Pool ? withTransaction(q, work) : work(q as Tx);
}
