import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** Styles of the home dashboard; colours only from the theme contract, so light and dark both work. */
// the panel grid and figure cards are shared with the featured boards (src/views/system/panels.css.ts)
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
  panel as widget,
  panelTitle as widgetTitle,
} from '../system/panels.css.ts';
export const header = style({ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' });
export const presets = style({ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' });
export const widgetHead = style({ display: 'flex', gap: 8, alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap' });
export const delta = styleVariants(
  {
    up: { color: vars.color.success },
    down: { color: vars.color.danger },
    flat: { color: vars.color.textMuted },
    none: { color: vars.color.textMuted },
  },
  (v) => [{ margin: 0, fontSize: '0.875em', fontVariantNumeric: 'tabular-nums' }, v],
);
/** a top-list figure and its bar, side by side in one cell */
export const figureBar = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8, width: '100%' });
export const barTrack = style({
  display: 'block',
  height: 6,
  borderRadius: 3,
  background: vars.color.surfaceSunken,
  width: 60,
  flex: 'none',
});
export const barFill = style({ display: 'block', height: '100%', borderRadius: 3, background: vars.color.accent });
export { visuallyHidden } from '../system/visually-hidden.css.ts';
