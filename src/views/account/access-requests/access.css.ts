import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';
import { fontSize, radii, space } from '../../system/tokens.ts';

/** Shared layout of the API key and access-request panels. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.md,
});
export const heading = style({ margin: 0, fontSize: fontSize.lg });
/** a section's heading inside an area page (the webhook delivery log) */
export const subheading = style({ margin: 0, fontSize: fontSize.xl, overflowWrap: 'anywhere' });
/** a button that reads as a link (an endpoint's URL selects it) */
export const link = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.accent,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });
export const row = style({ display: 'flex', gap: space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const secret = style({
  fontFamily: 'ui-monospace, monospace',
  wordBreak: 'break-all',
  padding: space.sm,
  background: vars.color.surfaceSunken,
  borderRadius: radii.sm,
});
export const warning = style({ margin: 0, color: vars.color.danger, fontSize: fontSize.sm });
