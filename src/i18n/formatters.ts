import type { FormattersInitializer } from 'typesafe-i18n';
import type { Locales, Formatters } from './i18n-types.ts';

/*
 * typesafe-i18n's in-string formatters ({value|name}). None are used: numbers, money and dates are
 * formatted by ./format.ts before they are passed in, so one implementation serves UI, server and tests.
 */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (_locale: Locales) => {
  const formatters: Formatters = {};
  return formatters;
};
