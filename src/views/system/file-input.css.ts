import { style } from '@vanilla-extract/css';
import { focusRing } from './focus.css.ts';
import { visuallyHidden } from './visually-hidden.css.ts';

/** The native input: still focused, labelled and opened by the keyboard, but not drawn. */
export const input = style([visuallyHidden]);

/** Our face after it, showing the input's focus and disabled state. */
export const face = style({
  marginInlineStart: '0.5em',
  selectors: {
    [`${input}:focus-visible + &`]: focusRing,
    [`${input}:disabled + &`]: { opacity: 0.5, cursor: 'not-allowed' },
  },
});
