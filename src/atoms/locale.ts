import { atom } from 'jotai';
import { initialLocale, LOCALE_CHANGED } from '../i18n/runtime.ts';
import type { Locale } from '../i18n/translate.ts';

/**
 * The shown language for atoms and code outside React's i18n context. The language itself is
 * switched by `useI18n().setLocale` (src/i18n/runtime.ts, which remembers it); this atom follows every
 * switch (this tab through LOCALE_CHANGED, other tabs through `storage`) instead of keeping its own copy.
 */
const localeBase = atom<Locale | null>(null);
localeBase.onMount = (set) => {
  const sync = () => set(initialLocale());
  sync();
  window.addEventListener(LOCALE_CHANGED, sync);
  window.addEventListener('storage', sync);
  return () => {
    window.removeEventListener(LOCALE_CHANGED, sync);
    window.removeEventListener('storage', sync);
  };
};
export const localeAtom = atom((get) => get(localeBase) ?? initialLocale());
