import type { BaseTranslation } from '../i18n-types.ts';
import common from './common.js';

const en = {
  common,
} satisfies BaseTranslation;

export default en;
