import { useMemo } from 'react';
import * as f from '../../i18n/format.ts';
import { useI18n } from '../../i18n/runtime.ts';
import type { Locale } from '../../i18n/translate.ts';
import { useShellSession } from './runtime.tsx';

/**
 * The formatters of src/i18n/format.ts bound to what decides them (decision 066): numbers and money
 * take their separators from the brand's currency (spec 1 §9: USD `1,234.5`, any other `1.234,5`),
 * dates their order from the UI language and their day from the user's time zone (the profile's,
 * else the browser's). A page formats through this, so no figure falls back to USD separators and
 * no date to another format because an argument was forgotten.
 */
export interface Formats {
  locale: Locale;
  currency: string;
  timeZone: string;
  /** a plain figure: `1,234` / `1.234`; at most `maxDecimals` decimals (default 4) */
  number: (value: f.Amount, maxDecimals?: number) => string;
  /** `12.5%` / `12,5%` from a percentage (12.5, not 0.125) */
  percent: (value: f.Amount, maxDecimals?: number) => string;
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
}

export function formatsFor(locale: Locale, currency: string, timeZone: string): Formats {
  return {
    locale,
    currency,
    timeZone,
    number: (value, maxDecimals) => f.formatNumber(value, { currency, ...(maxDecimals === undefined ? {} : { maxDecimals }) }),
    percent: (value, maxDecimals = 2) => {
      const text = f.formatNumber(value, { currency, maxDecimals });
      return text ? `${text}%` : '';
    },
    money: (value, decimals) => f.formatMoney(value, currency, decimals),
    abbreviate: (value, decimals) => f.abbreviate(value, { currency, ...(decimals === undefined ? {} : { decimals }) }),
    count: (value) => ({ count: f.formatNumber(value, { currency, maxDecimals: 0 }), n: value }),
    date: (value) => f.formatDate(value, locale, timeZone),
    dateTime: (value) => f.formatDateTime(value, locale, timeZone),
    shortDay: (value) => f.formatShortDay(value, locale, timeZone),
  };
}

export function useFormat(): Formats {
  const { locale } = useI18n();
  const { me } = useShellSession();
  const currency = me?.currency ?? 'USD';
  const timeZone = me?.timezone || f.browserTimeZone();
  return useMemo(() => formatsFor(locale, currency, timeZone), [locale, currency, timeZone]);
}
