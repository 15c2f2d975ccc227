import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** Styles of the Activity view (src/views/activity). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, minWidth: 0 });
export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875em' });
export const muted = style({ color: vars.color.textMuted });
/** one row is one line high: the changes sit side by side and the cell's title holds them all */
export const changes = style({ display: 'inline-flex', gap: 12, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const change = style({ whiteSpace: 'nowrap' });
export const field = style({ fontWeight: 600 });
