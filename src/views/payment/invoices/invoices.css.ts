import { style } from '@vanilla-extract/css';
import { fontWeight } from '../../system/tokens.ts';
import { vars } from '../../system/theme.css.ts';

/** The invoice tabs of the payment page (decisions 046–047: min-width 0, tokens only). */
export { actions } from '../../system/list-table.css.ts';
export { panel } from '../../system/panels.css.ts';
export const tab = style({ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
/** the row's radio and its id on one line */
export const pick = style({ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' });
export const detail = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: '1.125rem' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: '4px 16px',
  margin: 0,
  minWidth: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });
export const factLabel = style({ color: vars.color.textMuted, fontSize: '0.875em' });
export const factValue = style({ margin: 0 });
export const lines = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const lineCell = style({
  padding: '6px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  overflowWrap: 'anywhere',
});
export const amountCell = style([lineCell, { textAlign: 'end', whiteSpace: 'nowrap' }]);
export const dayCell = style([lineCell, { whiteSpace: 'nowrap' }]);
export const totalRow = style({ fontWeight: fontWeight.bold });
