/**
 * Spec 1 §4: "A time-zone change takes 24 hours. The time zone is set automatically from the
 * browser offset when the profile has none." Reports are cut by day in the user's zone, so a change
 * is delayed to keep the day boundaries of the last 24 hours stable; a first zone has nothing to
 * keep stable and applies at once. Pure, shared by the server (save and job) and the browser
 * (the pending notice).
 */
export const TIMEZONE_CHANGE_DELAY_MS = 24 * 60 * 60 * 1000;

export interface TimezoneState {
  timezone: string | null;
  pending_timezone: string | null;
  timezone_effective_at: Date | null;
}

export type TimezoneChange =
  /** applied now: the profile had no zone */
  | { kind: 'immediate'; timezone: string }
  /** kept as pending until `effectiveAt` */
  | { kind: 'pending'; timezone: string; effectiveAt: Date }
  /** choosing the current zone again drops any pending change */
  | { kind: 'cancel' };

export function planTimezoneChange(current: TimezoneState, requested: string, now: Date): TimezoneChange {
  if (!current.timezone) return { kind: 'immediate', timezone: requested };
  if (requested === current.timezone) return { kind: 'cancel' };
  // asking again for the zone already pending keeps its original due time (no restart of the 24 h)
  if (requested === current.pending_timezone && current.timezone_effective_at) {
    return { kind: 'pending', timezone: requested, effectiveAt: current.timezone_effective_at };
  }
  return { kind: 'pending', timezone: requested, effectiveAt: new Date(now.getTime() + TIMEZONE_CHANGE_DELAY_MS) };
}

export const isDue = (state: TimezoneState, now: Date): boolean =>
  state.pending_timezone !== null && state.timezone_effective_at !== null && state.timezone_effective_at.getTime() <= now.getTime();

/**
 * The zone in force at `now`: a due pending change counts as applied even before the job has run,
 * so readers never see the job's lag.
 */
export function effectiveTimezone(
  state: TimezoneState,
  now: Date,
): { timezone: string | null; pending: string | null; effectiveAt: Date | null } {
  if (isDue(state, now)) return { timezone: state.pending_timezone, pending: null, effectiveAt: null };
  return {
    timezone: state.timezone,
    pending: state.pending_timezone,
    effectiveAt: state.pending_timezone ? state.timezone_effective_at : null,
  };
}

/** Whole hours left until a pending change applies (for the notice), at least 1 while pending. */
export function hoursUntil(effectiveAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((effectiveAt.getTime() - now.getTime()) / 3_600_000));
}

/**
 * The browser's zone, or a fixed-offset zone from its offset when the runtime does not name one.
 * `offsetMinutes` is `Date#getTimezoneOffset()` (minutes WEST of UTC, hence the sign flip).
 */
export function browserTimezone(named: string | undefined, offsetMinutes: number): string {
  if (named && named.includes('/')) return named;
  if (named === 'UTC') return named;
  const hours = -offsetMinutes / 60;
  // IANA's Etc/GMT zones have inverted signs: Etc/GMT-7 is UTC+07:00
  if (Number.isInteger(hours) && hours !== 0) return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  return 'UTC';
}
