import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';
import { fontSize, space } from '../system/tokens.ts';

export const centered = style({
  maxWidth: '560px',
  margin: `${space.xxxl} auto`,
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  textAlign: 'center',
  alignItems: 'center',
});
export const big = style({ fontSize: '56px', margin: 0, color: vars.color.textMuted });
export const heading = style({ margin: 0, fontSize: fontSize.xxl });
export const text = style({ margin: 0, color: vars.color.textMuted });
