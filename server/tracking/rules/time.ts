/**
 * Offer-time-zone arithmetic for time segments and budget periods. Intl gives the wall clock of an
 * instant in a zone; formatters are cached per zone because building one costs far more than using it.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

export interface WallClock {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday (the offer schedule's day ids) */
  weekday: number;
  /** minutes since local midnight */
  minutes: number;
}

/** The wall clock of `at` in `timeZone`; an unknown zone falls back to UTC rather than failing a click. */
export function wallClock(at: Date, timeZone: string): WallClock {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatter(timeZone).formatToParts(at);
  } catch {
    parts = formatter('UTC').formatToParts(at);
  }
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '0';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS[get('weekday')] ?? 0,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

export interface TimeSegment {
  day: number;
  start_time: string;
  end_time: string;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** No segments = always open; otherwise `at` must fall in [start, end) of a segment of its local weekday. */
export function inTimeSegment(segments: readonly TimeSegment[], at: Date, timeZone: string): boolean {
  if (segments.length === 0) return true;
  const w = wallClock(at, timeZone);
  return segments.some((s) => s.day === w.weekday && w.minutes >= minutesOf(s.start_time) && w.minutes < minutesOf(s.end_time));
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/**
 * First day (YYYY-MM-DD, offer time zone) of the budget period holding `at`. Frequencies: 1 daily,
 * 2 weekly (weeks start on Monday, ISO 8601), 3 monthly, 4 yearly, 5 lifetime (1970-01-01).
 */
export function periodStart(frequency: number, at: Date, timeZone: string): string {
  if (frequency === 5) return '1970-01-01';
  const w = wallClock(at, timeZone);
  if (frequency === 1) return iso(w.year, w.month, w.day);
  if (frequency === 3) return iso(w.year, w.month, 1);
  if (frequency === 4) return iso(w.year, 1, 1);
  const back = (w.weekday + 6) % 7; // days since Monday
  const d = new Date(Date.UTC(w.year, w.month - 1, w.day - back));
  return iso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The UTC hour bucket of the rollups. */
export const hourOf = (at: Date): Date => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
