import { createElement, Fragment, useCallback, useEffect, type ReactNode } from 'react';
import TypesafeI18n, { useI18nContext } from './i18n-react.tsx';
import { keepPaths } from './kept-paths.ts';
import { ensureLocale, isLocaleLoaded } from './load.ts';
import { BASE_LOCALE, pickLocale, type LL, type Locale } from './translate.ts';

/*
 * The app-facing React API of i18n. Views import `useI18n` / `I18nProvider` from here and the rest
 * (formatters, errorText …) from ./translate.ts and ./format.ts; nothing imports typesafe-i18n directly.
 */
const STORAGE_KEY = 'bc.locale';

/** Locale to start with: the stored choice, else the browser language, else English. */
export function initialLocale(): Locale {
  if (typeof window === 'undefined') return BASE_LOCALE;
  const stored = safeStorage()?.getItem(STORAGE_KEY);
  return pickLocale(stored ?? window.navigator.language);
}

export function I18nProvider(props: { locale?: Locale; children: ReactNode }): ReactNode {
  const locale = props.locale ?? initialLocale();
  syncDocument(locale);
  return createElement(TypesafeI18n, { locale, children: createElement(Fragment, null, createElement(WholeDictionary), props.children) });
}

/**
 * The browser renders first with the shell's areas only (./load.ts). Once the whole dictionary is
 * there, `LL` is made again so anything that rendered before it shows its texts.
 */
function WholeDictionary(): null {
  const { locale, setLocale } = useI18nContext();
  useEffect(() => {
    if (!isLocaleLoaded(locale))
      void ensureLocale(locale).then(
        () => setLocale(locale),
        () => undefined,
      ); // a page shows a failure
  }, [locale, setLocale]);
  return null;
}

export interface I18nApi {
  LL: LL;
  locale: Locale;
  /** Switch language everywhere, remember it and update `<html lang>`. */
  setLocale: (locale: Locale) => void;
}

export function useI18n(): I18nApi {
  const { LL, locale, setLocale: set } = useI18nContext();
  const setLocale = useCallback(
    (next: Locale) => {
      safeStorage()?.setItem(STORAGE_KEY, next);
      const apply = () => {
        syncDocument(next);
        set(next);
      };
      // the browser holds only the locale it started with (./load.ts): the current texts stay until
      // the other one has loaded, never an untranslated screen
      if (isLocaleLoaded(next)) apply();
      else void ensureLocale(next).then(apply);
    },
    [set],
  );
  // a whole dictionary's texts are kept per path (./kept-paths.ts); a first-paint one is read live
  return { LL: isLocaleLoaded(locale) ? keepPaths(LL) : LL, locale, setLocale };
}

function syncDocument(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // private mode or blocked storage: the choice just is not remembered
  }
}
