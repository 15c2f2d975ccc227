import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/**
 * The grid of titled panels that the dashboard's widgets and the marketplace's featured boards
 * share, with their figure cards. Colours only from the theme contract, `min-width: 0` on every box.
 */
export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, minWidth: 0 });
export const title = style({ margin: 0 });
export const note = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875em' });
export const error = style({ color: vars.color.danger, margin: 0, display: 'flex', gap: 8, alignItems: 'center' });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: 16,
  alignItems: 'start',
  minWidth: 0,
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 16,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 10,
  boxShadow: vars.shadow.sm,
});
/** a panel across the whole grid (line charts over time) */
export const wide = style({ gridColumn: '1 / -1' });
export const panelTitle = style({ margin: 0, fontSize: '1rem' });
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
  gap: 12,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 12,
  minWidth: 0,
  overflowWrap: 'anywhere',
  borderRadius: 8,
  background: vars.color.surfaceSunken,
});
export const cardLabel = style({ color: vars.color.textMuted, fontSize: '0.875em', margin: 0 });
export const cardValue = style({ fontSize: '1.5rem', fontWeight: 600, margin: 0, fontVariantNumeric: 'tabular-nums' });
