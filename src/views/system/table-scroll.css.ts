import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css.ts';

/** A wide table scrolls sideways inside this box, never the page (decision 046). */
export const tableScroll = style({
  maxWidth: '100%',
  minWidth: 0,
  overflowX: 'auto',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
