import { globalStyle } from '@vanilla-extract/css';

/**
 * `prefers-reduced-motion: reduce` (WCAG 2.3.3, decision 045): one global rule, `!important` so no
 * component's transition or animation outlives it. Transitions end at once; animations keep a
 * 0.01 ms run (not `none`) so the animationend react-aria's overlays wait for on exit still fires.
 * Smooth scrolling stops too. No JS animation exists today (charts and the virtualizer jump);
 * one added later checks `matchMedia(REDUCED_MOTION)` first.
 */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
globalStyle('*, *::before, *::after', {
  '@media': {
    [REDUCED_MOTION]: {
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      animationDuration: '0.01ms !important',
      animationDelay: '0s !important',
      animationIterationCount: '1 !important',
      scrollBehavior: 'auto',
    },
  },
});
