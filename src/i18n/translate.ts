import type { Locales, TranslationFunctions } from './i18n-types.ts';
import { baseLocale, i18nObject, isLocale, loadedLocales, locales } from './i18n-util.ts';
import { keepPaths } from './kept-paths.ts';
import { isLocaleLoaded } from './load.ts';
// Node: every locale, loaded at import; the browser build swaps this for a no-op and loads the shown
// locale before the first render (./load.ts, docs/decisions/027-initial-bundle.md)
import './load-locales.ts';

/*
 * React-free entry point of i18n: the server (emails), the request layer and the command registry
 * translate through here.
 */

export type Locale = Locales;
export type LL = TranslationFunctions;
export const LOCALES: readonly Locale[] = locales;
export const BASE_LOCALE: Locale = baseLocale;
export { isLocale };

const cache = new Map<Locale, LL>();

/** Translation functions of one locale (cached once its dictionary is whole, every path kept: ./kept-paths.ts). */
export function translator(locale: Locale): LL {
  const cached = cache.get(locale);
  if (cached) return cached;
  // a browser locale not loaded yet (./load.ts) is not cached: its functions would stay empty; one
  // loaded for the first paint only is read live, as it is completed in place
  if (!isLocaleLoaded(locale)) return i18nObject(locale);
  const ll = keepPaths(i18nObject(locale));
  cache.set(locale, ll);
  return ll;
}

/** Best supported locale for a BCP 47 tag ('vi-VN' → 'vi'); falls back to English. */
export function pickLocale(tag: string | null | undefined): Locale {
  const lang = (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(lang) ? lang : BASE_LOCALE;
}

function isLoaded(locale: Locale): boolean {
  return Object.hasOwn(loadedLocales, locale);
}

type Translate = (arg?: Record<string, unknown>) => string;

/*
 * typesafe-i18n's LL is a Proxy that answers any key with an empty string, so whether a dynamic key
 * (a code from the API) exists is checked against a loaded dictionary: the base one in Node, the one
 * shown in the browser (which may hold only that one; every locale has the same keys, a test checks).
 */
function lookup(ll: LL, area: 'errors' | 'validates' | 'routes', key: string): Translate | undefined {
  const dictionary = isLoaded(BASE_LOCALE) ? loadedLocales[BASE_LOCALE] : Object.values(loadedLocales)[0];
  if (!dictionary) return undefined;
  const base = dictionary[area] as Record<string, unknown>;
  if (!Object.hasOwn(base, key)) return undefined;
  return (ll[area] as unknown as Record<string, Translate>)[key];
}

/** Text of an API error code (`errors.<code>`); unknown codes get the generic error text. */
export function errorText(ll: LL, code: string): string {
  const fn = lookup(ll, 'errors', code);
  return fn ? fn() : ll.errors.errorOccurred();
}

/**
 * Text of a field error (`validates.<code>`, with its `min` / `max`, and `field`: the field's label,
 * used by the default `not_valid` message); unknown codes fall back to invalid_value.
 */
export function validateText(ll: LL, error: { code: string; min?: number; max?: number }, fieldLabel?: string): string {
  const fn = lookup(ll, 'validates', error.code);
  const field = fieldLabel ?? ll.validates.field_fallback();
  return fn ? fn({ min: error.min ?? 0, max: error.max ?? 0, field }) : ll.validates.invalid_value();
}

/** Title of a route id of src/domain/routes.ts (`routes.<id>`); the id itself when missing. */
export function routeTitle(ll: LL, routeId: string): string {
  const fn = lookup(ll, 'routes', routeId);
  return fn ? fn() : routeId;
}
