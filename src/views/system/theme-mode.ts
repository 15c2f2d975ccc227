import { darkTheme, lightTheme } from './theme.css.ts';

export type ThemeMode = 'light' | 'dark' | 'system';
const STORAGE_KEY = 'bc.theme';

/** Pin the light or dark theme on <html>, or follow the OS ('system'); the choice is remembered. */
export function applyTheme(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.classList.remove(lightTheme, darkTheme);
  if (mode === 'light') root.classList.add(lightTheme);
  if (mode === 'dark') root.classList.add(darkTheme);
  root.dataset.theme = mode;
  try {
    window.localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** The remembered choice, 'system' by default. */
export function storedTheme(): ThemeMode {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/** The theme actually shown now (resolves 'system' through the media query). */
export function effectiveTheme(mode: ThemeMode = storedTheme()): 'light' | 'dark' {
  if (mode !== 'system') return mode;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
