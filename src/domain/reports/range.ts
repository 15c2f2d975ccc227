import type { FieldError } from '../errors.ts';
import { CODES } from '../validation/codes.ts';
import { formatDate, parseDate } from '../validation/dates.ts';

/**
 * Report date ranges (spec 3 §2, §5, §9; docs/decisions/024-reports.md). Dates are MM/dd/yyyy days
 * in the report time zone, both ends included. Absent ends default to the statistics window: the
 * last 30 days ending today. A range spans at most REPORT_MAX_DAYS days (a leap year plus the day
 * that makes "the same day last year" reachable), so a report never scans more than ~8,800 hourly
 * buckets per offer × partner. The comparison period is the one of equal length right before.
 * Pure: "today" is passed in (the day number in the report zone).
 */
export const REPORT_MAX_DAYS = 366;
export const REPORT_DEFAULT_DAYS = 30;
/** Rollups are written in the transaction of the raw rows (docs/decisions/020): no delay to announce. */
export const REPORT_DELAY_MINUTES = 0;

export interface DayRange {
  /** first day, day number (days since 1970-01-01) */
  from: number;
  /** last day, included */
  to: number;
}
export interface ResolvedRange extends DayRange {
  previous: DayRange;
  days: number;
}

export type RangeResult = { ok: true; range: ResolvedRange } | { ok: false; errors: FieldError[] };

/** Resolves `from` / `to` (MM/dd/yyyy or absent) against today, or the field errors of a 422. */
export function resolveRange(input: { from?: string | undefined; to?: string | undefined }, today: number): RangeResult {
  const errors: FieldError[] = [];
  const from = input.from ? parseDate(input.from) : undefined;
  const to = input.to ? parseDate(input.to) : undefined;
  if (from === null) errors.push({ field: 'from', code: CODES.dateFormat });
  if (to === null) errors.push({ field: 'to', code: CODES.dateFormat });
  if (errors.length) return { ok: false, errors };
  const end = to ?? today;
  const start = from ?? end - (REPORT_DEFAULT_DAYS - 1);
  if (end < start) return { ok: false, errors: [{ field: 'to', code: CODES.endDateBeforeStart }] };
  const days = end - start + 1;
  if (days > REPORT_MAX_DAYS) return { ok: false, errors: [{ field: 'to', code: CODES.dateRangeMax, max: REPORT_MAX_DAYS }] };
  return { ok: true, range: { from: start, to: end, days, previous: { from: start - days, to: start - 1 } } };
}

/** yyyy-mm-dd of a day number: the form PostgreSQL reads as a `date`. */
export function isoDay(day: number): string {
  const [m, d, y] = formatDate(day).split('/');
  return `${y}-${m}-${d}`;
}

/**
 * Relative change from `previous` to `current` in percent, rounded to 2 places, as a decimal string;
 * null when there was nothing before (a change from 0 has no percentage). Inputs are decimal strings
 * or integers; the division happens on scaled integers so no binary float rounding leaks in.
 */
export function deltaPercent(current: string | number, previous: string | number): string | null {
  const scale = (v: string | number) => {
    const [int, frac = ''] = String(v).split('.');
    return BigInt(`${int}${frac.padEnd(6, '0').slice(0, 6)}`);
  };
  const c = scale(current);
  const p = scale(previous);
  if (p === 0n) return null;
  // (c - p) / |p| * 100, with 2 decimals, rounded half away from zero
  const num = (c - p) * 100_000n;
  const den = p < 0n ? -p : p;
  const q = num / den;
  const rounded = q >= 0n ? (q + 5n) / 10n : (q - 5n) / 10n;
  const neg = rounded < 0n;
  const abs = neg ? -rounded : rounded;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
