import { style } from '@vanilla-extract/css';
import { focusRing } from '../../system/focus.css.ts';
import { vars } from '../../system/theme.css.ts';
import { radii, space } from '../../system/tokens.ts';

export const picker = style({ display: 'grid', gap: space.sm, maxWidth: '40rem' });
export const list = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  maxHeight: '18rem',
  overflowY: 'auto',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.xs} ${space.sm}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing, '&[data-selected]': { background: vars.color.accentSubtle } },
});
export const box = style({
  width: '1rem',
  height: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.sm,
  display: 'inline-grid',
  placeItems: 'center',
  fontSize: '0.75rem',
});
export const meta = style({ color: vars.color.textMuted, fontSize: '0.875rem', marginLeft: 'auto' });
export const empty = style({ padding: space.sm, color: vars.color.textMuted });
export const error = style({ color: vars.color.danger, margin: 0 });
