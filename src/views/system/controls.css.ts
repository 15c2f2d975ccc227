import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { focusRing } from './focus.css.ts';
import { fontWeight, radii, space } from './tokens.ts';

// tabs wrap to a second row on a narrow screen rather than push the page sideways (a scrolled strip would clip the focus ring)
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const tab = style({
  padding: `${space.sm} ${space.md}`,
  cursor: 'pointer',
  color: vars.color.textMuted,
  borderBottom: '2px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.accent, borderBottomColor: vars.color.accent, fontWeight: fontWeight.medium },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-focus-visible]': focusRing,
  },
});
export const tabPanel = style({ paddingTop: space.lg, outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});
export const checkboxBox = style({
  width: '16px',
  height: '16px',
  borderRadius: radii.sm,
  border: `1.5px solid ${vars.color.borderStrong}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textOnAccent,
  fontSize: '11px',
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: { background: vars.color.accent, borderColor: vars.color.accent },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
