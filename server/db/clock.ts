import type { Db } from './pool.ts';

/**
 * Time as a dependency, so jobs and rules that wait (a 24 h time-zone change, expiring requests,
 * API keys) are tested by moving a clock instead of sleeping or editing rows.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to (tests). */
export interface ManualClock extends Clock {
  set(at: Date): void;
  advance(ms: number): Date;
}

export function manualClock(start: Date = new Date()): ManualClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    set: (at) => void (t = at.getTime()),
    advance: (ms) => new Date((t += ms)),
  };
}

/*
 * Services that only receive a database handle (account access, API keys) read the clock kept for
 * that handle, like the auth settings, so a test can set one without threading it through routes.
 */
const clocks = new WeakMap<Db, Clock>();

export function setClock(db: Db, clock: Clock): void {
  clocks.set(db, clock);
}

export function nowOf(db: Db): Date {
  return (clocks.get(db) ?? systemClock).now();
}
