import { atom } from 'jotai';

/**
 * The theme preference, kept in this browser: the one home of its storage key, its reading and its
 * writing. `applyTheme` (src/views/system/theme-mode.ts) puts the chosen theme on <html> and stores it
 * here; `themeAtom` hears every change (this tab through a window event, other tabs through `storage`).
 */
export type ThemePreference = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'bc.theme';
const CHANGED = 'bc.theme.changed';

/** The remembered choice, 'system' by default (or when storage is blocked). */
export function readTheme(): ThemePreference {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

export function writeTheme(mode: ThemePreference): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  window.dispatchEvent(new Event(CHANGED));
}

const themeBase = atom<ThemePreference | null>(null);
/** The stored preference, following every change while mounted. */
export const themeAtom = atom((get) => get(themeBase) ?? (typeof window === 'undefined' ? 'system' : readTheme()));
themeBase.onMount = (set) => {
  const sync = () => set(readTheme());
  sync();
  window.addEventListener(CHANGED, sync);
  window.addEventListener('storage', sync);
  return () => {
    window.removeEventListener(CHANGED, sync);
    window.removeEventListener('storage', sync);
  };
};

const prefersDarkBase = atom(false);
prefersDarkBase.onMount = (set) => {
  if (typeof window === 'undefined' || !window.matchMedia) return;
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  set(media.matches);
  const onChange = (e: MediaQueryListEvent) => set(e.matches);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/** The theme actually applied: the preference, or the OS setting for 'system'. */
export const resolvedThemeAtom = atom((get) => {
  const preference = get(themeAtom);
  return preference === 'system' ? (get(prefersDarkBase) ? 'dark' : 'light') : preference;
});
