import { style } from '@vanilla-extract/css';
import { vars } from '../../system/theme.css.ts';

/** Styles of the partner-contract screen (applications and invitations). */
// the area page's column, shared (src/views/system/page.css.ts)
export { page } from '../../system/page.css.ts';
export const muted = style({ color: vars.color.textMuted });
// the row's buttons: the list table's own (src/views/system/list-table.css.ts)
export { actions } from '../../system/list-table.css.ts';
/** the row's radio and its id on one line */
export const pick = style({ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' });
