import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css.ts';
import { vars } from './theme.css.ts';
import { fontSize, radii, space } from './tokens.ts';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: '14rem' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  fontSize: fontSize.sm,
  borderRadius: radii.full,
  padding: `${space.xxs} ${space.xxs} ${space.xxs} ${space.sm}`,
  background: vars.color.accentSubtle,
  color: vars.color.text,
});
export const remove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.25rem',
  height: '1.25rem',
  border: 0,
  borderRadius: radii.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-hovered]': { background: vars.color.surfaceSunken }, '&[data-focus-visible]': focusRing },
});
