import formatThroughUseFormat from './format-through-use-format.js';
import formattingInI18n from './formatting-in-i18n.js';
import viewBoundaries from './view-boundaries.js';

/** The project's own lint rules, as the `local` plugin (eslint.config.js). */
export default {
  meta: { name: 'local' },
  rules: {
    'view-boundaries': viewBoundaries,
    'formatting-in-i18n': formattingInI18n,
    'format-through-use-format': formatThroughUseFormat,
  },
};
