import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';

/** Styles of the partner-contract screen (applications and invitations). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, minWidth: 0 });
export const muted = style({ color: vars.color.textMuted });
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const actions = style({ display: 'flex', gap: 8, whiteSpace: 'nowrap' });
