import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';
import { fontSize, radii, space } from '../system/tokens.ts';

export const page = style({ minHeight: '80vh', display: 'flex', alignItems: 'center', justifyContent: 'center' });
export const card = style({
  width: '100%',
  maxWidth: '420px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  padding: space.xxl,
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
});
export const title = style({ margin: 0, fontSize: fontSize.xl });
export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const alert = style({
  color: vars.color.danger,
  background: vars.color.dangerSubtle,
  padding: space.sm,
  borderRadius: radii.sm,
  margin: 0,
});
export const info = style({
  color: vars.color.text,
  background: vars.color.accentSubtle,
  padding: space.sm,
  borderRadius: radii.sm,
  margin: 0,
});
export const links = style({ display: 'flex', flexDirection: 'column', gap: space.xs, fontSize: fontSize.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.sm, margin: 0 });
