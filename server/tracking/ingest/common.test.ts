import { describe, expect, it } from 'vitest';
import { eventTime, MAX_BACKDATE_MS } from './common.ts';

describe('eventTime (X-Track-Time)', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');
  it('is now unless backdating is allowed', () => {
    expect(eventTime(now, '2026-11-01T00:00:00Z', false)).toBe(now);
    expect(eventTime(now, '2026-11-01T00:00:00Z', true).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });
  it('ignores future, too old and unreadable times', () => {
    expect(eventTime(now, '2026-11-22T10:00:01Z', true)).toBe(now);
    expect(eventTime(now, new Date(now.getTime() - MAX_BACKDATE_MS - 1).toISOString(), true)).toBe(now);
    expect(eventTime(now, 'yesterday', true)).toBe(now);
    expect(eventTime(now, ['2026-11-01T00:00:00Z', 'x'], true)).toBe(now);
  });
});
