import { assignVars, createThemeContract, globalStyle, style } from '@vanilla-extract/css';
import { darkColors, lightColors, shadows } from './tokens.ts';

/*
 * Theme contract: colours and shadows are CSS variables; the rest of the token set is static.
 * `:root` follows the OS (prefers-color-scheme). applyTheme() (theme-mode.ts) puts lightTheme or
 * darkTheme on <html> to pin one; those rules are `:root.<class>` so they outrank the media query.
 */
const toNull = <T extends Record<string, string>>(o: T) =>
  Object.fromEntries(Object.keys(o).map((k) => [k, null])) as { [K in keyof T]: null };

export const vars = createThemeContract({
  color: toNull(lightColors),
  shadow: { sm: null, md: null },
});

const light = assignVars(vars, { color: lightColors, shadow: shadows.light });
const dark = assignVars(vars, { color: darkColors, shadow: shadows.dark });

export const lightTheme = style({});
export const darkTheme = style({});

globalStyle(':root', {
  vars: light,
  colorScheme: 'light dark',
  '@media': { '(prefers-color-scheme: dark)': { vars: dark } },
});
globalStyle(`:root.${lightTheme}`, { vars: light, colorScheme: 'light' });
globalStyle(`:root.${darkTheme}`, { vars: dark, colorScheme: 'dark' });
