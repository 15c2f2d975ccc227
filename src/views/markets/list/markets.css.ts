import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';

/** Styles of the marketplace's list pages (hub, partners, saved filters, agencies). */
// the area page's column, shared (src/views/system/page.css.ts)
export { page } from '../../system/page.css.ts';
export const panel = style({ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0, paddingTop: 12 });
export const heading = style({ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 });
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875em' });
export const error = style({ color: vars.color.danger, margin: 0 });
export const nameCell = style({ display: 'flex', gap: 8, alignItems: 'center', minWidth: 0 });
export const avatar = style({
  flex: 'none',
  width: 32,
  height: 32,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: '0.8125em',
});
export const tags = style({ display: 'flex', gap: 4, flexWrap: 'wrap' });
export const tag = style({
  padding: '1px 6px',
  borderRadius: 10,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: '0.8125em',
  whiteSpace: 'nowrap',
});
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '1px 8px',
  borderRadius: 10,
  border: '1px solid currentColor',
  fontWeight: 600,
  fontSize: '0.8125em',
  whiteSpace: 'nowrap',
});
export const badgeTone = styleVariants({
  gold: { color: vars.color.rankGold },
  silver: { color: vars.color.rankSilver },
  bronze: { color: vars.color.rankBronze },
  iron: { color: vars.color.rankIron },
});
export const star = style({
  all: 'unset',
  cursor: 'pointer',
  fontSize: 20,
  lineHeight: 1,
  padding: 4,
  borderRadius: 4,
  color: vars.color.text,
  selectors: {
    '&[data-selected]': { color: vars.color.rankGold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: 16,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  padding: 16,
  minWidth: 0,
  borderRadius: 10,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const cardTitle = style({ margin: 0, fontSize: '1.125em' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 });
export const item = style({
  display: 'flex',
  gap: 12,
  alignItems: 'center',
  flexWrap: 'wrap',
  padding: 12,
  minWidth: 0,
  borderRadius: 8,
  border: `1px solid ${vars.color.border}`,
});
export const grow = style({ flex: '1 1 16rem', minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const form = style({ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' });
