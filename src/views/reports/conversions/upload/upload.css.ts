import { style } from '@vanilla-extract/css';

export const scroll = style({ maxHeight: 320, overflow: 'auto' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: 12 });
