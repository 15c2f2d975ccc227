import pg from 'pg';
import { withTransaction, type Db, type Tx } from '../db/pool.ts';

/**
 * Runs `work` in a transaction of its own on a pool, or inside the caller's transaction when given
 * a client (the demo seed writes ~40 partners and their contracts in one commit instead of hundreds).
 */
export function inTransaction<T>(q: Db | Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return q instanceof pg.Pool ? withTransaction(q, work) : work(q as Tx);
}
