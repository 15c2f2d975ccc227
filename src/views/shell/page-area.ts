import { WEB_ROUTES, type MenuGroup, type WebRoute } from '../../domain/routes.ts';

/**
 * The area a sub-page belongs to, shown in the header as its crumb (decision 046): the page's own
 * title is its h1 in main, so the header never repeats it. A top-level page (one path segment: /offers,
 * /employee, /) is its area's own page and gets no crumb; a deeper one (/offers/12/detail,
 * /reports/performances) names the menu group of the first route under the same first segment.
 */
export function pageArea(route: WebRoute): MenuGroup | null {
  const segments = route.path.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  if (route.menu) return route.menu;
  return WEB_ROUTES.find((r) => r.menu && r.path.split('/')[1] === segments[0])?.menu ?? null;
}
