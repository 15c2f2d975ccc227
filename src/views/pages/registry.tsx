import { lazy, type ComponentType } from 'react';
import type { WebRoute } from '../../domain/routes.ts';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../auth/LoginPage.tsx';
import { NewPasswordPage } from '../auth/NewPasswordPage.tsx';
import { SignUpPage } from '../auth/SignUpPage.tsx';
import { LockPage, NotFoundPage, PlaceholderPage, TextPage } from './SimplePages.tsx';

export type PageComponent = ComponentType<{ route: WebRoute }>;

/**
 * A page loaded on first visit (its own chunk, see docs/decisions/023-analyst-table.md): `name` is the
 * module's named export. The shell's Screen renders pages inside <Suspense>, so the menu and header stay.
 */
function page<M>(load: () => Promise<M>, name: keyof M): PageComponent {
  return lazy(async () => ({ default: (await load())[name] as PageComponent }));
}

/**
 * Route id → page. Everything behind sign-in is lazy; the sign-in pages, the shell's small pages and
 * the placeholder stay in the entry chunk so the first screen never waits for a second request.
 * Areas add their pages here, one line each: `page(() => import('../area/Page.tsx'), 'Page')`.
 * Every route without an entry shows the placeholder that names the issue filling it.
 */
const PAGES: Partial<Record<string, PageComponent>> = {
  login: LoginPage,
  signUp: SignUpPage,
  forgotPassword: ForgotPasswordPage,
  setPassword: () => <NewPasswordPage mode="set" />,
  resetPassword: () => <NewPasswordPage mode="reset" />,
  supportCenter: ({ route }) => <TextPage route={route} text="supportText" />,
  privacyPolicy: ({ route }) => <TextPage route={route} text="privacyText" />,
  help: ({ route }) => <TextPage route={route} text="helpText" />,
  notFound: NotFoundPage,
  lock: LockPage,
  home: page(() => import('../dashboard/DashboardPage.tsx'), 'DashboardPage'),
  notification: page(() => import('../notifications/NotificationPage.tsx'), 'NotificationPage'),
  employee: page(() => import('../employees/EmployeePage.tsx'), 'EmployeePage'),
  accountSetting: page(() => import('../account/settings/AccountSettingsPage.tsx'), 'AccountSettingsPage'),
  brandInfo: page(() => import('../account/brand-info/BrandInfoPage.tsx'), 'BrandInfoPage'),
  markets: page(() => import('../account/settings/MarketsWelcome.tsx'), 'MarketsWelcome'),
  offers: page(() => import('../offers/list/OfferListPage.tsx'), 'OfferListPage'),
  offerNew: page(() => import('../offers/form/OfferNewPage.tsx'), 'OfferNewPage'),
  offerDetail: page(() => import('../offers/detail/OfferDetailPage.tsx'), 'OfferDetailPage'),
  offerEdit: page(() => import('../offers/form/OfferEditPage.tsx'), 'OfferEditPage'),
  offerGroups: page(() => import('../offers/groups/GroupPages.tsx'), 'GroupListPage'),
  offerGroupNew: page(() => import('../offers/groups/GroupPages.tsx'), 'GroupFormPage'),
  offerGroupEdit: page(() => import('../offers/groups/GroupPages.tsx'), 'GroupFormPage'),
  questionnaires: page(() => import('../offers/questionnaires/QuestionnairePages.tsx'), 'QuestionnaireListPage'),
  questionnaireNew: page(() => import('../offers/questionnaires/QuestionnairePages.tsx'), 'QuestionnaireFormPage'),
  questionnaireEdit: page(() => import('../offers/questionnaires/QuestionnairePages.tsx'), 'QuestionnaireFormPage'),
  creatives: page(() => import('../offers/creatives/CreativePages.tsx'), 'CreativeListPage'),
  creativeNew: page(() => import('../offers/creatives/CreativePages.tsx'), 'CreativeFormPage'),
  creativeEdit: page(() => import('../offers/creatives/CreativePages.tsx'), 'CreativeFormPage'),
  reports: page(() => import('../reports/ReportsLanding.tsx'), 'ReportsLanding'),
  reportPerformance: page(() => import('../reports/performance/PerformancePage.tsx'), 'PerformancePage'),
  reportConversions: page(() => import('../reports/conversions/ConversionsPage.tsx'), 'ConversionsPage'),
  reportLogs: page(() => import('../reports/logs/LogsPage.tsx'), 'LogsPage'),
};

export function pageFor(route: WebRoute): PageComponent {
  return PAGES[route.id] ?? PlaceholderPage;
}
