/**
 * The heavy end-to-end runs' full form (decision 079): `npm run test:e2e:full` sets E2E_FULL=1 and
 * `npm run test:a11y` A11Y_FULL=1. `npm test` (CI) runs a sample that still reaches every route, state
 * and transition: the walks leave out the 768 px width and the main pages' overlays in vi-dark, the
 * model specs check a state's palette once where every step ends with a full page load.
 */
export const FULL_RUN = process.env.E2E_FULL === '1' || process.env.A11Y_FULL === '1';
