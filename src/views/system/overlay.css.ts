import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';
import { focusRing } from './focus.css.ts';
import { duration, fontSize, radii, space, zIndex } from './tokens.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: space.lg,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${duration.normal}` } },
});

export const modal = recipe({
  base: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: radii.lg,
    boxShadow: vars.shadow.md,
    maxHeight: 'calc(100vh - 32px)',
    overflow: 'auto',
    width: '100%',
  },
  variants: { size: { sm: { maxWidth: '400px' }, md: { maxWidth: '560px' }, lg: { maxWidth: '880px' } } },
  defaultVariants: { size: 'md' },
});

export const dialog = style({ outline: 'none', padding: space.xl, display: 'flex', flexDirection: 'column', gap: space.lg });
export const dialogTitle = style({ margin: 0, fontSize: fontSize.xl });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: space.sm });

export const popover = style({
  zIndex: zIndex.popover,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
  boxShadow: vars.shadow.md,
  minWidth: 'var(--trigger-width)',
  overflow: 'auto',
  outline: 'none',
});

export const listBox = style({ padding: space.xxs, outline: 'none', maxHeight: '320px', overflow: 'auto' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.xs} ${space.sm}`,
  borderRadius: radii.sm,
  cursor: 'default',
  outline: 'none',
  // menu items with an href render as <a>: no link colour or underline inside a menu
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { fontWeight: 600, color: vars.color.accent },
    '&[data-disabled]': { opacity: 0.5 },
    '&[data-focus-visible]': focusRing,
  },
});

export const separator = style({ height: '1px', background: vars.color.border, margin: `${space.xxs} 0` });

export const tooltip = style({
  zIndex: zIndex.tooltip,
  background: vars.color.text,
  color: vars.color.background,
  borderRadius: radii.sm,
  padding: `${space.xxs} ${space.sm}`,
  fontSize: fontSize.xs,
  maxWidth: '280px',
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${duration.fast}` } },
});
