import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { fontFamily, fontSize, lineHeight } from './tokens.ts';
// the keyboard focus ring and reduced motion are one global rule each, in their own files
import './focus.css.ts';
import './motion.css.ts';

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
