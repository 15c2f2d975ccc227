import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** The ring every recipe uses under [data-focus-visible]. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/**
 * The one global ring for keyboard focus (decision 045). Written `:root :focus-visible` so it outranks
 * any single-class `outline: none` a component sets for mouse focus: no focusable element can lose
 * its ring by a class. Mouse and touch focus show none (`:focus:not(:focus-visible)`).
 * The ring's colour is a token that reaches 3:1 on every surface (contrast-pairs.ts).
 */
export const GLOBAL_FOCUS_SELECTOR = ':root :focus-visible';
globalStyle(GLOBAL_FOCUS_SELECTOR, focusRing);
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });
