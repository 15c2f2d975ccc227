import { style } from '@vanilla-extract/css';

export const pager = style({ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' });
