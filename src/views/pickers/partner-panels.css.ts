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
// the one list-table style (decision 065): these small figure tables look like every other table
export { table, cell, numeric } from '../system/list-table.css.ts';
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
