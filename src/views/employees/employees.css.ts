import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

// the area page's column and the list table's row buttons, shared (src/views/system)
export { page } from '../system/page.css.ts';
export { actions } from '../system/list-table.css.ts';
export const levels = style({ display: 'flex', flexDirection: 'column', gap: 6, border: 'none', padding: 0, margin: 0 });
export const levelRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 12rem) repeat(3, auto)', gap: 12, alignItems: 'center' });
export const levelLabel = style({ fontWeight: 500 });
export const radio = style({
  display: 'flex',
  gap: 4,
  alignItems: 'center',
  selectors: { '&[data-selected]': { fontWeight: 600 }, '&[data-disabled]': { opacity: 0.6 } },
});
export const hint = style({ color: vars.color.textMuted, margin: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 12 });
export const error = style({ color: vars.color.danger });
