import { style } from '@vanilla-extract/css';
import { space } from '../../system/tokens.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: '640px' });
export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: space.lg });
export const actions = style({ display: 'flex', gap: space.sm, justifyContent: 'flex-end' });
export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, padding: space.xl });
export const checks = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: space.sm });
