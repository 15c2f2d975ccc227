import { describe, expect, it } from 'vitest';
import { CROSS_CHECK_STATUSES, type CrossCheckAction, type CrossCheckStatus } from '../domain/cross-check/enums.ts';
import { crossCheckActions, crossCheckReadOnly, crossCheckRefusal, nextCrossCheck } from './cross-check.ts';

describe('cross-check machine', () => {
  it('runs temporary → unfinalized → finalized → unfinalized → finalized → locked', () => {
    const steps: CrossCheckAction[] = ['close', 'finalize', 'reopen', 'finalize', 'lock'];
    let status: CrossCheckStatus | null = 'temporary';
    const seen: (CrossCheckStatus | null)[] = [];
    for (const a of steps) seen.push((status = nextCrossCheck(status!, a)));
    expect(seen).toEqual(['unfinalized', 'finalized', 'unfinalized', 'finalized', 'locked']);
    expect(nextCrossCheck('unfinalized', 'lock')).toBe('locked');
  });

  it('offers the brand exactly what the chart allows in each state, and nothing to lock with a negative subtotal', () => {
    expect(Object.fromEntries(CROSS_CHECK_STATUSES.map((s) => [s, crossCheckActions(s)]))).toEqual({
      temporary: [],
      unfinalized: ['finalize', 'lock'],
      finalized: ['reopen', 'lock'],
      locked: [],
    });
    expect(crossCheckActions('finalized', { negativeSubtotal: true })).toEqual(['reopen']);
  });

  it('names the refusal: the negative subtotal where only it stops a lock, the status otherwise', () => {
    expect(crossCheckRefusal('finalized', 'lock', { negativeSubtotal: true })).toBe('negative_subtotal');
    expect(crossCheckRefusal('unfinalized', 'lock', { negativeSubtotal: true })).toBe('negative_subtotal');
    expect(crossCheckRefusal('temporary', 'lock', { negativeSubtotal: true })).toBe('status_not_allowed');
    expect(crossCheckRefusal('temporary', 'lock')).toBe('status_not_allowed');
    expect(crossCheckRefusal('locked', 'reopen')).toBe('status_not_allowed');
    expect(crossCheckRefusal('unfinalized', 'reopen')).toBe('status_not_allowed');
    expect(crossCheckRefusal('finalized', 'lock')).toBeNull();
    expect(CROSS_CHECK_STATUSES.filter(crossCheckReadOnly)).toEqual(['locked']);
  });
});
