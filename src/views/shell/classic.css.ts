import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';
import { breakpoints, fontSize, fontWeight, space } from '../system/tokens.ts';

/* The older top menu: a row in the header from the tablet breakpoint up; below it the off-canvas menu serves. */
const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const frame = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const brand = style({ fontWeight: fontWeight.bold, fontSize: fontSize.lg, whiteSpace: 'nowrap' });
export const nav = style({ flex: 1, minWidth: 0, '@media': { [narrow]: { display: 'none' } } });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xxs,
});
export const trigger = style({ display: 'inline-flex', alignItems: 'center', gap: space.xxs });
export const spacer = style({ flex: 1, '@media': { [narrow]: { display: 'block' } } });
export const greyed = style({ color: vars.color.textMuted, fontSize: fontSize.sm });
