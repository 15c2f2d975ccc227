import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';
import { focusRing } from '../system/focus.css.ts';
import { fontSize, fontWeight, radii, space } from '../system/tokens.ts';

/* The bell dropdown, the notification page and their items. */
export const dropdown = style({ width: 'min(380px, 92vw)', display: 'flex', flexDirection: 'column', outline: 'none' });
export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const headTitle = style({ margin: 0, fontSize: fontSize.md, fontWeight: fontWeight.bold });
export const scroller = style({ maxHeight: '420px', overflowY: 'auto' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({
  display: 'grid',
  gridTemplateColumns: '32px 1fr auto',
  gap: space.sm,
  alignItems: 'start',
  width: '100%',
  padding: `${space.sm} ${space.md}`,
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'left',
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-unread="true"]': { background: vars.color.accentSubtle },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': focusRing,
  },
});
export const icon = style({
  width: '32px',
  height: '32px',
  borderRadius: radii.full,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.accent,
  overflow: 'hidden',
});
export const text = style({ fontSize: fontSize.sm, lineHeight: 1.4, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: fontSize.xs, color: vars.color.textMuted, marginTop: space.xxs, display: 'block' });
export const dot = style({ width: '8px', height: '8px', borderRadius: radii.full, background: vars.color.accent, marginTop: space.xs });
export const foot = style({ display: 'flex', justifyContent: 'center', padding: space.sm });
export const empty = style({ padding: space.lg, textAlign: 'center', color: vars.color.textMuted, fontSize: fontSize.sm });
/** space under the page's Toolbar (system/Toolbar.tsx lays it out) */
export const toolbar = style({ marginBottom: space.md });
export const settingRow = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, padding: `${space.xs} 0` });
