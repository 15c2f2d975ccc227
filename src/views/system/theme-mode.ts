import { readTheme, writeTheme, type ThemePreference } from '../../atoms/theme.ts';
import { darkTheme, lightTheme } from './theme.css.ts';

/** The preference itself (its storage, the `themeAtom` mirror) lives in src/atoms/theme.ts. */
export type ThemeMode = ThemePreference;

/** Pin the light or dark theme on <html>, or follow the OS ('system'); the choice is remembered. */
export function applyTheme(mode: ThemeMode, root: HTMLElement = document.documentElement): void {
  root.classList.remove(lightTheme, darkTheme);
  if (mode === 'light') root.classList.add(lightTheme);
  if (mode === 'dark') root.classList.add(darkTheme);
  root.dataset.theme = mode;
  writeTheme(mode);
}

/** The remembered choice, 'system' by default. */
export const storedTheme = (): ThemeMode => readTheme();

/** The theme actually shown now (resolves 'system' through the media query). */
export function effectiveTheme(mode: ThemeMode = storedTheme()): 'light' | 'dark' {
  if (mode !== 'system') return mode;
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
