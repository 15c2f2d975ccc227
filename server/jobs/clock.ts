/**
 * Time as a dependency, so jobs and rules that wait (a 24 h time-zone change, expiring requests)
 * are tested by moving a clock instead of sleeping.
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
