/* The cross-check tab (decision 090): its hint, its row of actions, the dialogs' fields. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';

export const hint = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.875em' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' });
export const fields = style({ display: 'flex', flexDirection: 'column', gap: 12 });
