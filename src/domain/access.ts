import type { Me } from './auth/contract.ts';
import { levelOf, MODULE_KEYS, roleKey, type ModuleKey, type ModuleLevels, type RoleKey } from './permissions.ts';
import { MENU_GROUPS, matchRoute, WEB_ROUTES, type MenuGroup, type WebRoute } from './routes.ts';

/**
 * The route guard (spec 1 §6 rules 1–7) and the menu effects of permissions, as pure functions of
 * the path and what the profile says about the signed-in user. The router, the side and mobile
 * menus, the header and the palette all read these, so a screen is never offered where the guard
 * would refuse it.
 *
 * Decisions where the spec is silent (docs/decisions/ shell notes, and docs/keyboard.md):
 * - Rule 2 (owner not admin-approved): besides /account-setting, the public pages (footer pages,
 *   /errors/404) stay reachable because they are reachable signed out too; /help, /lock and every
 *   other screen send the owner to /account-setting, where the onboarding checklist lives.
 * - Rule 6 "login pages" are login, sign-up and forgot password. Set-password and reset-password
 *   carry an emailed token for a specific account and stay reachable while signed in.
 * - Rule 7: an `is_first_login` user landing on home is sent to /markets (the first-login flow);
 *   other screens stay reachable so a deep link still works and nobody is trapped until the flow
 *   clears the flag.
 * - Rule 5: a missing flag sends to /lock like a missing permission.
 * - The owner never sees brand info (spec 1 §2); /brand-info sends the owner to /account-setting,
 *   which holds the same tabs.
 * - Rule 1 keeps the wanted path in `?next=` so signing in returns there.
 */

/** What the guard and menus need to know about the signed-in user; `null` = no access token. */
export interface AccessSession {
  role: RoleKey;
  /** levels by module; a missing module means full access (spec 1 §6) */
  permissions: ModuleLevels;
  /** always true for the owner */
  isAllPartner: boolean;
  isAdminApprove: boolean;
  /** onboarding submitted, waiting for the admin */
  isSubmit: boolean;
  isFirstLogin: boolean;
  fraudDetector: boolean;
  /** `is_exists_discount_program` */
  discountProgram: boolean;
  /** an agency acting inside the brand (decision 077); absent or null for the brand's own people */
  agency?: { name: string; contractId: number } | null;
}

/** The guard's view of the `GET /api/user/me` profile. */
export function accessSessionFromMe(me: Me): AccessSession {
  const role = roleKey(me.role_id);
  return {
    role,
    permissions: me.permissions,
    isAllPartner: role === 'owner' || me.is_all_partner,
    isAdminApprove: me.is_admin_approve,
    isSubmit: me.is_submit,
    isFirstLogin: me.is_first_login,
    fraudDetector: me.fraud_detector,
    discountProgram: me.is_exists_discount_program,
    agency: me.acting_for ? { name: me.acting_for.agency_name, contractId: me.acting_for.contract_id } : null,
  };
}

export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/';
export const LOCK_PATH = '/lock';
export const NOT_FOUND_PATH = '/errors/404';
export const ACCOUNT_SETTING_PATH = '/account-setting';
export const MARKETS_PATH = '/markets';

/** Route ids signed-in users are sent away from (rule 6). */
const LOGIN_PAGES: ReadonlySet<string> = new Set(['login', 'signUp', 'forgotPassword']);

export type GuardReason =
  | 'notFound'
  | 'signedOut'
  | 'signedIn'
  | 'awaitingApproval'
  | 'firstLogin'
  | 'noAccess'
  | 'readOnly'
  | 'notAllPartner'
  | 'flag'
  | 'ownerBrandInfo';

export type GuardResult = { kind: 'allow'; route: WebRoute } | { kind: 'redirect'; to: string; reason: GuardReason };

const redirect = (to: string, reason: GuardReason): GuardResult => ({ kind: 'redirect', to, reason });

/** Level of `session` on a module, owner and missing entries counting as full access. */
export function levelFor(session: AccessSession, module: ModuleKey): number {
  return levelOf(session, module);
}

/** True when `session` may use `route`'s submit entry: full access, and on offers also all partners. */
function maySubmit(session: AccessSession, route: WebRoute): boolean {
  if (!route.module) return true;
  return levelFor(session, route.module) >= 15 && session.isAllPartner;
}

function hasFlag(session: AccessSession, flag: WebRoute['flag']): boolean {
  if (flag === 'fraudDetector') return session.fraudDetector;
  if (flag === 'discountProgram') return session.discountProgram;
  return true;
}

/** Where `pathname` (no query string) may go for this session. */
export function guard(pathname: string, session: AccessSession | null): GuardResult {
  const route = matchRoute(pathname || '/');
  if (!route) return redirect(NOT_FOUND_PATH, 'notFound');

  if (route.public) {
    // rule 6: a signed-in user has nothing to do on the login pages
    if (session && LOGIN_PAGES.has(route.id)) return redirect(HOME_PATH, 'signedIn');
    return { kind: 'allow', route };
  }
  // rule 1
  if (!session) {
    const next = pathname && pathname !== HOME_PATH ? `?next=${encodeURIComponent(pathname)}` : '';
    return redirect(LOGIN_PATH + next, 'signedOut');
  }
  // rule 2
  if (session.role === 'owner' && !session.isAdminApprove) {
    return route.id === 'accountSetting' ? { kind: 'allow', route } : redirect(ACCOUNT_SETTING_PATH, 'awaitingApproval');
  }
  if (session.role === 'owner' && route.id === 'brandInfo') return redirect(ACCOUNT_SETTING_PATH, 'ownerBrandInfo');
  // rule 7: the landing after sign-in starts the first-login flow (when the marketplace is open to the user)
  if (session.isFirstLogin && route.id === 'home' && levelFor(session, 'market') > 0) {
    return redirect(MARKETS_PATH, 'firstLogin');
  }
  if (route.module) {
    const level = levelFor(session, route.module);
    // rule 3
    if (level === 0) return redirect(LOCK_PATH, 'noAccess');
    // rule 4
    if (route.submit && level < 15) return redirect(LOCK_PATH, 'readOnly');
    if (route.submit && route.module === 'offers' && !session.isAllPartner) return redirect(LOCK_PATH, 'notAllPartner');
  }
  // rule 5
  if (!hasFlag(session, route.flag)) return redirect(LOCK_PATH, 'flag');
  return { kind: 'allow', route };
}

/** Convenience for views and the palette: true when the guard lets `pathname` through unchanged. */
export function allows(pathname: string, session: AccessSession | null): boolean {
  return guard(pathname, session).kind === 'allow';
}

export interface MenuItem {
  routeId: string;
  path: string;
}
export interface MenuSection {
  group: MenuGroup;
  items: MenuItem[];
}
export type OnboardingNotice = 'submittedOnboarding' | 'incompleteOnboarding';

export interface MenuModel {
  /** side and mobile menus, in MENU_GROUPS order; empty groups are dropped */
  sections: MenuSection[];
  /** set until the admin approves: the whole menu is greyed with this tooltip */
  greyed: OnboardingNotice | null;
  header: {
    managerContact: boolean;
    bell: boolean;
    inviteLink: boolean;
    brandInfo: boolean;
    ticket: 'enabled' | 'disabled' | 'hidden';
  };
}

/** Whether one menu entry shows for this session (menu effects of spec 1 §6). */
export function showsInMenu(route: WebRoute, session: AccessSession): boolean {
  if (route.module && levelFor(session, route.module) === 0) return false;
  // read only (or not managing all partners) removes submit-type entries
  if (route.submit && !maySubmit(session, route)) return false;
  return hasFlag(session, route.flag);
}

const noAccessOn = (session: AccessSession, modules: readonly ModuleKey[]) => modules.every((m) => levelFor(session, m) === 0);

export function menuFor(session: AccessSession): MenuModel {
  const sections = MENU_GROUPS.map((group) => ({
    group,
    items: WEB_ROUTES.filter((route) => route.menu === group && showsInMenu(route, session)).map((route) => ({
      routeId: route.id,
      path: route.path,
    })),
  })).filter((section) => section.items.length > 0);

  const approved = session.isAdminApprove;
  const exceptEmployeeAndNotification = MODULE_KEYS.filter((m) => m !== 'employee' && m !== 'notification');
  const ticketLevel = levelFor(session, 'ticket');
  return {
    sections,
    greyed: approved ? null : session.isSubmit ? 'submittedOnboarding' : 'incompleteOnboarding',
    header: {
      managerContact: !noAccessOn(session, MODULE_KEYS),
      bell: levelFor(session, 'notification') > 0,
      inviteLink: !noAccessOn(session, exceptEmployeeAndNotification) && levelFor(session, 'offers') > 0,
      brandInfo: session.role !== 'owner' && levelFor(session, 'brand_account') > 0,
      ticket: ticketLevel === 0 ? 'hidden' : approved ? 'enabled' : 'disabled',
    },
  };
}
