import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** The discount-program screens (decisions 046–047: min-width 0, tokens only). */
export { page } from '../system/page.css.ts';
export { actions } from '../system/list-table.css.ts';
export const intro = style({ color: vars.color.textMuted, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
/** the row's radio and its id on one line */
export const pick = style({ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: '8px 24px',
  margin: 0,
  minWidth: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: '0.875em' });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const subheading = style({ margin: 0, fontSize: 16 });
/** one item or code of a dialog: its fields wrap on a narrow screen */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: 8,
  alignItems: 'end',
  padding: 8,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 8,
  minWidth: 0,
});
export const rowLegend = style({ fontWeight: 600, padding: '0 4px' });
export const code = style({ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start', minWidth: 0 });
export const image = style({ maxWidth: 'min(100%, 240px)', height: 'auto', background: '#fff', borderRadius: 4 });
export const downloads = style({ display: 'flex', flexWrap: 'wrap', gap: 8, minWidth: 0 });
