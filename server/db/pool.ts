import pg from 'pg';

/** The one database handle handlers receive. Plain `pg`: SQL stays visible (docs/decisions/002-database.md). */
export type Db = pg.Pool;
export type Tx = pg.PoolClient;

// numeric and bigint come back as strings by default; ids fit in a JS number, money stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createPool(connectionString: string): Db {
  return new pg.Pool({ connectionString, max: 10 });
}

/** Run `work` in one transaction; rolls back on any error. */
export async function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const tx = await db.connect();
  try {
    await tx.query('BEGIN');
    const result = await work(tx);
    await tx.query('COMMIT');
    return result;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}
