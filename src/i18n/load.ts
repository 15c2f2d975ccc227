import { LATER_AREAS } from './areas.ts';
import type { Locales, Translations } from './i18n-types.ts';
import { importLocaleAsync, loadFormatters } from './i18n-util.async.ts';
import { ensureAriaStrings } from './react-aria-strings.ts';
import { loadedLocales } from './i18n-util.ts';

/*
 * The browser loads a locale in two steps (docs/decisions/027-initial-bundle.md): the areas the shell
 * shows before the first render (./areas.ts), then the whole dictionary alongside the first page.
 * Node loads every locale whole at import (./load-locales.ts), so nothing here is ever partial there.
 */
const partial = new Set<Locales>();
const firstPaintLoaders: Record<Locales, () => Promise<{ default: object }>> = {
  en: () => import('./en/first-paint.ts'),
  vi: () => import('./vi/first-paint.ts'),
};

/** Whether `locale`'s whole dictionary is in memory (always, in Node; in the browser once loaded). */
export function isLocaleLoaded(locale: Locales): boolean {
  return Boolean(loadedLocales[locale]) && !partial.has(locale);
}

/**
 * Fills the placeholder areas of a first-paint dictionary in place. typesafe-i18n's `LL` copies the
 * dictionary's top level when it is made, so a placeholder object must stay the same object: an `LL`
 * made before the whole dictionary arrived then reads the texts as soon as they are there.
 */
export function completeDictionary(target: Record<string, object>, whole: Record<string, object>): void {
  for (const [area, texts] of Object.entries(whole)) {
    const current = target[area];
    if (current === undefined) target[area] = texts;
    else if (current !== texts) Object.assign(current, texts);
  }
}

/** The shell's areas of `locale` (plus an empty object per later area), unless it is loaded already. */
export async function ensureFirstPaint(locale: Locales): Promise<void> {
  if (loadedLocales[locale]) return;
  // react-aria's words in that language come with it (decision 072)
  const [{ default: part }] = await Promise.all([firstPaintLoaders[locale](), ensureAriaStrings(locale)]);
  if (loadedLocales[locale]) return; // the whole dictionary won the race
  const placeholders = Object.fromEntries(LATER_AREAS.map((area) => [area, {}]));
  loadedLocales[locale] = { ...placeholders, ...part } as unknown as Translations;
  partial.add(locale);
  loadFormatters(locale);
}

const pending = new Map<Locales, Promise<void>>();

/** Loads one locale's whole dictionary (its own chunks in the browser build); once per locale. */
export function ensureLocale(locale: Locales): Promise<void> {
  if (isLocaleLoaded(locale)) return Promise.resolve();
  let p = pending.get(locale);
  if (!p) {
    p = Promise.all([importLocaleAsync(locale), ensureAriaStrings(locale)])
      .then(([whole]) => {
        const current = loadedLocales[locale] as Translations | undefined;
        if (current && partial.has(locale)) completeDictionary(current as never, whole as never);
        else loadedLocales[locale] = whole;
        partial.delete(locale);
        loadFormatters(locale);
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, p);
  }
  return p;
}

/** Completes every locale loaded only for the first paint (pages await this before they render). */
export function ensureWholeDictionaries(): Promise<void> {
  return Promise.all([...partial].map(ensureLocale)).then(() => undefined);
}
