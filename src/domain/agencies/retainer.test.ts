import { describe, expect, it } from 'vitest';
import { retainerDueDates } from './retainer.ts';

describe('retainer due dates', () => {
  it('monthly on a day, both ends included', () => {
    expect(retainerDueDates({ due_day: 15, month_end: false, frequency: 'monthly' }, '2026-01-15', '2026-04-15')).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-03-15',
      '2026-04-15',
    ]);
    expect(retainerDueDates({ due_day: 15, month_end: false, frequency: 'monthly' }, '2026-01-16', '2026-02-14')).toEqual([]);
  });

  it('at month end, February and leap years included', () => {
    expect(retainerDueDates({ due_day: null, month_end: true, frequency: 'monthly' }, '2028-01-01', '2028-04-30')).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
  });

  it('quarterly only in January, April, July and October, across a year end', () => {
    expect(retainerDueDates({ due_day: 1, month_end: false, frequency: 'quarterly' }, '2026-02-01', '2027-04-30')).toEqual([
      '2026-04-01',
      '2026-07-01',
      '2026-10-01',
      '2027-01-01',
      '2027-04-01',
    ]);
  });
});
