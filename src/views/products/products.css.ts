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
