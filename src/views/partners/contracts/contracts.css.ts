import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';

/** Styles of the partner-contract screen (applications, invitations and contracts). */
// the area page's column, shared (src/views/system/page.css.ts)
export { page } from '../../system/page.css.ts';
export const muted = style({ color: vars.color.textMuted });
// the row's buttons: the list table's own (src/views/system/list-table.css.ts)
export { actions } from '../../system/list-table.css.ts';
/** the row's radio and its id on one line */
export const pick = style({ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' });

/* the contract detail (ContractDetailDialog) */
export const detail = style({ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: 16,
  rowGap: 4,
  margin: 0,
});
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const subtitle = style({ margin: '0 0 8px', fontSize: '1rem' });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const budgets = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
export const budget = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 });
export const meter = style({ width: '100%', height: 12 });

/* the draw-up dialog's budget rows (DrawUpDialog) */
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 });
export const budgetRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: 8,
  alignItems: 'end',
  minWidth: 0,
});

/** the Contracts tab: its own filter bar above its table */
export const tab = style({ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 });
