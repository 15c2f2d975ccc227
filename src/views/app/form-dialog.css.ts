import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
