import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';
import { breakpoints } from '../../system/tokens.ts';

// the figure tables and review lists are shared with partner management (src/views/pickers/partner-panels.css.ts)
export {
  actions,
  grid,
  card,
  cardTitle,
  note,
  error,
  table,
  cell,
  numeric,
  reviewList,
  review,
  reviewHead,
  reviewText,
  stars,
} from '../../pickers/partner-panels.css.ts';

/** Below the tablet breakpoint the shell's main already pads the page. */
const narrow = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

/** Styles of the market profiles (partner, agency, brand); colours only from the theme contract. */
// the area page's column, shared (src/views/system/page.css.ts)
export { page } from '../../system/page.css.ts';
export const head = style({ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 });
export const headText = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, flex: '1 1 240px' });
export const title = style({ margin: 0, overflowWrap: 'anywhere' });
export const avatar = style({
  width: 56,
  height: 56,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  flex: '0 0 auto',
  fontWeight: 600,
  fontSize: '1.25rem',
  background: vars.color.accentSubtle,
  color: vars.color.text,
});
export const badges = style({ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' });
export const badge = style({
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: '0.8125rem',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
});
export const wide = style({ gridColumn: '1 / -1' });
export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 12rem) minmax(0, 1fr)',
  gap: '6px 12px',
  margin: 0,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const dt = style({ color: vars.color.textMuted, margin: 0 });
export const dd = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });
export const form = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
export const formError = style({ color: vars.color.danger, margin: 0 });
export const fieldError = style({ color: vars.color.danger, margin: 0, fontSize: '0.875em', minHeight: '1.2em' });
