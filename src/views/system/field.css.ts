import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';
import { focusRing } from './focus.css.ts';
import { fontSize, fontWeight, radii, space } from './tokens.ts';

/* Text-like fields: label, control, description and error share one layout. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });
export const label = style({ fontSize: fontSize.sm, fontWeight: fontWeight.medium, color: vars.color.text });
export const description = style({ fontSize: fontSize.xs, color: vars.color.textMuted });
export const fieldError = style({ fontSize: fontSize.xs, color: vars.color.danger });
// the live region around a field's error is always there; while empty it takes back the column gap
export const errorSlot = style({ selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${space.xs})` } } });

export const input = recipe({
  base: {
    font: 'inherit',
    color: vars.color.text,
    background: vars.color.surface,
    // borderStrong, not border: an input's edge is a control boundary and must reach 3:1 (decision 045)
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: radii.md,
    padding: `${space.xs} ${space.sm}`,
    minHeight: '34px',
    outline: 'none',
    width: '100%',
    selectors: {
      '&[data-hovered]': { borderColor: vars.color.textMuted },
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[data-focused], &[data-focus-within]': { borderColor: vars.color.accent },
      '&[data-focus-visible]': focusRing,
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed', background: vars.color.surfaceSunken },
    },
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

/* a row holding an input plus its buttons (number steppers, select/combobox/date triggers) */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xxs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radii.md,
  background: vars.color.surface,
  padding: `0 ${space.xxs}`,
  minHeight: '34px',
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const bareInput = style({
  font: 'inherit',
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  outline: 'none',
  flex: 1,
  minWidth: 0,
  padding: `${space.xs} ${space.xs}`,
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const dateSegment = style({
  padding: `0 1px`,
  borderRadius: radii.sm,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { background: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-type="literal"]': { padding: 0 },
  },
});
