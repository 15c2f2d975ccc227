import { style } from '@vanilla-extract/css';
import { panel } from '../../system/panels.css.ts';
import { vars } from '../../system/theme.css.ts';

/** The featured boards' page; colours only from the theme contract (decision 045), `min-width: 0` on every box. */
// the panel grid and figure cards are shared with the dashboard (src/views/system/panels.css.ts)
export {
  page,
  title,
  note,
  grid,
  wide,
  error,
  cards,
  card,
  cardLabel,
  cardValue,
  panelTitle as boardTitle,
} from '../../system/panels.css.ts';
/** a board is a panel that "jump to board" scrolls to below the sticky header */
export const board = style([panel, { scrollMarginTop: 72 }]);
export const links = style({ margin: 0, paddingInlineStart: 24, display: 'grid', gap: 2, minWidth: 0 });
export const linkRow = style({ display: 'flex', gap: 8, justifyContent: 'space-between', minWidth: 0, overflowWrap: 'anywhere' });
export const figure = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
