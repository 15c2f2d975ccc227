import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** The product API sync panel (decisions 046–047: min-width 0, tokens only; wraps at 375 px). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  padding: 16,
  borderRadius: 8,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const heading = style({ margin: 0, fontSize: 18 });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: '8px 16px',
  margin: 0,
  minWidth: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: 13 });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const history = style({ display: 'flex', flexDirection: 'column', gap: 8, margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });
export const entry = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: 8, overflowWrap: 'anywhere', minWidth: 0 });
export const errors = style({ margin: '4px 0 0', paddingLeft: 20, color: vars.color.textMuted });
export const failed = style({ color: vars.color.danger });
