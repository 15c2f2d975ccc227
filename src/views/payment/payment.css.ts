import { style } from '@vanilla-extract/css';
import { vars } from '../system/theme.css.ts';

/** The payment page (decisions 046–047: min-width 0, tokens only). */
export { page } from '../system/page.css.ts';
export const muted = style({ color: vars.color.textMuted, margin: 0 });
