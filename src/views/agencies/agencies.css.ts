import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** The agency-contract screen (decisions 046–047: min-width 0, tokens only). */
export { page } from '../system/page.css.ts';
export { actions } from '../system/list-table.css.ts';
export const intro = style({ color: vars.color.textMuted, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
/** the row's radio and its id on one line */
export const pick = style({ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' });
export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  minWidth: 0,
  padding: 16,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
});
export const heading = style({ margin: 0, fontSize: 18, overflowWrap: 'anywhere' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: '8px 24px',
  margin: 0,
  minWidth: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: '0.875em' });
export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const levels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: 8,
  minWidth: 0,
});
export const subheading = style({ margin: 0, fontSize: 16 });
export const list = style({ margin: 0, paddingInlineStart: 20 });
