import { caseById, INVOICE_TABS, type NotificationData } from './cases.ts';
import { NOTIFICATION_ID_PARAM } from './notification-id.ts';
import { routePath } from '../routes.ts';

/**
 * Where clicking a notification leads (spec 1 §2 "Notification click targets"). Query names and
 * values are the spec's; the paths are the screens of src/domain/routes.ts. Where the spec names a
 * screen state but no parameter (the upload_history and server_log filters, the cross-check detail,
 * the partner-and-offer detail) we chose one: docs/decisions/013-notifications.md.
 */
export type Target = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

export const NOTIFICATION_PAGE = '/notification';

export interface TargetInput {
  uuid: string;
  case_id: number;
  is_read: boolean;
  data: NotificationData;
}

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.append(key, String(value));
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

const seg = (value: string | number) => encodeURIComponent(String(value));

/** Only http(s) links leave the app; anything else (javascript:, data:) is not a target. */
export function safeExternal(link: string | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const PRODUCT_LIST: Query = { page: 1, limit: 25, sort: 'asc', sortBy: 'product_name' };
const UPLOAD_HISTORY = (fileId: string | number | undefined): Query => ({
  filter: 'upload_history',
  search: fileId,
  status: 5,
  page: 1,
  limit: 50,
  sort: 'desc',
  sortBy: 'updated_at',
});

/** The path (no notification id) a case leads to, from its data. */
function basePath(caseId: number, d: NotificationData): string | Target {
  const key = caseById(caseId)?.key;
  switch (key) {
    case 'offerStatusChanged':
    case 'offerBudgetExhausted':
      return d.offer_id === undefined ? NOTIFICATION_PAGE : withQuery(`/offers/${seg(d.offer_id)}/detail`, { uuid: d.offer_uuid });
    case 'offerBudgetThreshold':
      return withQuery('/reports/performances', { search: d.offer_id });
    case 'partnerOfferIssues':
      return withQuery('/reports/performances', { screenType: 'detail', partnerId: d.publisher_id, offerId: d.offer_id, status: 4 });
    case 'conversionUploadSucceeded':
    case 'conversionUploadFailed':
      return withQuery('/reports/conversions', UPLOAD_HISTORY(d.file_id));
    case 'postbackRefused':
      return withQuery('/reports/logs', { filter: 'server_log' });
    case 'partnerApplied':
      return withQuery('/management/partner-contract', { search: d.application_id });
    case 'invitationAnswered':
      return withQuery('/management/partner-contract', { search: d.invitation_id });
    case 'ticketUpdated':
      return withQuery('/ticket', { id: d.ticket_id });
    case 'announcement': {
      const url = safeExternal(d.link);
      return url ? { kind: 'external', url } : NOTIFICATION_PAGE;
    }
    case 'partnerJoined':
      return withQuery('/management/partners', { search: d.partner_id });
    case 'crossCheckReminder':
      // the period's detail as the payment page reads it (spec 3 §2: typeReport detail)
      return withQuery('/payment', {
        filterActive: 'crossCheck',
        typeReport: 'detail',
        periodStart: d.period_start,
        periodEnd: d.period_end,
        sort: 'desc',
        sortBy: 'partner_id',
      });
    case 'invoiceIssued':
    case 'invoiceDueReminder':
      return withQuery('/payment', { filterActive: invoiceTab(d), search: d.invoice_id });
    case 'discountProgramChanged':
      return withQuery('/offers/discount-program', { screenType: 'detail', tabActived: 2, programId: d.discount_id });
    case 'agencyContractChanged':
      return withQuery('/management/agency-contract', { search: d.contract_id });
    case 'agencyRequest':
      return withQuery('/management/agency-contract', { search: d.agency_id });
    case 'productUploadFinished':
      return withQuery('/offers/product-management', { ...PRODUCT_LIST, modal: 'upload-product' });
    case 'productSyncFinished':
      return withQuery('/offers/product-management', PRODUCT_LIST);
    case 'webhookDisabled':
      return routePath('webhookSettings');
    default:
      return NOTIFICATION_PAGE;
  }
}

/** The payment overview tab of an invoice: retainer reminders on the retainer tab, else the data's tab. */
function invoiceTab(d: NotificationData): string {
  if (d.reminder?.is_retainer_invoice) return 'retainer';
  const tab = d.tab ?? d.reminder?.tab;
  return tab && ((INVOICE_TABS as readonly string[]).includes(tab) || tab === 'crossCheck') ? tab : 'performanceInvoice';
}

/**
 * The click target of a notification. Internal targets carry `notification_id` while the item is
 * unread, so the screen that opens marks it read and tells other tabs (spec 1 §2).
 */
export function targetOf(n: TargetInput): Target {
  const base = basePath(n.case_id, n.data);
  if (typeof base !== 'string') return base;
  if (n.is_read) return { kind: 'internal', path: base };
  return { kind: 'internal', path: withQuery(base, { [NOTIFICATION_ID_PARAM]: n.uuid }) };
}
