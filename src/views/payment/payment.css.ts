import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, minWidth: 0 });
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875em' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const fields = style({ display: 'flex', flexDirection: 'column', gap: 12 });
