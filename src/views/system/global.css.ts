import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { fontFamily, fontSize, lineHeight } from './tokens.ts';

/* Page defaults: font stack, themed background and one visible focus ring for keyboard users. */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: fontFamily.body,
  fontSize: fontSize.md,
  lineHeight: lineHeight.normal,
  background: vars.color.background,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('code, kbd, pre', { fontFamily: fontFamily.mono });
globalStyle('a', { color: vars.color.accent });
// the browser ring only for keyboard focus; react-aria components style [data-focus-visible] themselves
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });
globalStyle('*', {
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms', animationDuration: '0.01ms' } },
});
