import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', minWidth: 0 });
export const status = style({ fontWeight: 600 });
export const history = style({ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 4, fontSize: '0.875em' });
export const chooser = style({ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 });
export const warning = style({ color: vars.color.danger, margin: 0 });
