import { style } from '@vanilla-extract/css';
import { vars } from '../../../system/theme.css.ts';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9em' });
export const cell = style({
  textAlign: 'start',
  padding: '4px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});
export const row = style({
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 } },
});
export const scroll = style({ maxHeight: 320, overflow: 'auto' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 12 });
