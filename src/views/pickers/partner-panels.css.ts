import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** The partner panels the marketplace profile and partner management share: figure tables, review lists. */
// a card is the dashboard's panel (src/views/system/panels.css.ts)
export { panel as card, panelTitle as cardTitle, note } from '../system/panels.css.ts';
export const actions = style({ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
  gap: 16,
  alignItems: 'start',
  minWidth: 0,
});
export const error = style({ color: vars.color.danger, margin: 0, display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const cell = style({
  padding: '6px 10px',
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const numeric = style([cell, { textAlign: 'end' }]);
export const reviewList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 });
export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 12,
  minWidth: 0,
  borderRadius: 8,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const reviewHead = style({ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' });
export const reviewText = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const stars = style({ color: vars.color.text, fontWeight: 600, margin: 0 });
