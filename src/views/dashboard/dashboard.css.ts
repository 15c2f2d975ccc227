import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** Styles of the home dashboard; colours only from the theme contract, so light and dark both work. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, minWidth: 0 });
export const header = style({ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' });
export const title = style({ margin: 0 });
export const presets = style({ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' });
export const note = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875em' });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
  gap: 16,
  alignItems: 'start',
});
export const widget = style({
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
export const wide = style({ gridColumn: '1 / -1' });
export const widgetHead = style({ display: 'flex', gap: 8, alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap' });
export const widgetTitle = style({ margin: 0, fontSize: '1rem' });
export const error = style({ color: vars.color.danger, margin: 0, display: 'flex', gap: 8, alignItems: 'center' });
export const cards = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))', gap: 12 });
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
export const delta = styleVariants(
  {
    up: { color: vars.color.success },
    down: { color: vars.color.danger },
    flat: { color: vars.color.textMuted },
    none: { color: vars.color.textMuted },
  },
  (v) => [{ margin: 0, fontSize: '0.875em', fontVariantNumeric: 'tabular-nums' }, v],
);
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const cell = style({
  padding: '4px 8px',
  textAlign: 'start',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'break-word',
});
/** a figure stays on one line; its column header may wrap ("Yesterday at the same time") */
export const numeric = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);
export const numericHead = style([cell, { textAlign: 'end', verticalAlign: 'bottom' }]);
export const barTrack = style({ height: 6, borderRadius: 3, background: vars.color.surfaceSunken, minWidth: 60 });
export const barFill = style({ height: '100%', borderRadius: 3, background: vars.color.accent });
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
