import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { breakpoints, fontSize, radii, space } from './tokens.ts';

/*
 * Every toolbar and filter bar: filters on one grid of equal tracks that wrap whole (a field never
 * shrinks below 12rem, never grows past its track), the actions at the end of the row. Below the
 * tablet breakpoint the bar is one column: every filter a full-width row, then the actions' row.
 */
const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: space.md,
  alignItems: 'end',
  minWidth: 0,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** a bar with one part (filters or actions only): no empty track beside it */
export const single = style({ gridTemplateColumns: 'minmax(0, 1fr)' });

/** the filters: equal tracks of at least 12rem (or the whole width when narrower) */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: space.md,
  alignItems: 'end',
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

/** the folded filters' row (decision 065): the "Filters (n)" button, then the active filters as chips, across the bar */
export const fold = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center', minWidth: 0 });
export const chevronOpen = style({ transform: 'rotate(180deg)' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, listStyle: 'none', margin: 0, padding: 0, minWidth: 0 });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxs,
  maxWidth: '100%',
  padding: `0 0 0 ${space.sm}`,
  borderRadius: radii.full,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: fontSize.sm,
  overflowWrap: 'anywhere',
});
export const chipRemove = style({ borderRadius: radii.full, minWidth: 0, padding: space.xs });

/** a line of text in the filters' place (a row count, a selection) */
export const status = style({ minWidth: 0, overflowWrap: 'anywhere', alignSelf: 'center' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  gridColumn: '-2',
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [narrow]: { justifyContent: 'flex-start' } },
});
