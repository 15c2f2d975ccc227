import { registerAccountAccessRoutes } from './account-access/routes.ts';
import { registerApiKeyRoutes } from './api-keys/routes.ts';
import { registerAuditRoutes } from './activity/routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerEmployeeRoutes } from './employees/routes.ts';
import { registerFilesRoutes } from './files/routes.ts';
import { registerHealthRoutes } from './http/health.ts';
import { registerOpenApiRoutes } from './http/openapi.ts';
import { registerProfileRoutes } from './profile/routes.ts';
import type { Feature } from './http/route.ts';
import { registerLiveRoutes } from './live/routes.ts';
import { registerNotificationRoutes } from './notifications/routes.ts';
import { registerOnboardingRoutes } from './onboarding/routes.ts';
import { registerReferenceRoutes } from './reference/routes.ts';
import { registerOffersRoutes } from './offers/routes.ts';
import { registerPartnersRoutes } from './partners/routes.ts';
import { registerPartnerManagementRoutes } from './partners/management-routes.ts';
import { registerMarketsRoutes } from './markets/routes.ts';
import { registerOfferAssetRoutes } from './offer-assets/routes.ts';
import { registerTrackingLogRoutes } from './tracking-logs/routes.ts';
import { registerTrackingRoutes } from './tracking/routes.ts';
import { registerReportRoutes } from './reports/routes.ts';
import { registerDiscountReportRoutes } from './reports/discount-program-routes.ts';
import { registerConversionRoutes } from './conversions/routes.ts';
import { registerConversionUploadRoutes } from './conversions/upload-routes.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { registerWebhookRoutes } from './webhooks/routes.ts';
import { registerAgencyRoutes } from './agencies/routes.ts';
import { registerAgencyInsideRoutes } from './agency-inside/routes.ts';
import { registerProductRoutes } from './products/routes.ts';
import { registerProductImportRoutes } from './products/import-routes.ts';
import { registerProductSyncRoutes } from './products/sync-routes.ts';
import { registerDiscountRoutes } from './discounts/routes.ts';
import { registerTicketRoutes } from './tickets/routes.ts';
import { registerFraudDetectionRoutes } from './fraud-detection/routes.ts';
import { registerInvoiceRoutes } from './invoices/routes.ts';
import { registerReconciliationRoutes } from './reconciliation/routes.ts';
import { registerCrossCheckRoutes } from './cross-check/routes.ts';

/**
 * Every feature's route registration, in one list: add one line per feature
 * (`registerXRoutes(app, deps)` that calls `route(app, descriptor, handler)` for each endpoint).
 */
export const features: Feature[] = [
  registerHealthRoutes,
  registerOpenApiRoutes,
  registerAuthRoutes,
  registerApiKeyRoutes,
  registerAccountAccessRoutes,
  registerReferenceRoutes,
  registerFilesRoutes,
  registerProfileRoutes,
  registerEmployeeRoutes,
  registerOnboardingRoutes,
  registerLiveRoutes,
  registerNotificationRoutes,
  registerOfferAssetRoutes,
  registerOffersRoutes,
  registerPartnersRoutes,
  registerPartnerManagementRoutes,
  registerAgencyRoutes,
  registerAgencyInsideRoutes,
  registerProductRoutes,
  registerProductImportRoutes,
  registerProductSyncRoutes,
  registerDiscountRoutes,
  registerTicketRoutes,
  registerMarketsRoutes,
  registerTrackingLogRoutes,
  registerTrackingRoutes,
  registerReportRoutes,
  registerDiscountReportRoutes,
  registerFraudDetectionRoutes,
  registerInvoiceRoutes,
  registerReconciliationRoutes,
  registerCrossCheckRoutes,
  registerConversionRoutes,
  registerConversionUploadRoutes,
  registerSearchRoutes,
  registerAuditRoutes,
  registerWebhookRoutes,
];
