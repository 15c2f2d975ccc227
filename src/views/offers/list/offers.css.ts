import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';
import { breakpoints } from '../../system/tokens.ts';

/** Below the tablet breakpoint the shell's main already pads the page; label/value lists stack. */
const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

/** Styles of the offer screens (list, stepper, edit, detail). */
// the area page's column, shared (src/views/system/page.css.ts)
export { page } from '../../system/page.css.ts';
export const toolbar = style({ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' });
// the list table's hint and error lines (the table itself: src/views/table/ListTable.tsx)
export { hint, error } from '../../system/list-table.css.ts';
export const chips = style({ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' });
export const chip = style({
  display: 'inline-flex',
  gap: 4,
  alignItems: 'center',
  padding: '2px 8px',
  borderRadius: 12,
  background: vars.color.accentSubtle,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 760 });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12, alignItems: 'start' });
export const rowInline = style({ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' });
export const steps = style({ display: 'flex', gap: 8, listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap' });
export const step = style({
  padding: '4px 10px',
  borderRadius: 12,
  selectors: { '&[aria-current="step"]': { background: vars.color.accentSubtle, fontWeight: 600 } },
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: 8, scrollMarginTop: 72 });
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)',
  gap: '4px 16px',
  margin: 0,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const dt = style({ color: vars.color.textMuted });
export const dd = style({ margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', gap: 8, flexWrap: 'wrap' });
