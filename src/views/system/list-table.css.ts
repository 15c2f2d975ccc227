import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { fontSize, fontWeight, radii, space } from './tokens.ts';

/*
 * The one style of every plain list table (decision 065): offers, partners, contracts, the
 * marketplace, employees, tier groups, the dashboard's small tables … `src/views/table/ListTable.tsx`
 * renders it; a hand-written table takes `table`, `cell`, `numeric`.
 *
 * Two layouts besides the plain table, chosen by ListTable on the table element:
 * - `data-layout="cards"` (a phone, or a box too narrow for the row's essential columns): each row is
 *   a card — its checkbox, name and status on the first line, then one "label value" line per field,
 *   then its actions; the header row keeps only what can be pressed (select all, sort buttons).
 * - `data-layout="pinned"` (tables of figures): the name column stays at the start while the figures
 *   scroll under the scroll cue.
 * Cells say what they are with `data-role` (select, name, status, figure, detail, actions).
 */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
export const row = style({
  cursor: 'default',
  selectors: {
    '&[data-active="true"], &[aria-current="true"]': {
      background: vars.color.accentSubtle,
      boxShadow: `inset 3px 0 0 ${vars.color.focusRing}`,
    },
    '&[data-selected="true"]': { fontWeight: 600 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
export const cell = style({
  padding: '6px 10px',
  textAlign: 'start',
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
/** a long text (a message) wraps instead of widening the table */
export const wrapCell = style([cell, { whiteSpace: 'normal', minWidth: '12rem', overflowWrap: 'anywhere' }]);
export const numeric = style([cell, { textAlign: 'end' }]);
export const headCell = style([cell, { fontWeight: fontWeight.bold, verticalAlign: 'bottom' }]);
export const headNumeric = style([headCell, { textAlign: 'end' }]);
export const headButton = style({
  all: 'unset',
  cursor: 'pointer',
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` } },
});
/** a row's buttons side by side, wrapping in a card */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875em' });
export const error = style({ color: vars.color.danger, margin: 0 });
/** "3 columns hidden to fit …  Show all columns" above a table that dropped columns */
export const fitNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  margin: 0,
  minWidth: 0,
});
export const list = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });

// ── cards ─────────────────────────────────────────────────────────────────────────────────────────
const cards = `${table}[data-layout="cards"]`;
globalStyle(`${cards}, ${cards} > tbody, ${cards} > thead`, { display: 'block' });
globalStyle(`${cards} > thead > tr`, { display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.md}`, alignItems: 'center' });
globalStyle(`${cards} > thead > tr > th`, { display: 'block', border: 0, padding: `${space.xs} 0` });
// the sort buttons read as a row of small pills above the cards
globalStyle(`${cards} > thead > tr > th[aria-sort]`, {
  padding: `${space.xxs} ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.full,
  fontSize: fontSize.sm,
});
// a header with nothing to press is read by screen readers only: the card's own labels show the names
globalStyle(`${cards} > thead > tr > th:not([data-press])`, {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
globalStyle(`${cards} > tbody > tr`, {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  columnGap: space.md,
  rowGap: space.xs,
  alignItems: 'center',
  padding: `${space.sm} ${space.md}`,
  marginTop: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radii.lg,
  background: vars.color.surface,
});
globalStyle(`${cards} > tbody > tr > *`, {
  display: 'block',
  border: 0,
  padding: 0,
  minWidth: 0,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'start',
});
globalStyle(`${cards} [data-role="select"]`, { gridColumn: '1', gridRow: '1' });
globalStyle(`${cards} [data-role="name"]`, { gridColumn: '2', gridRow: '1', fontWeight: fontWeight.bold });
globalStyle(`${cards}:not([data-select]) [data-role="name"]`, { gridColumn: '1 / 3' });
globalStyle(`${cards} [data-role="status"]`, { gridColumn: '3', gridRow: '1', textAlign: 'end' });
globalStyle(`${cards} > tbody > tr > [data-role="figure"], ${cards} > tbody > tr > [data-role="detail"]`, {
  gridColumn: '2 / -1',
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.md,
});
globalStyle(
  `${cards}:not([data-select]) > tbody > tr > [data-role="figure"], ${cards}:not([data-select]) > tbody > tr > [data-role="detail"]`,
  {
    gridColumn: '1 / -1',
  },
);
// the field's name before its value; `/ ""` keeps screen readers from reading it twice (they have the header)
globalStyle(`${cards} > tbody > tr > [data-role="figure"]::before, ${cards} > tbody > tr > [data-role="detail"]::before`, {
  content: ['attr(data-label)', 'attr(data-label) / ""'],
  color: vars.color.textMuted,
  fontWeight: fontWeight.regular,
  flex: 'none',
});
globalStyle(`${cards} > tbody > tr > [data-role="figure"]`, { fontVariantNumeric: 'tabular-nums' });
globalStyle(`${cards} > tbody > tr > [data-role="actions"]`, { gridColumn: '1 / -1', paddingTop: space.xs });

// ── pinned: the name stays while the figures scroll ───────────────────────────────────────────────
// a long name wraps rather than pushing the figures out of the box
globalStyle(`${table}[data-layout="pinned"] [data-role="name"]`, {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  minWidth: '7rem',
});
