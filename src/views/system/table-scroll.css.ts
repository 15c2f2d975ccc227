import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { fontWeight, radii, zIndex } from './tokens.ts';

/** The frame the scroll cue is placed in: as wide as its column, never wider. */
export const frame = style({ position: 'relative', maxWidth: '100%', minWidth: 0 });

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

/*
 * The scroll cue (decision 065): a shade on each edge past which more of the table lies, drawn in the
 * text colour at low strength so it reads in both themes, and an arrow at the end.
 */
const shade = (towards: 'left' | 'right') =>
  `linear-gradient(to ${towards}, color-mix(in srgb, ${vars.color.text} 16%, transparent), transparent)`;
const cue = style({ position: 'absolute', top: 0, bottom: 0, width: 24, zIndex: zIndex.raised });
export const cueStart = style([cue, { left: 0, pointerEvents: 'none', background: shade('right') }]);
export const cueEnd = style([
  cue,
  { right: 0, background: shade('left'), cursor: 'pointer', display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end' },
]);
/** the arrow at the end, by the header row: "more this way" */
export const cueArrow = style({
  marginTop: 6,
  marginRight: 2,
  width: 22,
  height: 22,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radii.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.accent,
  fontWeight: fontWeight.bold,
  fontSize: 13,
  lineHeight: 1,
});
