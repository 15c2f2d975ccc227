import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';
import { focusRing } from './focus.css.ts';
import { fontSize, fontWeight, radii, space, zIndex } from './tokens.ts';

export const region = style({
  position: 'fixed',
  top: space.lg,
  right: space.lg,
  zIndex: zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: space.md,
    minWidth: '280px',
    maxWidth: '400px',
    padding: space.md,
    borderRadius: radii.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    borderLeft: '4px solid transparent',
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.accent },
      success: { borderLeftColor: vars.color.success },
      warning: { borderLeftColor: vars.color.warning },
      error: { borderLeftColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});
export const toastContent = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: space.xxs });
export const toastTitle = style({ fontWeight: fontWeight.bold, fontSize: fontSize.md });
export const toastDescription = style({ fontSize: fontSize.sm, color: vars.color.textMuted });
