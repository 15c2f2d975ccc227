import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** Styles of the report screens (src/views/reports). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, minWidth: 0 });
/** a dialog's row of buttons (page toolbars and filter bars use system/Toolbar.tsx) */
export const toolbar = style({ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' });
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875em' });
export const error = style({ color: vars.color.danger, margin: 0 });
export const up = style({ color: vars.color.success, marginInlineStart: 6, fontSize: '0.85em' });
export const down = style({ color: vars.color.danger, marginInlineStart: 6, fontSize: '0.85em' });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
});
export const panelHead = style({
  display: 'flex',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: 16,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 16,
  minWidth: 0,
  overflowWrap: 'anywhere',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
});
export const pre = style({
  margin: 0,
  padding: 12,
  overflow: 'auto',
  maxHeight: 320,
  background: vars.color.surfaceSunken,
  borderRadius: 6,
  fontSize: '0.85em',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
// the term column gives way on a phone; long values (URLs, ids) wrap instead of widening the page
export const dl = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 1fr)', gap: '4px 16px', margin: 0 });
export const dt = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const dd = style({ margin: 0, overflowWrap: 'anywhere' });
