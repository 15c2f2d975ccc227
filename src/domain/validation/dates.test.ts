import { describe, expect, it } from 'vitest';
import {
  date,
  dateRangeMax,
  dayNumber,
  endDateVsToday,
  endNotBeforeStart,
  formatDate,
  parseDate,
  parseTime,
  startDateWindow,
  startTimeBeforeEnd,
  time,
  timeComplete,
  todayIn,
} from './dates.ts';

const today = parseDate('06/15/2026')!;
const clock = { today: () => today };

describe('MM/dd/yyyy', () => {
  it('day numbers agree with Date.UTC', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(2026, 6, 15)).toBe(Date.UTC(2026, 5, 15) / 86_400_000);
    expect(parseDate('02/29/2024')).toBe(Date.UTC(2024, 1, 29) / 86_400_000);
    expect(formatDate(parseDate('12/31/1999')!)).toBe('12/31/1999');
  });
  it.each([
    '02/29/2023',
    '02/30/2024',
    '04/31/2026',
    '13/01/2026',
    '00/10/2026',
    '12/00/2026',
    '1/5/2026',
    '2026-01-05',
    '01/05/26',
    '05/01/0999',
  ])('refuses %s', (v) => {
    expect(parseDate(v)).toBeNull();
    expect(date(v)).toEqual({ code: 'date_format' });
  });
  it('accepts leap days of leap centuries only', () => {
    expect(date('02/29/2000')).toBeNull();
    expect(date('02/29/1900')).toEqual({ code: 'date_format' });
  });
  it("today follows the user's time zone", () => {
    const now = new Date('2026-06-15T20:00:00Z'); // already the 16th in Ho Chi Minh City (UTC+7)
    expect(formatDate(todayIn('Asia/Ho_Chi_Minh', now))).toBe('06/16/2026');
    expect(formatDate(todayIn('America/New_York', now))).toBe('06/15/2026');
  });
});

describe('date windows', () => {
  it('start date between today and the end date', () => {
    const rule = startDateWindow('end_date', clock);
    expect(rule('06/15/2026', { end_date: '06/20/2026' })).toBeNull();
    expect(rule('06/20/2026', { end_date: '06/20/2026' })).toBeNull();
    expect(rule('06/14/2026', { end_date: '06/20/2026' })).toEqual({ code: 'start_date_window' });
    expect(rule('06/21/2026', { end_date: '06/20/2026' })).toEqual({ code: 'start_date_window' });
    expect(rule('01/01/2030', {})).toBeNull();
  });
  it('end date not before start', () => {
    const rule = endNotBeforeStart('start_date');
    expect(rule('06/20/2026', { start_date: '06/20/2026' })).toBeNull();
    expect(rule('06/19/2026', { start_date: '06/20/2026' })).toEqual({ code: 'end_date_before_start' });
  });
  it('end date vs today: strictly after with a start date, otherwise today or later', () => {
    const rule = endDateVsToday('start_date', clock);
    expect(rule('06/15/2026', { start_date: '06/01/2026' })).toEqual({ code: 'end_date_after_today' });
    expect(rule('06/16/2026', { start_date: '06/01/2026' })).toBeNull();
    expect(rule('06/15/2026', { start_date: '' })).toBeNull();
    expect(rule('06/14/2026', {})).toEqual({ code: 'end_date_not_past' });
  });
  it('range at most N days, both ends counted', () => {
    const rule = dateRangeMax('from', 31);
    expect(rule('01/31/2026', { from: '01/01/2026' })).toBeNull();
    expect(rule('02/01/2026', { from: '01/01/2026' })).toEqual({ code: 'date_range_max', max: 31 });
  });
});

describe('times', () => {
  it('HH:mm from 00:00 to 24:00', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('24:00')).toBe(1440);
    for (const v of ['24:01', '25:00', '12:60', '9:00', '12-00']) expect(time(v), v).toEqual({ code: 'time_format' });
  });
  it('hour and minute together or not at all', () => {
    const rule = timeComplete('start_minute');
    expect(rule('10', { start_minute: '30' })).toBeNull();
    expect(rule('', { start_minute: '' })).toBeNull();
    expect(rule('10', { start_minute: '' })).toEqual({ code: 'time_incomplete' });
    expect(rule('', { start_minute: '30' })).toEqual({ code: 'time_incomplete' });
  });
  it('start time before end time', () => {
    const rule = startTimeBeforeEnd('end_time');
    expect(rule('09:00', { end_time: '17:30' })).toBeNull();
    expect(rule('17:30', { end_time: '17:30' })).toEqual({ code: 'start_time_before_end' });
    expect(rule('23:00', { end_time: '24:00' })).toBeNull();
  });
});
