import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';
import { fontFamily, fontSize, radii, space, zIndex } from '../system/tokens.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: zIndex.modal,
  background: vars.color.overlay,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingTop: '12vh',
});
export const modal = style({
  width: 'min(640px, calc(100vw - 32px))',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: radii.lg,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  outline: 'none',
});
export const root = style({ display: 'flex', flexDirection: 'column' });

globalStyle(`${root} [cmdk-input]`, {
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: space.lg,
  fontSize: fontSize.lg,
  background: 'transparent',
  color: vars.color.text,
  outline: 'none',
  width: '100%',
});
globalStyle(`${root} [cmdk-list]`, { maxHeight: '360px', overflowY: 'auto', padding: space.xs });
globalStyle(`${root} [cmdk-group-heading]`, {
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  padding: `${space.sm} ${space.sm} ${space.xxs}`,
});
globalStyle(`${root} [cmdk-item]`, {
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `${space.sm} ${space.sm}`,
  borderRadius: radii.sm,
  cursor: 'pointer',
});
globalStyle(`${root} [cmdk-item][data-selected="true"]`, { background: vars.color.accentSubtle });
globalStyle(`${root} [cmdk-item][data-disabled="true"]`, { color: vars.color.textMuted, cursor: 'not-allowed' });
globalStyle(`${root} [cmdk-empty]`, { padding: space.lg, color: vars.color.textMuted, textAlign: 'center' });
export const itemTitle = style({ flex: 1 });
export const reason = style({ fontSize: fontSize.xs, color: vars.color.textMuted });
export const kbd = style({
  fontFamily: fontFamily.mono,
  fontSize: fontSize.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.sm,
  padding: `0 ${space.xs}`,
});
export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${space.xs} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const shortcut = style({ display: 'inline-flex', alignItems: 'center', gap: space.xxs, whiteSpace: 'nowrap' });
export const then = style({ fontSize: fontSize.xs, color: vars.color.textMuted });
export const pageHeading = style({
  margin: 0,
  padding: `${space.sm} ${space.lg} 0`,
  fontSize: fontSize.sm,
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
});
export const hint = style({ padding: space.lg, color: vars.color.textMuted, fontSize: fontSize.sm });
// entity search (EntitySearch.tsx): a plain input and a virtualized listbox, styled like cmdk's
export const searchInput = style({
  border: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: space.lg,
  fontSize: fontSize.lg,
  background: 'transparent',
  color: vars.color.text,
  outline: 'none',
  width: '100%',
});
export const virtualScroll = style({ overflowY: 'auto', padding: `0 ${space.xs}`, contain: 'strict' });
export const entityRow = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  padding: `0 ${space.sm}`,
  borderRadius: radii.sm,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: { '&[aria-selected="true"]': { background: vars.color.accentSubtle } },
});
export const entityId = style({ fontFamily: fontFamily.mono, fontSize: fontSize.xs, color: vars.color.textMuted });
export const searchFooter = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: `${space.xs} ${space.lg}`,
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
});
