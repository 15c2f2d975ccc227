import { describe, expect, it } from 'vitest';
import { browserTimezone, effectiveTimezone, hoursUntil, isDue, planTimezoneChange, TIMEZONE_CHANGE_DELAY_MS } from './timezone.ts';

const NOW = new Date('2026-03-01T10:00:00Z');
const none = { timezone: null, pending_timezone: null, timezone_effective_at: null };

describe('pending time-zone rule (spec 1 §4)', () => {
  it('applies at once when the profile has no time zone', () => {
    expect(planTimezoneChange(none, 'Asia/Ho_Chi_Minh', NOW)).toEqual({ kind: 'immediate', timezone: 'Asia/Ho_Chi_Minh' });
  });
  it('keeps a change pending for 24 hours', () => {
    const plan = planTimezoneChange({ ...none, timezone: 'UTC' }, 'Asia/Tokyo', NOW);
    expect(plan).toEqual({ kind: 'pending', timezone: 'Asia/Tokyo', effectiveAt: new Date(NOW.getTime() + TIMEZONE_CHANGE_DELAY_MS) });
  });
  it('choosing the current zone cancels the pending change', () => {
    expect(planTimezoneChange({ timezone: 'UTC', pending_timezone: 'Asia/Tokyo', timezone_effective_at: NOW }, 'UTC', NOW)).toEqual({
      kind: 'cancel',
    });
  });
  it('asking again for the pending zone does not restart the 24 hours', () => {
    const due = new Date(NOW.getTime() + 3_600_000);
    const plan = planTimezoneChange({ timezone: 'UTC', pending_timezone: 'Asia/Tokyo', timezone_effective_at: due }, 'Asia/Tokyo', NOW);
    expect(plan).toEqual({ kind: 'pending', timezone: 'Asia/Tokyo', effectiveAt: due });
  });
  it('a change is due exactly at its effective time, not a millisecond before', () => {
    const state = { timezone: 'UTC', pending_timezone: 'Asia/Tokyo', timezone_effective_at: NOW };
    expect(isDue(state, new Date(NOW.getTime() - 1))).toBe(false);
    expect(isDue(state, NOW)).toBe(true);
    expect(effectiveTimezone(state, new Date(NOW.getTime() - 1)).timezone).toBe('UTC');
    expect(effectiveTimezone(state, NOW)).toEqual({ timezone: 'Asia/Tokyo', pending: null, effectiveAt: null });
  });
  it('hours left round up and never show 0 while pending', () => {
    expect(hoursUntil(new Date(NOW.getTime() + TIMEZONE_CHANGE_DELAY_MS), NOW)).toBe(24);
    expect(hoursUntil(new Date(NOW.getTime() + 60_000), NOW)).toBe(1);
  });
  it('uses the browser zone name, else a fixed-offset zone from its offset', () => {
    expect(browserTimezone('Asia/Ho_Chi_Minh', -420)).toBe('Asia/Ho_Chi_Minh');
    expect(browserTimezone(undefined, -420)).toBe('Etc/GMT-7');
    expect(browserTimezone(undefined, 300)).toBe('Etc/GMT+5');
    expect(browserTimezone(undefined, 0)).toBe('UTC');
    expect(browserTimezone(undefined, -330)).toBe('UTC');
  });
});
