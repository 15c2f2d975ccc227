import type { ModuleKey } from '../../domain/permissions.ts';
import { WEB_ROUTES, type MenuGroup, type WebRoute } from '../../domain/routes.ts';

/** Where a page belongs: a group of the side menu, or the account pages (settings, webhooks, activity …). */
export type PageArea = MenuGroup | 'account';

/** The area of a route that is in no menu group, by the module that guards it. */
const AREA_OF_MODULE: Record<ModuleKey, PageArea> = {
  dashboard: 'home',
  offers: 'offers',
  market: 'marketplace',
  report: 'reports',
  management: 'partnership',
  payment: 'payment',
  employee: 'employee',
  fraud_detector: 'fraud',
  ticket: 'account',
  notification: 'account',
  brand_account: 'account',
};

/**
 * The area a page belongs to, shown in the header as its crumb on every page (decisions 046, 069):
 * the route's own menu group, else that of the menu route under the same first path segment
 * (/reports → reports), else the area of the module that guards it; the pages no module guards
 * (account settings, activity, help) are the account's. The page's own title is its h1 in main, so
 * the header leaves the crumb out where it would only repeat it (`showsArea`).
 */
export function pageArea(route: WebRoute): PageArea {
  if (route.menu) return route.menu;
  const first = route.path.split('/')[1];
  const sibling = WEB_ROUTES.find((r) => r.menu && r.path.split('/')[1] === first)?.menu;
  return sibling ?? (route.module ? AREA_OF_MODULE[route.module] : 'account');
}

/**
 * Whether the header shows the area: not when it says what the page's title says (/offers is
 * "Offers" under "Offers"). The dashboard is the one page whose title is not its route's name
 * (route "Home", page "Dashboard"), so "Home" stays above it.
 */
export const showsArea = (route: WebRoute, areaName: string, routeTitle: string): boolean => route.id === 'home' || areaName !== routeTitle;
