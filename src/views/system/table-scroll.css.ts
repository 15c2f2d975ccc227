import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** A wide table scrolls sideways inside this box, never the page; the ring sits inside the box's edge (its parent may clip). */
export const tableScroll = style({
  overflowX: 'auto',
  // the containing block of what sits absolutely inside (visually hidden text in a cell): else it is
  // placed against an outer box, outside this scroll, and pushes the page sideways
  position: 'relative',
  maxWidth: '100%',
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});
