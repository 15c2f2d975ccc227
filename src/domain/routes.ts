import type { ModuleKey } from './permissions.ts';

/**
 * Every screen of the three spec documents, with the module that guards it. The route guard, the
 * side menu, the palette's navigation commands and the authorization test all read this one table.
 *
 * - `submit`: a sub-route that creates or edits (spec 1 §6 rule 4): read-only on the module blocks it,
 *   and it is removed from menus for read-only users and for users who do not manage all partners.
 * - `flag`: a profile flag the route needs besides the module (rule 5).
 * - `layout`: main (menu and header), simple (header and footer, before first login) or bare.
 * - `public`: reachable without signing in.
 * - `filledBy`: the issue that fills the page; until then the page says so plainly.
 */
export interface WebRoute {
  /** stable id; also the i18n key `routes.<id>` of its title */
  id: string;
  /** wouter pattern */
  path: string;
  module: ModuleKey | null;
  submit?: boolean;
  flag?: 'fraudDetector' | 'discountProgram';
  layout: 'main' | 'simple' | 'bare';
  public?: boolean;
  /** shown in the desktop side menu under this group */
  menu?: MenuGroup;
  /** shortcut sequence for navigation, e.g. "g o" */
  keys?: string;
  filledBy?: number;
}

export type MenuGroup = 'home' | 'marketplace' | 'offers' | 'partnership' | 'reports' | 'fraud' | 'employee' | 'payment';
export const MENU_GROUPS: readonly MenuGroup[] = [
  'home',
  'marketplace',
  'offers',
  'partnership',
  'reports',
  'fraud',
  'employee',
  'payment',
];

const r = (route: WebRoute): WebRoute => route;

export const WEB_ROUTES: readonly WebRoute[] = [
  // auth and public pages
  r({ id: 'login', path: '/auth/login', module: null, layout: 'bare', public: true }),
  r({ id: 'signUp', path: '/auth/sign-up', module: null, layout: 'bare', public: true }),
  r({ id: 'forgotPassword', path: '/auth/forgot-password', module: null, layout: 'bare', public: true }),
  r({ id: 'setPassword', path: '/auth/set-password', module: null, layout: 'bare', public: true }),
  r({ id: 'resetPassword', path: '/auth/reset-password', module: null, layout: 'bare', public: true }),
  r({ id: 'supportCenter', path: '/auth/support-center', module: null, layout: 'simple', public: true }),
  r({ id: 'privacyPolicy', path: '/auth/privacy-policy', module: null, layout: 'simple', public: true }),
  r({ id: 'notFound', path: '/errors/404', module: null, layout: 'bare', public: true }),
  // an agency's own sign-in and its brands, before it enters one (decision 077)
  r({ id: 'agencyLogin', path: '/agency/login', module: null, layout: 'bare', public: true }),
  r({ id: 'agencyBrands', path: '/agency', module: null, layout: 'bare', public: true }),
  r({ id: 'lock', path: '/lock', module: null, layout: 'main' }),
  // shell and account (spec 1)
  r({ id: 'home', path: '/', module: 'dashboard', layout: 'main', menu: 'home', keys: 'g h', filledBy: 6 }),
  r({ id: 'accountSetting', path: '/account-setting', module: null, layout: 'main', keys: 'g a', filledBy: 3 }),
  r({ id: 'brandInfo', path: '/brand-info', module: 'brand_account', layout: 'main', filledBy: 3 }),
  r({ id: 'webhookSettings', path: '/account-setting/webhooks', module: 'brand_account', layout: 'main', filledBy: 14 }),
  r({ id: 'employee', path: '/employee', module: 'employee', layout: 'main', menu: 'employee', keys: 'g e', filledBy: 3 }),
  r({ id: 'notification', path: '/notification', module: 'notification', layout: 'main', keys: 'g n', filledBy: 3 }),
  r({ id: 'ticket', path: '/ticket', module: 'ticket', layout: 'main', keys: 'g t' }),
  r({ id: 'help', path: '/help', module: null, layout: 'main' }),
  // the audit log's Activity view (issue 14 item 4): everyone may open it, non-admins see their own actions
  r({ id: 'activity', path: '/activity', module: null, layout: 'main', keys: 'g y', filledBy: 14 }),
  // marketplace (spec 3)
  r({ id: 'markets', path: '/markets', module: 'market', layout: 'main', menu: 'marketplace', keys: 'g m' }),
  r({ id: 'marketsFeatured', path: '/markets/featured', module: 'market', layout: 'main' }),
  r({ id: 'marketsPartner', path: '/markets/partner', module: 'market', layout: 'main' }),
  r({ id: 'marketsPartnerFilter', path: '/markets/partner/filter', module: 'market', layout: 'main' }),
  r({ id: 'marketsAgency', path: '/markets/agency', module: 'market', layout: 'main' }),
  // market profiles (issue 16 item 1, decision 050): after the lists, so /markets/partner/filter wins over :id;
  // the brand's own profile is /markets/profile (spec 3 §7's user/adv/profile/* are the API calls, /api/markets/profile)
  r({ id: 'marketsPartnerDetail', path: '/markets/partner/:id', module: 'market', layout: 'main' }),
  r({ id: 'marketsAgencyDetail', path: '/markets/agency/:id', module: 'market', layout: 'main' }),
  r({ id: 'brandProfile', path: '/markets/profile', module: 'market', layout: 'main', keys: 'g b' }),
  r({ id: 'brandProfileReviews', path: '/markets/profile/reviews', module: 'market', layout: 'main' }),
  // offers (spec 2)
  r({ id: 'offers', path: '/offers', module: 'offers', layout: 'main', menu: 'offers', keys: 'g o', filledBy: 4 }),
  r({ id: 'offerNew', path: '/offers/new', module: 'offers', submit: true, layout: 'main', menu: 'offers', keys: 'c o', filledBy: 4 }),
  r({ id: 'offerDetail', path: '/offers/:id/detail', module: 'offers', layout: 'main', filledBy: 4 }),
  r({ id: 'offerEdit', path: '/offers/:id/edit', module: 'offers', submit: true, layout: 'main', filledBy: 4 }),
  r({ id: 'productManagement', path: '/offers/product-management', module: 'offers', layout: 'main', menu: 'offers', filledBy: 26 }),
  r({ id: 'offerGroups', path: '/offers/offer-groups', module: 'offers', layout: 'main', menu: 'offers', filledBy: 4 }),
  r({ id: 'offerGroupNew', path: '/offers/offer-groups/new', module: 'offers', submit: true, layout: 'main', filledBy: 4 }),
  r({ id: 'offerGroupEdit', path: '/offers/offer-groups/:id/edit', module: 'offers', submit: true, layout: 'main', filledBy: 4 }),
  r({ id: 'questionnaires', path: '/offers/questionnaire', module: 'offers', layout: 'main', filledBy: 4 }),
  r({ id: 'questionnaireNew', path: '/offers/questionnaire/new', module: 'offers', submit: true, layout: 'main', filledBy: 4 }),
  r({ id: 'questionnaireEdit', path: '/offers/questionnaire/:id/edit', module: 'offers', submit: true, layout: 'main', filledBy: 4 }),
  r({ id: 'creatives', path: '/offers/creatives', module: 'offers', layout: 'main', menu: 'offers', filledBy: 4 }),
  r({ id: 'creativeNew', path: '/offers/creatives/new', module: 'offers', submit: true, layout: 'main', filledBy: 4 }),
  r({ id: 'creativeEdit', path: '/offers/creatives/:id/edit', module: 'offers', submit: true, layout: 'main', filledBy: 4 }),
  r({ id: 'discountProgram', path: '/offers/discount-program', module: 'offers', layout: 'main', menu: 'offers' }),
  // partnership (spec 3)
  r({ id: 'partners', path: '/partners', module: 'management', layout: 'main', keys: 'g p' }),
  r({ id: 'community', path: '/community', module: 'management', layout: 'main' }),
  r({ id: 'managementOffers', path: '/management/offers', module: 'management', layout: 'main', menu: 'partnership', filledBy: 16 }),
  r({ id: 'managementOfferDetail', path: '/management/offers/:id', module: 'management', layout: 'main', filledBy: 16 }),
  r({ id: 'managementPartners', path: '/management/partners', module: 'management', layout: 'main', menu: 'partnership' }),
  r({ id: 'managementPartnerDetail', path: '/management/partners/:id', module: 'management', layout: 'main' }),
  // tier groups and their members (issue 16 item 2, docs/decisions/052)
  r({ id: 'tierGroups', path: '/management/tier-groups', module: 'management', layout: 'main', menu: 'partnership', filledBy: 16 }),
  r({ id: 'partnerContract', path: '/management/partner-contract', module: 'management', layout: 'main', menu: 'partnership' }),
  r({ id: 'agencyContract', path: '/management/agency-contract', module: 'management', layout: 'main', menu: 'partnership' }),
  // reports (spec 3)
  r({ id: 'reports', path: '/reports', module: 'report', layout: 'main', keys: 'g r', filledBy: 6 }),
  r({ id: 'reportPerformance', path: '/reports/performances', module: 'report', layout: 'main', menu: 'reports', filledBy: 6 }),
  r({ id: 'reportConversions', path: '/reports/conversions', module: 'report', layout: 'main', menu: 'reports', filledBy: 6 }),
  r({ id: 'reportLogs', path: '/reports/logs', module: 'report', layout: 'main', menu: 'reports', filledBy: 6 }),
  r({
    id: 'reportDiscountProgram',
    path: '/reports/discount-program',
    module: 'report',
    flag: 'discountProgram',
    layout: 'main',
    menu: 'reports',
    filledBy: 26,
  }),
  // fraud and money (spec 3)
  r({
    id: 'fraudDetection',
    path: '/fraud-detection',
    module: 'fraud_detector',
    flag: 'fraudDetector',
    layout: 'main',
    menu: 'fraud',
    keys: 'g f',
  }),
  r({ id: 'payment', path: '/payment', module: 'payment', layout: 'main', menu: 'payment', keys: 'g $' }),
];

export function routeById(id: string): WebRoute {
  const found = WEB_ROUTES.find((route) => route.id === id);
  if (!found) throw new Error(`unknown route ${id}`);
  return found;
}

/** Match a concrete path (no query) to its route; `:param` segments match any one segment. */
export function matchRoute(pathname: string): WebRoute | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return WEB_ROUTES.find((route) => {
    const pattern = route.path.replace(/\/+$/, '').split('/');
    return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
}

/** Fill `:param` segments: routePath('offerDetail', { id: 5 }) → /offers/5/detail */
export function routePath(id: string, params: Record<string, string | number> = {}): string {
  return routeById(id).path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
