import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css.ts';

/** Chart colours from the theme contract (CSS variables), so both themes recolour the SVG. */
export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });
globalStyle(`${svg} text`, { fill: vars.color.textMuted, fontSize: 11 });
globalStyle(`${svg} line, ${svg} .visx-axis-line`, { stroke: vars.color.border });

export const bar = style({
  fill: vars.color.accent,
  outline: 'none',
  selectors: {
    '&[data-active="true"]': { fill: vars.color.accentHover },
    '&:focus-visible': { stroke: vars.color.focusRing, strokeWidth: 3 },
  },
});
export const line = style({ fill: 'none', stroke: vars.color.accent, strokeWidth: 2 });
export const point = style([bar, { stroke: vars.color.surface, strokeWidth: 1.5 }]);
export const tooltip = style({
  position: 'absolute',
  transform: 'translate(-50%, calc(-100% - 8px))',
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  padding: '4px 8px',
  borderRadius: 6,
  fontSize: 12,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.md,
});
/** the box a lazy chart stands in: keeps its height while the chart chunk loads */
export const chartBox = style({ position: 'relative', minHeight: 200, minWidth: 0 });
