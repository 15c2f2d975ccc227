import type Decimal from 'decimal.js';
import { absAtLeastPowerOfTen, parseDecimalText, roundHalfUp, shiftLeft, toFixedText, toPlainText } from './decimal-text.ts';
import { translator, type Locale } from './translate.ts';

/*
 * Formatters of spec 1 §9. Numbers and money are rounded as exact decimal strings (./decimal-text.ts,
 * not decimal.js: it stays out of the entry chunk), never binary floats, so '0.1' + '0.2' style
 * errors and rounding of large amounts cannot happen in display.
 * Separators follow the currency, not the UI language: USD uses comma thousands and dot decimals,
 * every other currency (VND) the reverse.
 */

export type Amount = string | number | Decimal;
export interface Separators {
  group: string;
  decimal: string;
}

export function separatorsFor(currency = 'USD'): Separators {
  return currency.toUpperCase() === 'USD' ? { group: ',', decimal: '.' } : { group: '.', decimal: ',' };
}

export interface NumberOptions {
  /** decides the separators; default USD */
  currency?: string;
  /** at most this many decimals (rounded half up); default 4, the number-input precision */
  maxDecimals?: number;
  /** pad to at least this many decimals; default 0 */
  minDecimals?: number;
}

/** 1234567.891 → '1,234,567.891' (USD) or '1.234.567,891' (VND). Invalid input gives ''. */
export function formatNumber(value: Amount, options: NumberOptions = {}): string {
  const { currency = 'USD', maxDecimals = 4, minDecimals = 0 } = options;
  const d = parseDecimalText(value);
  if (!d) return '';
  return groupFixed(toFixedText(d, maxDecimals), minDecimals, separatorsFor(currency));
}

/** Money from a decimal string: two decimals for USD, none for VND unless asked. */
export function formatMoney(value: Amount, currency = 'USD', decimals?: number): string {
  const places = decimals ?? (currency.toUpperCase() === 'VND' ? 0 : 2);
  return formatNumber(value, { currency, maxDecimals: places, minDecimals: places });
}

/** Inserts group separators into a `toFixed` string and trims zero decimals down to `minDecimals`. */
function groupFixed(fixed: string, minDecimals: number, sep: Separators): string {
  const negative = fixed.startsWith('-');
  const [intPart = '0', fraction = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  let frac = fraction.replace(/0+$/, '');
  if (frac.length < minDecimals) frac = frac.padEnd(minDecimals, '0');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, sep.group);
  const body = frac ? `${grouped}${sep.decimal}${frac}` : grouped;
  // -0.00001 rounded to 4 places is zero: no minus sign on a zero
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}

/** Parses a user-typed number in the currency's separators back to a decimal string; null if invalid. */
export function parseNumber(text: string, currency = 'USD'): string | null {
  const sep = separatorsFor(currency);
  const cleaned = text.trim().split(sep.group).join('').replace(sep.decimal, '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  const d = parseDecimalText(cleaned);
  return d && toPlainText(d);
}

const SUFFIXES = ['', 'K', 'M', 'B', 'T', 'P', 'E'] as const;

/**
 * 1234 → '1.2K', 2500000 → '2.5M'. Steps of a thousand up to E (10^18), the sixth step; larger
 * values stay in E ('1,000E') rather than inventing further suffixes.
 */
export function abbreviate(value: Amount, options: { currency?: string; decimals?: number } = {}): string {
  const { currency = 'USD', decimals = 1 } = options;
  const d = parseDecimalText(value);
  if (!d) return '';
  let step = 0;
  let scaled = d;
  // compare after rounding so 999,960 becomes '1M' rather than '1,000K'
  while (step < SUFFIXES.length - 1 && absAtLeastPowerOfTen(roundHalfUp(scaled, decimals), 3)) {
    scaled = shiftLeft(scaled, 3);
    step += 1;
  }
  return formatNumber(toPlainText(scaled), { currency, maxDecimals: decimals }) + SUFFIXES[step];
}

// --- dates -----------------------------------------------------------------------------------

/*
 * One date and one date-time format per language (issue 24, decision 066), the same on every page:
 *   en  'MMM dd, yyyy' / 'MMM dd, yyyy HH:mm' (spec 1 §9)   'Mar 05, 2026' / 'Mar 05, 2026 14:07'
 *   vi  'dd/MM/yyyy'   / 'dd/MM/yyyy HH:mm'                 '05/03/2026'   / '05/03/2026 14:07'
 * Vietnamese puts the day first, as its date fields do (`dateFieldLocale`). Chart axes, which
 * have no room for the year, use `formatShortDay` ('Mar 05' / '05/03'). Month names come from our
 * own table instead of Intl so the output is the same on every ICU build (Node's small-icu,
 * browsers); Intl only does the time-zone arithmetic.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type DateInput = Date | string | number;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar day 'yyyy-MM-dd' is that day wherever the reader is; anything else is an instant. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function zonedParts(input: DateInput, timeZone: string): Parts | null {
  if (typeof input === 'string') {
    const day = CALENDAR_DAY.exec(input);
    if (day) return { year: Number(day[1]), month: Number(day[2]), day: Number(day[3]), hour: 0, minute: 0, second: 0 };
  }
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  let fmt = partsFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, fmt);
  }
  const get = (type: string) => Number(fmt.formatToParts(date).find((p) => p.type === type)?.value ?? NaN);
  const parts = {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
  return parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayText(p: Parts, locale: Locale): string {
  return locale === 'vi' ? `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}` : `${MONTHS[p.month - 1]} ${pad(p.day)}, ${p.year}`;
}

/**
 * The date and time in the given IANA zone: 'Mar 05, 2026 14:07' / '05/03/2026 14:07'. `seconds`
 * adds them (':33') where an analyst orders events by them: the report and audit-log time columns.
 */
export function formatDateTime(input: DateInput, locale: Locale, timeZone = 'UTC', options: { seconds?: boolean } = {}): string {
  const p = zonedParts(input, timeZone);
  if (!p) return '';
  return `${dayText(p, locale)} ${pad(p.hour)}:${pad(p.minute)}${options.seconds ? `:${pad(p.second)}` : ''}`;
}

/** The date without the time: 'Mar 05, 2026' / '05/03/2026'. A calendar day 'yyyy-MM-dd' is taken as it is. */
export function formatDate(input: DateInput, locale: Locale, timeZone = 'UTC'): string {
  const p = zonedParts(input, timeZone);
  return p ? dayText(p, locale) : '';
}

/** A day on a chart axis, without the year: 'Mar 05' / '05/03'. */
export function formatShortDay(input: DateInput, locale: Locale, timeZone = 'UTC'): string {
  const p = zonedParts(input, timeZone);
  if (!p) return '';
  return locale === 'vi' ? `${pad(p.day)}/${pad(p.month)}` : `${MONTHS[p.month - 1]} ${pad(p.day)}`;
}

/** The locale date fields (react-aria) run under: the segments in the language's order, mm/dd/yyyy or dd/mm/yyyy. */
export function dateFieldLocale(locale: Locale): string {
  return locale === 'vi' ? 'vi-VN' : 'en-US';
}

/** The browser's IANA time zone name, if it tells. */
export function browserZoneName(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The zone API times are shown in when the profile names none (spec 1 §9: the browser's), else UTC. */
export function browserTimeZone(): string {
  return browserZoneName() ?? 'UTC';
}

/** A calendar day as ISO 'yyyy-MM-dd' or a timestamp (taken in `timeZone`) → 'MM/dd/yyyy'. */
export function formatMDY(input: DateInput, timeZone = 'UTC'): string {
  if (typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input)) {
    const [y, m, d] = input.split('-');
    return `${m}/${d}/${y}`;
  }
  const p = zonedParts(input, timeZone);
  return p ? `${pad(p.month)}/${pad(p.day)}/${pad(p.year, 4)}` : '';
}

/** 'MM/dd/yyyy' (leading zeros optional) → ISO 'yyyy-MM-dd', or null for text that is not a real day. */
export function parseMDY(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * Notification time (spec 1 §9): under a minute 'just now', under an hour 'N minutes ago', under a
 * day 'N hours ago', otherwise the full date-time. Times slightly in the future (clock skew) count
 * as 'just now'.
 */
export function formatRelative(input: DateInput, locale: Locale, now: DateInput = Date.now(), timeZone = 'UTC'): string {
  const then = new Date(input instanceof Date ? input.getTime() : input).getTime();
  const current = new Date(now instanceof Date ? now.getTime() : now).getTime();
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((current - then) / 60_000);
  const ll = translator(locale);
  if (minutes < 1) return ll.common.time.justNow();
  if (minutes < 60) return ll.common.time.minutesAgo({ count: minutes });
  if (minutes < 24 * 60) return ll.common.time.hoursAgo({ count: Math.floor(minutes / 60) });
  return formatDateTime(then, locale, timeZone);
}
