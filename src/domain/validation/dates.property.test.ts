import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  civil,
  date,
  dateRangeMax,
  dayNumber,
  daysInMonth,
  endDateVsToday,
  endNotBeforeStart,
  formatDate,
  parseDate,
  parseTime,
  startDateWindow,
  startTimeBeforeEnd,
} from './dates.ts';

const FIRST = dayNumber(1000, 1, 1);
const LAST = dayNumber(9999, 12, 31);
const day = fc.integer({ min: FIRST, max: LAST });
const DAY_MS = 86_400_000;

describe('MM/dd/yyyy round trip', () => {
  it('format then parse gives the same day, and the text is a valid date', () => {
    fc.assert(
      fc.property(day, (d) => {
        const text = formatDate(d);
        expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(parseDate(text)).toBe(d);
        expect(date(text)).toBeNull();
      }),
    );
  });
  it('agrees with the JavaScript calendar (UTC) on every day', () => {
    fc.assert(
      fc.property(day, (d) => {
        const js = new Date(d * DAY_MS);
        expect(civil(d)).toEqual({ y: js.getUTCFullYear(), m: js.getUTCMonth() + 1, d: js.getUTCDate() });
      }),
    );
  });
  it('refuses a day past the end of its month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 68 }), (y, m, extra) => {
        const d = daysInMonth(y, m) + extra;
        const text = `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
        expect(date(text)).toEqual({ code: 'date_format' });
      }),
    );
  });
});

describe('date comparisons follow day order', () => {
  const text = day.map(formatDate);
  it('end not before start, range limit, start window, end vs today', () => {
    fc.assert(
      fc.property(day, day, day, fc.integer({ min: 1, max: 400 }), (s, e, t, max) => {
        const form = { start: formatDate(s), end: formatDate(e) };
        const today = { today: () => t };
        expect(endNotBeforeStart('start')(form.end, form) === null).toBe(e >= s);
        expect(dateRangeMax('start', max)(form.end, form) === null).toBe(e < s || e - s + 1 <= max);
        expect(startDateWindow('end', today)(form.start, form) === null).toBe(s >= t && s <= e);
        expect(endDateVsToday('start', today)(form.end, form) === null).toBe(e > t);
        expect(endDateVsToday('start', today)(form.end, { start: '' }) === null).toBe(e >= t);
      }),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(endNotBeforeStart('start')(t, { start: t })).toBeNull();
      }),
    );
  });
  it('start time strictly before end time', () => {
    const hhmm = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(hhmm, hhmm, (a, b) => {
        expect(startTimeBeforeEnd('end')(a, { end: b }) === null).toBe(parseTime(a)! < parseTime(b)!);
      }),
    );
  });
});
