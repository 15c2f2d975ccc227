import { CODES, asText, isAbsent, type FormValues, type Rule } from './codes.ts';

/*
 * Date and time rules of spec 1 §5. Dates are typed as MM/dd/yyyy and handled as day numbers
 * (days since 1970-01-01) computed with integer civil-calendar arithmetic, so no time zone or
 * `Date` quirk (two-digit years, DST midnights) can shift a day. "Today" is passed in by the caller
 * (the user's time zone, see `todayIn`) so every rule stays pure and testable.
 */

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
export const daysInMonth = (y: number, m: number): number => (m === 2 ? (isLeap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31);

/** Day number of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Calendar date of a day number (civil_from_days). */
export function civil(day: number): { y: number; m: number; d: number } {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

/** Day number of an MM/dd/yyyy text, or null when it is not a real calendar date (years 1000–9999). */
export function parseDate(text: string): number | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1000 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return dayNumber(y, m, d);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** MM/dd/yyyy of a day number. */
export function formatDate(day: number): string {
  const { y, m, d } = civil(day);
  return `${pad(m, 2)}/${pad(d, 2)}/${pad(y, 4)}`;
}

/** Today's day number in an IANA time zone (the user's), or in the runtime's zone when none is given. */
export function todayIn(timeZone?: string, now: Date = new Date()): number {
  if (!timeZone) return dayNumber(now.getFullYear(), now.getMonth() + 1, now.getDate());
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return dayNumber(part('year'), part('month'), part('day'));
}

/** Day of a form value, or null when absent or not a date (the `date` rule reports that). */
const dayOf = (value: unknown): number | null => (isAbsent(value) ? null : parseDate(asText(value)));

/** MM/dd/yyyy and a real calendar date (no 02/30). */
export const date: Rule = (value) => (isAbsent(value) || dayOf(value) !== null ? null : { code: CODES.dateFormat });

export interface TodayOption {
  /** today's day number, asked at validation time (see `todayIn`) */
  today: () => number;
}

/** Start date between today and the end date in `endField` (when one is set). */
export const startDateWindow =
  (endField: string, { today }: TodayOption): Rule =>
  (value, form: FormValues = {}) => {
    const start = dayOf(value);
    if (start === null) return null;
    const end = dayOf(form[endField]);
    return start >= today() && (end === null || start <= end) ? null : { code: CODES.startDateWindow };
  };

/** End date not before the start date in `startField`. */
export const endNotBeforeStart =
  (startField: string): Rule =>
  (value, form: FormValues = {}) => {
    const end = dayOf(value);
    const start = dayOf(form[startField]);
    return end === null || start === null || end >= start ? null : { code: CODES.endDateBeforeStart };
  };

/** End date after today when a start date is set; otherwise today or later. */
export const endDateVsToday =
  (startField: string, { today }: TodayOption): Rule =>
  (value, form: FormValues = {}) => {
    const end = dayOf(value);
    if (end === null) return null;
    if (!isAbsent(form[startField])) return end > today() ? null : { code: CODES.endDateAfterToday };
    return end >= today() ? null : { code: CODES.endDateNotPast };
  };

/** At most `maxDays` days from the start in `startField` to this end date, both days counted. */
export const dateRangeMax =
  (startField: string, maxDays: number): Rule =>
  (value, form: FormValues = {}) => {
    const end = dayOf(value);
    const start = dayOf(form[startField]);
    return end === null || start === null || end - start + 1 <= maxDays ? null : { code: CODES.dateRangeMax, max: maxDays };
  };

/** Minutes after midnight of HH:mm (00:00 to 24:00: spec 1 §9 has 01:00–24:00 pickers), or null. */
export function parseTime(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [h, m] = [Number(match[1]), Number(match[2])];
  if (m > 59 || h > 24 || (h === 24 && m !== 0)) return null;
  return h * 60 + m;
}
export const time: Rule = (value) => (isAbsent(value) || parseTime(asText(value)) !== null ? null : { code: CODES.timeFormat });

/** Hour and minute are chosen together or not at all; put it on either field, naming the other. */
export const timeComplete =
  (otherField: string): Rule =>
  (value, form: FormValues = {}) =>
    isAbsent(value) === isAbsent(form[otherField]) ? null : { code: CODES.timeIncomplete };

/** Start time (HH:mm) strictly before the end time in `endField`. */
export const startTimeBeforeEnd =
  (endField: string): Rule =>
  (value, form: FormValues = {}) => {
    const start = isAbsent(value) ? null : parseTime(asText(value));
    const end = isAbsent(form[endField]) ? null : parseTime(asText(form[endField]));
    return start === null || end === null || start < end ? null : { code: CODES.startTimeBeforeEnd };
  };
