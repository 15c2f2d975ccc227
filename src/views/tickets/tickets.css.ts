import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** The ticket screens (decisions 046–047: min-width 0, tokens only). */
export { page } from '../system/page.css.ts';
export { actions } from '../system/list-table.css.ts';
export const intro = style({ color: vars.color.textMuted, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
/** the row's radio and its id on one line */
export const pick = style({ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' });
export const conversation = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  minWidth: 0,
});
const bubble = {
  padding: 12,
  borderRadius: 8,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  maxWidth: 'min(100%, 720px)',
} as const;
export const brandMessage = style({ ...bubble, alignSelf: 'flex-end' });
export const providerMessage = style({ ...bubble, alignSelf: 'flex-start', background: vars.color.surfaceSunken });
export const meta = style({ color: vars.color.textMuted, fontSize: '0.875em', margin: 0 });
export const body = style({ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const files = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '8px 0 0', padding: 0, listStyle: 'none', minWidth: 0 });
export const fileRow = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', minWidth: 0, overflowWrap: 'anywhere' });
export const picker = style({ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 });
export const stars = style({ display: 'flex', flexWrap: 'wrap', gap: 8, border: 0, padding: 0, margin: 0 });
