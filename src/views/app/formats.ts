import * as f from '../../i18n/format.ts';
import type { Locale } from '../../i18n/translate.ts';

/**
 * The formatters of src/i18n/format.ts bound to what decides them (decision 066): numbers and money
 * take their separators from the brand's currency (spec 1 §9: USD `1,234.5`, any other `1.234,5`),
 * dates their order from the UI language and their day from the user's time zone. A page gets them
 * from `useFormat()` (./useFormat.ts); a helper that formats for a page takes them as an argument.
 * Views do not import format.ts's formatters themselves (lint: `local/format-through-use-format`),
 * so no figure falls back to USD separators and no date to another zone because an argument was
 * forgotten. Kept apart from the hook so pure helpers and their unit tests need no React.
 */
export interface Formats {
  locale: Locale;
  currency: string;
  timeZone: string;
  /** a plain figure: `1,234` / `1.234`; at most `maxDecimals` decimals (default 4), at least `minDecimals` */
  number: (value: f.Amount, maxDecimals?: number, minDecimals?: number) => string;
  /** `12.5%` / `12,5%` from a percentage (12.5, not 0.125) */
  percent: (value: f.Amount, maxDecimals?: number, minDecimals?: number) => string;
  /** money in the brand's currency, its usual decimals unless given */
  money: (value: f.Amount, decimals?: number) => string;
  abbreviate: (value: f.Amount, decimals?: number) => string;
  /**
   * A count for a dictionary text `{count} {{n: row|rows}}`: the figure as the page writes it and
   * the number its plural form is chosen by (typesafe-i18n writes a `{count:number}` without separators).
   */
  count: (value: number) => { count: string; n: number };
  date: (value: f.DateInput) => string;
  dateTime: (value: f.DateInput) => string;
  shortDay: (value: f.DateInput) => string;
  /** the date-time with seconds in UTC, for the report and audit columns titled "(UTC)" */
  utcDateTime: (value: f.DateInput) => string;
  /** "just now", "5 minutes ago" …, else the date-time in the user's zone (notifications, spec 1 §9) */
  relative: (value: f.DateInput, now?: f.DateInput) => string;
}

export function formatsFor(locale: Locale, currency: string, timeZone: string): Formats {
  const number = (value: f.Amount, maxDecimals?: number, minDecimals?: number) =>
    f.formatNumber(value, {
      currency,
      ...(maxDecimals === undefined ? {} : { maxDecimals }),
      ...(minDecimals === undefined ? {} : { minDecimals }),
    });
  return {
    locale,
    currency,
    timeZone,
    number,
    percent: (value, maxDecimals = 2, minDecimals) => {
      const text = number(value, maxDecimals, minDecimals);
      return text ? `${text}%` : '';
    },
    money: (value, decimals) => f.formatMoney(value, currency, decimals),
    abbreviate: (value, decimals) => f.abbreviate(value, { currency, ...(decimals === undefined ? {} : { decimals }) }),
    count: (value) => ({ count: f.formatNumber(value, { currency, maxDecimals: 0 }), n: value }),
    date: (value) => f.formatDate(value, locale, timeZone),
    dateTime: (value) => f.formatDateTime(value, locale, timeZone),
    shortDay: (value) => f.formatShortDay(value, locale, timeZone),
    utcDateTime: (value) => f.formatDateTime(value, locale, 'UTC', { seconds: true }),
    relative: (value, now) => f.formatRelative(value, locale, now ?? Date.now(), timeZone),
  };
}

/** The zone dates are shown in: the profile's, else the browser's (decision 066). */
export function userTimeZone(profileZone: string | null | undefined): string {
  return profileZone || f.browserTimeZone();
}
