import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';
import { breakpoints } from '../../system/tokens.ts';

const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

/** Styles of the partner management screens (list and detail). */
// the area page's column, shared (src/views/system/page.css.ts)
export { page } from '../../system/page.css.ts';
// the list table's hint and error lines (the table itself: src/views/table/ListTable.tsx)
export { hint, error } from '../../system/list-table.css.ts';
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
