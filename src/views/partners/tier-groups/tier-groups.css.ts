import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';

/** Tier groups and offer management pages (decisions 046–047: min-width 0, tokens only). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 24, minWidth: 0 });
export const intro = style({ color: vars.color.textMuted, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: 18 });
export const error = style({ color: vars.color.danger, margin: 0 });
