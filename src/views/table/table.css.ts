import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';
import { fontSize, lineHeight } from '../system/tokens.ts';

/*
 * The analyst table: a div grid (role="grid") inside one scroll container. The header row group is
 * sticky at the top and the totals row sticky at the bottom of the same container, so both stay in
 * view while a million rows scroll between them. Rows are absolutely placed by the virtualizer.
 */
export const wrap = style({ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 });
/** the scroll container's frame: the scroll cue sits in it (system/TableScroll.tsx ScrollCues) */
export const frame = style({ position: 'relative', minWidth: 0 });
export { fitNote } from '../system/list-table.css.ts';
export const status = style({ color: vars.color.textMuted, fontSize: '0.875em' });
export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 6,
  background: vars.color.surface,
  contain: 'strict',
});
export const grid = style({
  position: 'relative',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` } },
});
export const head = style({ position: 'sticky', top: 0, zIndex: 2, background: vars.color.surfaceSunken });
export const foot = style({ position: 'sticky', bottom: 0, zIndex: 2, background: vars.color.surfaceSunken, fontWeight: 600 });
export const row = style({
  display: 'grid',
  alignItems: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
  boxSizing: 'border-box',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.accentSubtle },
  },
});
// each row its own layout and paint boundary: a row whose texts change does not lay out the grid again
export const bodyRow = style([row, { position: 'absolute', insetInlineStart: 0, top: 0, contain: 'layout paint style' }]);
export const cell = style({
  padding: '0 10px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  selectors: {
    '&[data-active="true"]': { boxShadow: `inset 0 0 0 2px ${vars.color.focusRing}` },
  },
});
export const numeric = style([cell, { justifyContent: 'flex-end' }]);
export const headCell = style([cell, { fontWeight: 600, gap: 4 }]);
// a group's name at its start, so it shows while any of its columns does (centred, it scrolled out of view)
export const groupCell = style([headCell, { justifyContent: 'flex-start', borderInlineStart: `1px solid ${vars.color.border}` }]);
/** the row's name: it stays at the start while the grid scrolls sideways (decision 065) */
export const pinned = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
  selectors: {
    [`${head} &, ${foot} &`]: { background: vars.color.surfaceSunken },
    '[aria-selected="true"] > &': { background: vars.color.accentSubtle },
    // on a phone the name wraps (up to three lines of the small size) rather than being cut (ReportTable's PHONE_ROW_HEIGHT)
    '[data-wrap-name] &': {
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      textOverflow: 'clip',
      fontSize: fontSize.sm,
      lineHeight: lineHeight.tight,
    },
  },
});
export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const placeholder = style({ color: vars.color.textMuted });
export const message = style({ padding: 16, color: vars.color.textMuted });
export const error = style({ padding: 16, color: vars.color.danger, display: 'flex', gap: 8, alignItems: 'center' });
export { pager } from '../app/pager.css.ts';
export const progress = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', fontSize: '0.875em', minWidth: 0 });
export const progressBar = style({ width: 160, maxWidth: '100%', height: 6 });
export const settings = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const settingsGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 6,
  padding: 8,
});
export const inline = style({ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' });
export { visuallyHidden } from '../system/visually-hidden.css.ts';
