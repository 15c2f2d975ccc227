import type { Translations } from './i18n-types.ts';

/**
 * Which dictionary areas the browser needs before the first render (docs/decisions/027-initial-bundle.md).
 * The app shell — header, menus, bell, dialogs of the request layer, the onboarding progress — shows
 * only these; each page and every lazy part waits for the whole dictionary, which loads alongside.
 * Keeping the rest out of the first load keeps the entry small as areas grow: a new area goes in
 * LATER_AREAS unless the shell itself shows it. `areas.test.ts` checks the two lists cover every area
 * of ./en/index.ts once and that ./en/first-paint.ts and ./vi/first-paint.ts hold exactly the first.
 */
export const FIRST_PAINT_AREAS = ['common', 'errors', 'routes', 'shell', 'onboarding'] as const satisfies readonly (keyof Translations)[];

export const LATER_AREAS = [
  // field errors show in forms, which are all lazy parts (decision 064)
  'validates',
  // the bell shows its name and badge (shell texts); its dropdown, items and settings are lazy parts
  'notifications',
  // the account pages' texts; the shell's own account parts (the checklist) speak `onboarding`
  'account',
  'access',
  // the sign-in pages and the palette are lazy parts (decision 107)
  'auth',
  'palette',
  'files',
  'employees',
  'offers',
  'offerAssets',
  'partners',
  'markets',
  'tracking',
  'fraud',
  'reports',
  'reportViews',
  'table',
  'conversions',
  'dashboard',
  'activity',
  'webhooks',
  'tierGroups',
  'agencies',
  'discounts',
  'tickets',
  'invoices',
  'reconciliation',
  'crossCheck',
  'featured',
  'marketProfile',
  'invitations',
  'management',
  'partnerContracts',
  'products',
  'productSync',
] as const satisfies readonly (keyof Translations)[];
