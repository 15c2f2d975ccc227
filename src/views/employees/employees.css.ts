import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, minWidth: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const row = style({
  cursor: 'default',
  selectors: {
    '&[aria-current="true"]': { background: vars.color.accentSubtle },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
export const cell = style({ padding: '8px 12px', textAlign: 'start', borderBottom: `1px solid ${vars.color.border}` });
export const actions = style({ display: 'flex', gap: 8 });
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
