import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** The plain list table of the list pages (offers, partner management): rows, cells, sortable heads, pager. */
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
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875em' });
export const error = style({ color: vars.color.danger, margin: 0 });
