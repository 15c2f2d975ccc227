import type { Locales } from './i18n-types.ts';
import { loadLocaleAsync } from './i18n-util.async.ts';
import { loadedLocales } from './i18n-util.ts';

/** Whether `locale`'s dictionary is in memory (always, in Node; in the browser once loaded). */
export function isLocaleLoaded(locale: Locales): boolean {
  return Boolean(loadedLocales[locale]);
}

const pending = new Map<Locales, Promise<void>>();

/** Loads one locale's dictionary (its own chunk in the browser build); once per locale. */
export function ensureLocale(locale: Locales): Promise<void> {
  if (isLocaleLoaded(locale)) return Promise.resolve();
  let p = pending.get(locale);
  if (!p) {
    p = loadLocaleAsync(locale).finally(() => pending.delete(locale));
    pending.set(locale, p);
  }
  return p;
}
