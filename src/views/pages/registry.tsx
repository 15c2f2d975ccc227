import type { ComponentType } from 'react';
import type { WebRoute } from '../../domain/routes.ts';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage.tsx';
import { LoginPage } from '../auth/LoginPage.tsx';
import { NewPasswordPage } from '../auth/NewPasswordPage.tsx';
import { SignUpPage } from '../auth/SignUpPage.tsx';
import { AccountSettingsPage } from '../account/settings/AccountSettingsPage.tsx';
import { MarketsWelcome } from '../account/settings/MarketsWelcome.tsx';
import { BrandInfoPage } from '../account/brand-info/BrandInfoPage.tsx';
import { EmployeePage } from '../employees/EmployeePage.tsx';
import { NotificationPage } from '../notifications/NotificationPage.tsx';
import { OfferListPage } from '../offers/list/OfferListPage.tsx';
import { OfferNewPage } from '../offers/form/OfferNewPage.tsx';
import { OfferEditPage } from '../offers/form/OfferEditPage.tsx';
import { OfferDetailPage } from '../offers/detail/OfferDetailPage.tsx';
import { GroupFormPage, GroupListPage } from '../offers/groups/GroupPages.tsx';
import { QuestionnaireFormPage, QuestionnaireListPage } from '../offers/questionnaires/QuestionnairePages.tsx';
import { CreativeFormPage, CreativeListPage } from '../offers/creatives/CreativePages.tsx';
import { LockPage, NotFoundPage, PlaceholderPage, TextPage } from './SimplePages.tsx';

export type PageComponent = ComponentType<{ route: WebRoute }>;

/**
 * Route id → page. Areas add their pages here (one line each, `lazy(() => import(...))` for anything
 * heavy); every route without an entry shows the placeholder that names the issue filling it.
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
  notification: NotificationPage,
  employee: EmployeePage,
  accountSetting: () => <AccountSettingsPage />,
  brandInfo: BrandInfoPage,
  markets: MarketsWelcome,
  offers: OfferListPage,
  offerNew: OfferNewPage,
  offerDetail: OfferDetailPage,
  offerEdit: OfferEditPage,
  offerGroups: GroupListPage,
  offerGroupNew: GroupFormPage,
  offerGroupEdit: GroupFormPage,
  questionnaires: QuestionnaireListPage,
  questionnaireNew: QuestionnaireFormPage,
  questionnaireEdit: QuestionnaireFormPage,
  creatives: CreativeListPage,
  creativeNew: CreativeFormPage,
  creativeEdit: CreativeFormPage,
};

export function pageFor(route: WebRoute): PageComponent {
  return PAGES[route.id] ?? PlaceholderPage;
}
