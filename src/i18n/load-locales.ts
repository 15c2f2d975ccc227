import { loadAllLocales } from './i18n-util.sync.ts';

/*
 * Node (server emails, tests): every locale, synchronously, when ./translate.ts is first imported.
 * The browser build replaces this module with ./load-locales.browser.ts (vite.config.ts alias), so
 * the entry chunk holds no dictionary; main.tsx loads the one locale it shows (./load.ts).
 * See docs/decisions/027-initial-bundle.md.
 */
loadAllLocales();
