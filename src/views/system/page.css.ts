import { style } from '@vanilla-extract/css';
import { breakpoints } from './tokens.ts';

/**
 * An area page's column: padded on wide screens; below the tablet breakpoint the shell's main
 * already pads it, so the page does not pad twice.
 */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  padding: 24,
  minWidth: 0,
  '@media': { [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: { padding: 0 } },
});
