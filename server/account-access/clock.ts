import type { Db } from '../db/pool.ts';

/**
 * The clock of the account-access and API-key services, per database handle (like the auth
 * settings), so a test can move time forward 24 hours without waiting or editing rows.
 */
export type Clock = () => Date;

const clocks = new WeakMap<Db, Clock>();

export function setClock(db: Db, clock: Clock): void {
  clocks.set(db, clock);
}

export function nowOf(db: Db): Date {
  return (clocks.get(db) ?? (() => new Date()))();
}
