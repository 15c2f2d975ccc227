import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';
import { fontSize, radii, space } from '../system/tokens.ts';

/** The agency's brands (decision 077): one card per brand, so a phone needs no table. */
export const page = style({
  maxWidth: '720px',
  margin: '0 auto',
  padding: space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
});
export const head = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ margin: 0, fontSize: fontSize.xl });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: space.md });
export const brand = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  background: vars.color.surface,
  padding: space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});
export const brandName = style({ margin: 0, fontSize: fontSize.lg });
export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${space.xs} ${space.md}` });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
