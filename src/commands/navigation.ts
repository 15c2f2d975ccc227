import { LEVEL } from '../domain/permissions.ts';
import { routePath, WEB_ROUTES, type WebRoute } from '../domain/routes.ts';
import { ticketsAwaitingApproval } from './context.ts';
import type { Command } from './registry.ts';
import { textOf } from './text.ts';

/**
 * One navigation command per screen of src/domain/routes.ts: `nav.<routeId>`, titled "Go to <screen>"
 * (subject `routes.<routeId>`), with the route's `g …` shortcut, the route's module at read level (full level for create/edit
 * sub-routes), hidden without the route's flag. Routes with `:id` open a sub-page asking for the id.
 * Sign-in pages, the 404 and the lock page are not destinations a signed-in user navigates to.
 */
export const ENTER_ID_PAGE = 'nav.enterId';
export interface EnterIdPayload {
  routeId: string;
}

const NOT_DESTINATIONS = new Set(['notFound', 'lock']);
/** The avatar menu's entries are listed with the account commands in the palette. */
const ACCOUNT_ROUTES = new Set(['accountSetting', 'brandInfo', 'ticket', 'activity']);

export function isDestination(route: WebRoute): boolean {
  return !route.public && !NOT_DESTINATIONS.has(route.id);
}

export function navigationCommand(route: WebRoute): Command<EnterIdPayload> {
  const needsId = route.path.includes(':');
  return {
    id: `nav.${route.id}`,
    title: (LL) => (needsId ? LL.palette.openById : LL.palette.goTo)({ title: textOf(LL, `routes.${route.id}`) }),
    subject: `routes.${route.id}`,
    keywords: [route.path, ...(route.menu ? [route.menu] : []), ...(needsId ? ['id'] : [])],
    group: ACCOUNT_ROUTES.has(route.id) ? 'account' : 'navigation',
    shortcut: needsId ? undefined : route.keys,
    permission: route.module ? { module: route.module, level: route.submit ? LEVEL.full : LEVEL.read } : undefined,
    when: (ctx) => {
      if (route.flag && !ctx.flags[route.flag]) return false;
      // spec 1 §6 rule 4: create/edit sub-routes need a user who manages all partners
      if (route.submit && ctx.user && ctx.user.role !== 'owner' && !ctx.user.isAllPartner) return false;
      return true;
    },
    // the avatar menu greys the ticket entry until the admin approves the brand (spec 1 §2)
    ...(route.id === 'ticket' ? { blocked: ticketsAwaitingApproval } : {}),
    ...(needsId
      ? { page: { id: ENTER_ID_PAGE, payload: () => ({ routeId: route.id }) } }
      : { run: (ctx) => ctx.navigate(routePath(route.id)) }),
  };
}

export function navigationCommands(routes: readonly WebRoute[] = WEB_ROUTES): Command<EnterIdPayload>[] {
  return routes.filter(isDestination).map(navigationCommand);
}

/** Where the enter-id sub-page goes once the user typed an id. */
export function pathWithId(routeId: string, id: string): string {
  return routePath(routeId, { id });
}

/** Ids typed on the enter-id sub-page: letters, digits, `-` and `_` (numeric ids and slugs alike). */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The id typed on the enter-id sub-page, trimmed and with a leading `#` dropped; null when it is not one. */
export function parseEnteredId(text: string): string | null {
  const id = text.trim().replace(/^#/, '');
  return ID_PATTERN.test(id) ? id : null;
}
