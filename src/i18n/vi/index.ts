import type { Translation } from '../i18n-types.ts';
/* Vietnamese: the same areas as ../en/index.ts, one import and one line per area. */
import common from './common.js';
import errors from './errors.js';
import validates from './validates.js';
import routes from './routes.js';
import shell from './shell.js';
import auth from './auth.js';
import files from './files.js';

const vi = {
  common,
  errors,
  validates,
  routes,
  shell,
  auth,
  files,
} satisfies Translation;

export default vi;
