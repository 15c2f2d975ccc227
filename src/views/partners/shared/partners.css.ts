import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';
import { breakpoints } from '../../system/tokens.ts';

const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

/** Styles of the partner management screens (list and detail). */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  padding: 24,
  minWidth: 0,
  '@media': { [narrow]: { padding: 0 } },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const row = style({
  cursor: 'default',
  selectors: {
    '&[data-active="true"]': { background: vars.color.accentSubtle, boxShadow: `inset 3px 0 0 ${vars.color.focusRing}` },
    '&[data-selected="true"]': { fontWeight: 600 },
  },
});
export const cell = style({
  padding: '6px 10px',
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const numeric = style([cell, { textAlign: 'end' }]);
export const headButton = style({
  all: 'unset',
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const pager = style({ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' });
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875em' });
export const error = style({ color: vars.color.danger, margin: 0 });
export const actions = style({ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' });
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)',
  gap: '4px 16px',
  margin: 0,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const dt = style({ color: vars.color.textMuted });
export const dd = style({ margin: 0, overflowWrap: 'anywhere' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 12 });
