import { vars } from './theme.css.ts';

/** The ring every recipe uses under [data-focus-visible]. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
