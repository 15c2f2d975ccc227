export { appCommands, type ViewCommands } from './app-registry.ts';
import { accessCommands } from './access.ts';
import {
  activityExportCommands,
  employeeActivityCommands,
  offerActivityCommands,
  partnerActivityCommands,
  type ActivityView,
  type EmployeeActivityView,
  type OfferActivityView,
  type PartnerActivityView,
} from './activity.ts';
import { accountCommands } from './account.ts';
import { conversionListCommands, type ConversionListView } from './conversions.ts';
import { conversionUploadCommands } from './conversion-upload.ts';
import { dashboardCommands, dashboardViewCommands, type DashboardView } from './dashboard.ts';
import { employeeCommands, type EmployeeView } from './employees.ts';
import { entitySearchCommands } from './entity-search.ts';
import { formKeyCommands, type FormKeysView } from './form-keys.ts';
import { listKeyCommands, type ListKeysView } from './list-keys.ts';
import {
  marketListCommands,
  marketListKeyCommands,
  marketSearchCommands,
  stashedFilterCommands,
  type MarketKeysView,
  type MarketListView,
  type StashedFiltersView,
} from './markets.ts';
import { navigationCommands } from './navigation.ts';
import { contractListCommands, type ContractListView } from './partner-contracts.ts';
import { notificationViewCommands } from './notifications.ts';
import { assetListCommands, offerAssetCommands, type AssetListView } from './offer-assets.ts';
import { offerCommands, offerListCommands, type OfferListView, type OfferView } from './offers.ts';
// the offers side's buttons as faces of commands (issue 29 item 1, decision 098)
import { offerEditCommands, offerNewCommands, privatePayoutCommands, type OfferFormView, type PrivatePayoutsView } from './offer-form.ts';
import {
  assetFormCommands,
  creativeFormCommands,
  questionnaireFormCommands,
  type AssetFormView,
  type CreativeFormView,
  type QuestionnaireFormView,
} from './offer-asset-forms.ts';
import { offerEventCommands, trackingCommands, type OfferEventsView, type TrackingView } from './offer-assets.ts';
import { onboardingCommands } from './onboarding.ts';
import { appCommands, scoped } from './app-registry.ts';
import { CommandRegistry, type AnyCommand } from './registry.ts';
import { LOG_EXPORT_TITLES, reportCommands, reportExportCommands, type ReportView } from './reports.ts';
import { shellCommands } from './shell.ts';
import { webhookCommands } from './webhooks.ts';
// tier groups and offer management (issue 16 item 2)
import { managedOfferCommands, tierGroupCommands, type ManagedOfferView, type TierGroupsView } from './tier-groups.ts';
// the offer management list's filter bar (decision 098)
import { managedOffersCommands, type ManagedOffersView } from './tier-groups.ts';
import { featuredCommands, featuredPartnerCommands, type FeaturedView } from './featured.ts';
import { agencyProfileCommands, partnerProfileCommands, type AgencyProfileView, type PartnerProfileView } from './market-profile.ts';
import { invitationListCommands, inviteCommands, invitePartnerCommands, type InvitationListView, type InviteView } from './invitations.ts';
// invite from partner management (issue 16 item 4, the loop branch)
import { inviteRowCommands } from './invitations.ts';
import { partnerDetailCommands, partnerListCommands, type PartnerDetailView, type PartnerListView } from './partners.ts';
// agency contracts (issue 25 item 2)
import { agencyContractCommands, agencySearchCommands, type AgencyContractsView } from './agencies.ts';
import { agencyBrandsCommands, agencyInsideCommands, type AgencyBrandsView } from './agency-inside.ts';
// the product catalogue (issue 26)
import { productListCommands, productSearchCommands, type ProductListView } from './products.ts';
import { productSyncCommands, type ProductSyncView } from './product-sync.ts';
import { offerProductsCommands, type OfferProductsView } from './offer-products.ts';
// discount programs and promo codes (issue 26 item 4)
import { discountProgramCommands, discountSearchCommands, type DiscountProgramsView } from './discounts.ts';
// support tickets (issue 28)
import { ticketCommands, ticketSearchCommands, type TicketsView } from './tickets.ts';
// invoices on the payment page (issue 27 item 4)
import { invoiceCommands, type InvoicesView } from './invoices.ts';
// fraud detection (issue 27 item 1)
import { fraudViewCommands, type FraudView } from './fraud.ts';
// guided reconciliation (issue 27 item 3)
import { reconciliationCommands, type ReconciliationView } from './reconciliation.ts';
// the payment page and cross-check (issue 27 item 2)
import { paymentCommands, type PaymentView } from './cross-check.ts';
// account, home and reports controls as commands (issue 29 item 1, wire-account)
import { dashboardTopCommands, type DashboardTopView } from './dashboard.ts';
import { pictureCommands, type PictureView } from './account.ts';
import { notificationPageCommands, type NotificationPageView } from './notifications.ts';
import { filterFormCommands, type FilterFormView } from './reports.ts';

/**
 * The app's commands (decision 033): the static ones, registered at once, and every view-bound
 * factory with its scope. Views register the factories listed here (`useViewCommands(
 * viewCommands.offerList, view)`) and nothing else, so the shortcut conflict check and the keyboard
 * map see every command, mounted or not. A scope is the route id of the page that mounts the factory
 * ('global' when it is mounted everywhere, like the bell).
 */
export const staticCommands = (): AnyCommand[] => [
  ...navigationCommands(),
  ...shellCommands(),
  ...onboardingCommands(),
  ...accessCommands(),
  ...accountCommands(),
  ...offerAssetCommands(),
  ...dashboardCommands(),
  ...reportCommands(),
  ...conversionUploadCommands(),
  ...entitySearchCommands(),
  ...webhookCommands(),
  ...marketSearchCommands(),
  ...featuredCommands(),
  ...agencySearchCommands(),
  ...agencyInsideCommands(),
  ...productSearchCommands(),
  ...discountSearchCommands(),
  ...ticketSearchCommands(),
];

export const viewCommands = {
  offerList: scoped<OfferListView>('offers', offerListCommands),
  offerListKeys: scoped<ListKeysView>('offers', (v) => listKeyCommands('offers', v)),
  offerNewKeys: scoped<FormKeysView>('offerNew', (v) => formKeyCommands('offerNew', v)),
  offerEditKeys: scoped<FormKeysView>('offerEdit', (v) => formKeyCommands('offerEdit', v)),
  offer: scoped<OfferView>('offerDetail', offerCommands),
  // mounted on the detail and the edit page, listed once for each (conversionEventsEdit below)
  conversionEvents: scoped<AssetListView>('offerDetail', (v) => assetListCommands('event', v)),
  groupList: scoped<AssetListView>('offerGroups', (v) => assetListCommands('group', v)),
  questionnaireList: scoped<AssetListView>('questionnaires', (v) => assetListCommands('questionnaire', v)),
  creativeList: scoped<AssetListView>('creatives', (v) => assetListCommands('creative', v)),
  // the offers side's forms and panels, one listing per page that mounts them (decision 098)
  offerNewForm: scoped<OfferFormView>('offerNew', offerNewCommands),
  offerEditForm: scoped<OfferFormView>('offerEdit', offerEditCommands),
  privatePayoutsNew: scoped<PrivatePayoutsView>('offerNew', privatePayoutCommands),
  privatePayoutsEdit: scoped<PrivatePayoutsView>('offerEdit', privatePayoutCommands),
  conversionEventsEdit: scoped<AssetListView>('offerEdit', (v) => assetListCommands('event', v)),
  offerEventsDetail: scoped<OfferEventsView>('offerDetail', offerEventCommands),
  offerEventsEdit: scoped<OfferEventsView>('offerEdit', offerEventCommands),
  trackingDetail: scoped<TrackingView>('offerDetail', trackingCommands),
  trackingEdit: scoped<TrackingView>('offerEdit', trackingCommands),
  groupNewForm: scoped<AssetFormView>('offerGroupNew', (v) => assetFormCommands('group', v)),
  groupEditForm: scoped<AssetFormView>('offerGroupEdit', (v) => assetFormCommands('group', v)),
  questionnaireNewForm: scoped<QuestionnaireFormView>('questionnaireNew', questionnaireFormCommands),
  questionnaireEditForm: scoped<QuestionnaireFormView>('questionnaireEdit', questionnaireFormCommands),
  creativeNewForm: scoped<CreativeFormView>('creativeNew', creativeFormCommands),
  creativeEditForm: scoped<CreativeFormView>('creativeEdit', creativeFormCommands),
  employees: scoped<EmployeeView>('employee', employeeCommands),
  dashboard: scoped<DashboardView>('home', dashboardViewCommands),
  conversionList: scoped<ConversionListView>('reportConversions', conversionListCommands),
  // one listing per page that mounts the exports: the scope is the page's route (the palette opens on it there)
  reportExport: scoped<ReportView>('reportPerformance', (v) => reportExportCommands(v)),
  conversionExport: scoped<ReportView>('reportConversions', (v) => reportExportCommands(v)),
  discountReportExport: scoped<ReportView>('reportDiscountProgram', (v) => reportExportCommands(v)),
  eventLogExport: scoped<ReportView>('reportLogs', (v) => reportExportCommands(v, LOG_EXPORT_TITLES.event)),
  serverLogExport: scoped<ReportView>('reportLogs', (v) => reportExportCommands(v, LOG_EXPORT_TITLES.server)),
  // fraud detection (decision 089): its exports and the drill from a row
  fraudDetection: scoped<FraudView>('fraudDetection', fraudViewCommands),
  // guided reconciliation (decision 093): upload, decisions, sign-off and re-open on the payment page's reconcile view
  reconciliation: scoped<ReconciliationView>('payment', reconciliationCommands),
  // the payment page's tabs and the cross-check's actions (decision 090)
  payment: scoped<PaymentView>('payment', paymentCommands),
  // the Activity view (audit log) and the pages that open it filtered to their object or user
  activityExport: scoped<ActivityView>('activity', activityExportCommands),
  offerActivity: scoped<OfferActivityView>('offerDetail', offerActivityCommands),
  partnerActivity: scoped<PartnerActivityView>('managementPartnerDetail', partnerActivityCommands),
  employeeActivity: scoped<EmployeeActivityView>('employee', employeeActivityCommands),
  // the marketplace's partner list and its saved filters (the list page mounts the saved-filter commands too)
  marketList: scoped<MarketListView>('marketsPartner', marketListCommands),
  marketListKeys: scoped<MarketKeysView>('marketsPartner', marketListKeyCommands),
  stashedFilters: scoped<StashedFiltersView>('marketsPartnerFilter', stashedFilterCommands),
  featuredPartners: scoped<FeaturedView>('marketsFeatured', featuredPartnerCommands),
  // market profiles (issue 16 item 1): the partner's and the agency's profile pages
  partnerProfile: scoped<PartnerProfileView>('marketsPartnerDetail', partnerProfileCommands),
  agencyProfile: scoped<AgencyProfileView>('marketsAgencyDetail', agencyProfileCommands),
  // applications and invitations (issue 16 item 4): the partner-contract screen's selected row
  invitationList: scoped<InvitationListView>('partnerContract', invitationListCommands),
  // partner contracts (issue 25, decision 074): the Contracts tab's selected contract and the draw-up dialog
  contractList: scoped<ContractListView>('partnerContract', contractListCommands),
  // the invite dialog on the offer page (the marketplace partner page and partner detail add theirs after the merge)
  offerInvite: scoped<InviteView>('offerDetail', inviteCommands),
  partnerInvite: scoped<InviteView>('marketsPartnerDetail', invitePartnerCommands),
  // invite from partner management (the list's selected or active row with i, the detail page) and the marketplace list's active row
  managedPartnerInvite: scoped<InviteView>('managementPartnerDetail', invitePartnerCommands),
  managedPartnerRowInvite: scoped<InviteView>('managementPartners', inviteRowCommands),
  marketRowInvite: scoped<InviteView>('marketsPartner', inviteRowCommands),
  // partner management (issue 16 item 2)
  partnerList: scoped<PartnerListView>('managementPartners', partnerListCommands),
  partnerListKeys: scoped<ListKeysView>('managementPartners', (v) => listKeyCommands('partners', v)),
  partnerDetail: scoped<PartnerDetailView>('managementPartnerDetail', partnerDetailCommands),
  // the bell imports it from notifications.ts itself, so the entry chunk carries no other command
  notifications: notificationViewCommands,
  // tier groups and offer management (issue 16 item 2)
  tierGroups: scoped<TierGroupsView>('tierGroups', tierGroupCommands),
  tierGroupKeys: scoped<ListKeysView>('tierGroups', (v) => listKeyCommands('tierGroups', v)),
  managedOfferKeys: scoped<ListKeysView>('managementOffers', (v) => listKeyCommands('managementOffers', v)),
  managedOffer: scoped<ManagedOfferView>('managementOfferDetail', managedOfferCommands),
  managedOffers: scoped<ManagedOffersView>('managementOffers', managedOffersCommands),
  // agency contracts (issue 25 item 2): the selected contract's lifecycle actions
  agencyContracts: scoped<AgencyContractsView>('agencyContract', agencyContractCommands),
  agencyContractKeys: scoped<ListKeysView>('agencyContract', (v) => listKeyCommands('agencyContracts', v)),
  // an agency's brands before it enters one (issue 25 item 3, decision 077)
  agencyBrands: scoped<AgencyBrandsView>('agencyBrands', agencyBrandsCommands),
  // the product catalogue (issue 26): add, edit, delete, export; writes wait while an upload is open
  productList: scoped<ProductListView>('productManagement', productListCommands),
  productListKeys: scoped<ListKeysView>('productManagement', (v) => listKeyCommands('products', v)),
  // the product API sync (issue 26 item 3, decision 084): set up, sync now
  productSync: scoped<ProductSyncView>('productManagement', productSyncCommands),
  // the offer's products section (decision 086): link from the catalogue, unlink the ticked ones
  offerProducts: scoped<OfferProductsView>('offerDetail', offerProductsCommands),
  // discount programs (issue 26 item 4): the selected program's actions and the selected code's downloads
  discountPrograms: scoped<DiscountProgramsView>('discountProgram', discountProgramCommands),
  discountProgramKeys: scoped<ListKeysView>('discountProgram', (v) => listKeyCommands('discountPrograms', v)),
  // support tickets (issue 28): raise, reply, accept / reopen / close the selected ticket, review the support
  tickets: scoped<TicketsView>('ticket', ticketCommands),
  ticketKeys: scoped<ListKeysView>('ticket', (v) => listKeyCommands('tickets', v)),
  // invoices (issue 27 item 4, decision 092): mark paid / unpaid, PDF, export, issue due retainers
  invoices: scoped<InvoicesView>('payment', invoiceCommands),
  invoiceKeys: scoped<ListKeysView>('payment', (v) => listKeyCommands('invoices', v)),
  // the home dashboard's top widget: top offers / top partners (issue 29 item 1)
  dashboardTop: scoped<DashboardTopView>('home', dashboardTopCommands),
  // account settings' pictures: the avatar (personal info) and the cover (public info), on /account-setting and /brand-info
  avatarUpload: scoped<PictureView>('accountSetting', (v) => pictureCommands('avatar', v)),
  coverUpload: scoped<PictureView>('accountSetting', (v) => pictureCommands('cover', v)),
  // the /notification page: mark the notification that last held focus as read
  notificationPage: scoped<NotificationPageView>('notification', notificationPageCommands),
  // the filter forms' Apply and Clear filters, one listing per page (the scope is the page's route)
  performanceFilters: scoped<FilterFormView>('reportPerformance', (v) => filterFormCommands('reports', v)),
  conversionFilters: scoped<FilterFormView>('reportConversions', (v) => filterFormCommands('reports', v)),
  logFilters: scoped<FilterFormView>('reportLogs', (v) => filterFormCommands('reports', v, { clear: false })),
  discountReportFilters: scoped<FilterFormView>('reportDiscountProgram', (v) => filterFormCommands('reports', v)),
  activityFilters: scoped<FilterFormView>('activity', (v) => filterFormCommands('activity', v)),
} as const;

// the app's registry (app-registry.ts): the static commands from the first import of this module (the
// palette's chunk, any page's), a view's commands while it is mounted
appCommands.registerAll(staticCommands());

const unmounted = (): never => {
  throw new Error('a listed view command was asked about its view while the view is not mounted');
};

/** Every listed view command, with its scope, as data (only ids, scopes and shortcuts may be read). */
export function listedViewCommands(): AnyCommand[] {
  return Object.values(viewCommands).flatMap((factory) => factory(unmounted));
}

/**
 * Registers the static commands and, per scope, every view command that may be mounted in it, into
 * a fresh registry: throws `ShortcutConflictError` when two shortcuts that can be live together
 * clash. The same id in two factories of one scope (the exports of two reports) is one command.
 */
export function checkShortcuts(): void {
  const byScope = new Map<string, AnyCommand[]>();
  for (const command of listedViewCommands()) {
    const scope = command.scope ?? 'global';
    const list = byScope.get(scope) ?? [];
    if (!list.some((c) => c.id === command.id)) list.push(command);
    byScope.set(scope, list);
  }
  const global = byScope.get('global') ?? [];
  for (const [scope, commands] of byScope) {
    const registry = new CommandRegistry();
    registry.registerAll(staticCommands());
    registry.registerAll(scope === 'global' ? commands : [...global, ...commands]);
  }
}
