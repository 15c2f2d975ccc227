import { Redirect } from 'wouter';
import { lazy, type ComponentType } from 'react';
import { WEB_ROUTES, type WebRoute } from '../domain/routes.ts';
import { ensureWholeDictionaries } from '../i18n/load.ts';
import { LockPage, NotFoundPage, PlaceholderPage, TextPage } from './pages/SimplePages.tsx';

export type PageComponent = ComponentType<{ route: WebRoute }>;

/**
 * A lazy part of the app and the whole dictionary together: the first render had only the shell's
 * areas of it (src/i18n/areas.ts), and a page shows texts of its own area.
 */
function withTexts<M>(load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), ensureWholeDictionaries()]).then(([m]) => m);
}

/**
 * A page loaded on first visit (its own chunk, see docs/decisions/023-analyst-table.md): `name` is the
 * module's named export. The shell's Screen renders pages inside <Suspense>, so the menu and header stay.
 */
function page<M>(load: () => Promise<M>, name: keyof M): PageComponent {
  const component = lazy(async () => ({ default: (await withTexts(load))[name] as PageComponent }));
  loaders.set(component, load);
  return component;
}
const loaders = new Map<PageComponent, () => Promise<unknown>>();

// the set / reset password pages are one component with a mode
const NewPasswordPage = lazy(async () => ({ default: (await withTexts(() => import('./auth/NewPasswordPage.tsx'))).NewPasswordPage }));
const newPassword = (mode: 'set' | 'reset'): PageComponent => {
  const component: PageComponent = () => <NewPasswordPage mode={mode} />;
  loaders.set(component, () => import('./auth/NewPasswordPage.tsx'));
  return component;
};

// /markets: the first-login welcome (account) over the placeholder (pages), composed here
const loadMarketsWelcome = () => import('./account/settings/MarketsWelcome.tsx');
const MarketsWelcome = lazy(async () => ({ default: (await withTexts(loadMarketsWelcome)).MarketsWelcome }));
// the marketplace hub (src/views/markets/list/MarketsHubPage.tsx) under the welcome
const loadMarketsHub = () => import('./markets/list/MarketsHubPage.tsx');
const MarketsHubPage = lazy(async () => ({ default: (await withTexts(loadMarketsHub)).MarketsHubPage }));
function marketsWelcome(): PageComponent {
  const component: PageComponent = () => (
    <>
      <MarketsWelcome />
      <MarketsHubPage />
    </>
  );
  loaders.set(component, () => Promise.all([loadMarketsWelcome(), loadMarketsHub()]));
  return component;
}

/**
 * Route id → page. Every page but the shell's small ones and the placeholder is lazy, the sign-in
 * pages too (docs/decisions/027-initial-bundle.md); main.tsx fetches the first screen's page together
 * with the locale (`preloadPageAt`), so it does not wait for the entry to render first.
 * Areas add their pages here, one line each: `page(() => import('./area/Page.tsx'), 'Page')`.
 * Every route without an entry shows the placeholder that names the issue filling it.
 */
const PAGES: Partial<Record<string, PageComponent>> = {
  login: page(() => import('./auth/LoginPage.tsx'), 'LoginPage'),
  agencyLogin: page(() => import('./auth/AgencyLoginPage.tsx'), 'AgencyLoginPage'),
  agencyBrands: page(() => import('./auth/AgencyBrandsPage.tsx'), 'AgencyBrandsPage'),
  signUp: page(() => import('./auth/SignUpPage.tsx'), 'SignUpPage'),
  forgotPassword: page(() => import('./auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
  setPassword: newPassword('set'),
  resetPassword: newPassword('reset'),
  supportCenter: ({ route }) => <TextPage route={route} text="supportText" />,
  privacyPolicy: ({ route }) => <TextPage route={route} text="privacyText" />,
  help: ({ route }) => <TextPage route={route} text="helpText" />,
  notFound: NotFoundPage,
  lock: LockPage,
  home: page(() => import('./dashboard/DashboardPage.tsx'), 'DashboardPage'),
  notification: page(() => import('./notifications/NotificationPage.tsx'), 'NotificationPage'),
  employee: page(() => import('./employees/EmployeePage.tsx'), 'EmployeePage'),
  accountSetting: page(() => import('./account/settings/AccountSettingsPage.tsx'), 'AccountSettingsPage'),
  brandInfo: page(() => import('./account/brand-info/BrandInfoPage.tsx'), 'BrandInfoPage'),
  webhookSettings: page(() => import('./account/webhooks/WebhookSettingsPage.tsx'), 'WebhookSettingsPage'),
  markets: marketsWelcome(),
  marketsFeatured: page(() => import('./markets/featured/FeaturedPage.tsx'), 'FeaturedPage'),
  // partner management (issue 16 item 2); "my partners" (/partners) is the same list: decision 051
  managementPartners: page(() => import('./partners/list/PartnerListPage.tsx'), 'PartnerListPage'),
  managementPartnerDetail: page(() => import('./partners/detail/PartnerDetailPage.tsx'), 'PartnerDetailPage'),
  partners: () => <Redirect to="/management/partners" replace />,
  offers: page(() => import('./offers/list/OfferListPage.tsx'), 'OfferListPage'),
  offerNew: page(() => import('./offers/form/OfferNewPage.tsx'), 'OfferNewPage'),
  offerDetail: page(() => import('./offers/detail/OfferDetailPage.tsx'), 'OfferDetailPage'),
  offerEdit: page(() => import('./offers/form/OfferEditPage.tsx'), 'OfferEditPage'),
  offerGroups: page(() => import('./offers/groups/GroupPages.tsx'), 'GroupListPage'),
  offerGroupNew: page(() => import('./offers/groups/GroupPages.tsx'), 'GroupFormPage'),
  offerGroupEdit: page(() => import('./offers/groups/GroupPages.tsx'), 'GroupFormPage'),
  questionnaires: page(() => import('./offers/questionnaires/QuestionnairePages.tsx'), 'QuestionnaireListPage'),
  questionnaireNew: page(() => import('./offers/questionnaires/QuestionnairePages.tsx'), 'QuestionnaireFormPage'),
  questionnaireEdit: page(() => import('./offers/questionnaires/QuestionnairePages.tsx'), 'QuestionnaireFormPage'),
  creatives: page(() => import('./offers/creatives/CreativePages.tsx'), 'CreativeListPage'),
  creativeNew: page(() => import('./offers/creatives/CreativePages.tsx'), 'CreativeFormPage'),
  creativeEdit: page(() => import('./offers/creatives/CreativePages.tsx'), 'CreativeFormPage'),
  reports: page(() => import('./reports/ReportsLanding.tsx'), 'ReportsLanding'),
  reportPerformance: page(() => import('./reports/performance/PerformancePage.tsx'), 'PerformancePage'),
  reportConversions: page(() => import('./reports/conversions/ConversionsPage.tsx'), 'ConversionsPage'),
  reportLogs: page(() => import('./reports/logs/LogsPage.tsx'), 'LogsPage'),
  reportDiscountProgram: page(() => import('./reports/discount-program/DiscountReportPage.tsx'), 'DiscountReportPage'),
  fraudDetection: page(() => import('./reports/fraud/FraudDetectionPage.tsx'), 'FraudDetectionPage'),
  activity: page(() => import('./activity/ActivityPage.tsx'), 'ActivityPage'),
  // tier groups and offer management (issue 16 item 2)
  tierGroups: page(() => import('./partners/tier-groups/TierGroupsPage.tsx'), 'TierGroupsPage'),
  managementOffers: page(() => import('./partners/offers/ManagedOffersPage.tsx'), 'ManagedOffersPage'),
  managementOfferDetail: page(() => import('./partners/offers/ManagedOfferDetailPage.tsx'), 'ManagedOfferDetailPage'),
  // the marketplace's list pages (issue 16 items 1 and 6, decision 049)
  marketsPartner: page(() => import('./markets/list/PartnerListPage.tsx'), 'PartnerListPage'),
  marketsPartnerFilter: page(() => import('./markets/list/StashedFiltersPage.tsx'), 'StashedFiltersPage'),
  marketsAgency: page(() => import('./markets/agencies/AgencyListPage.tsx'), 'AgencyListPage'),
  // market profiles (issue 16 item 1)
  marketsPartnerDetail: page(() => import('./markets/profile/PartnerProfilePage.tsx'), 'PartnerProfilePage'),
  marketsAgencyDetail: page(() => import('./markets/profile/AgencyProfilePage.tsx'), 'AgencyProfilePage'),
  brandProfile: page(() => import('./markets/profile/BrandProfilePage.tsx'), 'BrandProfilePage'),
  brandProfileReviews: page(() => import('./markets/profile/BrandProfilePage.tsx'), 'BrandProfilePage'),
  partnerContract: page(() => import('./partners/contracts/PartnerContractPage.tsx'), 'PartnerContractPage'),
  // agency contracts (issue 25 item 2)
  agencyContract: page(() => import('./agencies/AgencyContractPage.tsx'), 'AgencyContractPage'),
  // the product catalogue (issue 26)
  productManagement: page(() => import('./products/ProductManagementPage.tsx'), 'ProductManagementPage'),
  discountProgram: page(() => import('./discounts/DiscountProgramPage.tsx'), 'DiscountProgramPage'),
  ticket: page(() => import('./tickets/TicketPage.tsx'), 'TicketPage'),
  payment: page(() => import('./payment/PaymentPage.tsx'), 'PaymentPage'),
};

export function pageFor(route: WebRoute): PageComponent {
  return PAGES[route.id] ?? PlaceholderPage;
}

/** Starts fetching the chunk of the page at `pathname` (a route without parameters), if it is lazy. */
export function preloadPageAt(pathname: string): void {
  const route = WEB_ROUTES.find((r) => r.path === pathname);
  const load = route && loaders.get(pageFor(route));
  // a failure shows when the page itself loads
  if (load) void load().catch(() => undefined);
}
