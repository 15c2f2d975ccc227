import viewBoundaries from './view-boundaries.js';

/** The project's own lint rules, as the `local` plugin (eslint.config.js). */
export default { meta: { name: 'local' }, rules: { 'view-boundaries': viewBoundaries } };
