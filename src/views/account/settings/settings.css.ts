import { style } from '@vanilla-extract/css';
import { space } from '../../system/tokens.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: '640px' });
export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', gap: space.lg });
export const page = style({ display: 'flex', flexDirection: 'column', gap: space.xl, padding: space.xl });
export const checks = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))', gap: space.sm });
