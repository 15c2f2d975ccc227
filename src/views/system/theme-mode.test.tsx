import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, storedTheme } from './theme-mode.ts';
import { darkTheme, lightTheme } from './theme.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import './global.css.ts';

afterEach(() => window.localStorage.clear());

describe('applyTheme', () => {
  it('pins light or dark with one class on <html>, and system removes both', () => {
    const root = document.documentElement;
    applyTheme('dark');
    expect(root.classList.contains(darkTheme)).toBe(true);
    expect(root.classList.contains(lightTheme)).toBe(false);
    applyTheme('light');
    expect(root.classList.contains(lightTheme)).toBe(true);
    expect(root.classList.contains(darkTheme)).toBe(false);
    applyTheme('system');
    expect(root.classList.contains(lightTheme) || root.classList.contains(darkTheme)).toBe(false);
    expect(root.dataset.theme).toBe('system');
  });

  it('remembers the choice, system by default', () => {
    expect(storedTheme()).toBe('system');
    applyTheme('dark');
    expect(storedTheme()).toBe('dark');
  });
});

describe('sprinkles', () => {
  it('accepts only the named z-index scale and responsive layout values', () => {
    expect(sprinkles({ zIndex: 'toast', display: { mobile: 'none', desktop: 'flex' } }).split(' ')).toHaveLength(3);
    // @ts-expect-error raw z-index numbers are not part of the scale
    expect(() => sprinkles({ zIndex: '9999' })).toThrow();
  });
});
