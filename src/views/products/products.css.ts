import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** The product catalogue (decisions 046–047: min-width 0, tokens only). */
export { page } from '../system/page.css.ts';
export { hint } from '../system/list-table.css.ts';
export const intro = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: '8px 16px',
  minWidth: 0,
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
export const scroll = style({ maxHeight: 320, overflow: 'auto', minWidth: 0 });
export const chooser = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const phases = style({ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 });
export const phase = style({
  padding: '4px 10px',
  borderRadius: 999,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
export const phaseNow = style([phase, { borderColor: vars.color.accent, color: vars.color.text, fontWeight: 600 }]);
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  padding: 12,
  borderRadius: 8,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const subheading = style({ margin: 0, fontSize: 16 });
