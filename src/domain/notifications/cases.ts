// the zod schemas of the data live in ./data.ts: the browser needs these cases, not zod
import type { NotificationData } from './data.ts';

export type { NotificationData, Reminder } from './data.ts';

/**
 * Notification categories and cases (spec 1 §3 "Notification"). The spec numbers cases 1 to 39 with 18
 * unused and names the data fields they carry, but not what each case means; the 21 cases below are
 * our reading of those fields (docs/decisions/013-notifications.md). A case fixes its category, the
 * data it needs and where a click leads (targets.ts); its text lives in src/i18n/<lang>/notifications.ts
 * under `cases.<key>`.
 */
export const CATEGORIES = [
  'promotion',
  'promotion-all',
  'report',
  'partnership',
  'payment',
  'ticket',
  'offer',
  'account',
  'announcement',
  'announcement-all',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Brand-wide notifications of these categories are stored as their `-all` variant. */
export const BROADCAST_CATEGORY: Partial<Record<Category, Category>> = {
  promotion: 'promotion-all',
  announcement: 'announcement-all',
};

type DataKey = keyof NotificationData;

export interface CaseDef {
  id: number;
  /** i18n key under `notifications.cases` */
  key: string;
  category: Category;
  /** fields the text or the click target cannot do without; notify() refuses data lacking them */
  requires: readonly DataKey[];
}

const c = (id: number, key: string, category: Category, requires: readonly DataKey[] = []): CaseDef => ({ id, key, category, requires });

export const CASES: readonly CaseDef[] = [
  c(1, 'offerStatusChanged', 'offer', ['offer_id', 'offer_name', 'offer_status']),
  c(2, 'offerBudgetThreshold', 'offer', ['offer_id', 'offer_name', 'n']),
  c(3, 'offerBudgetExhausted', 'offer', ['offer_id', 'offer_name']),
  c(4, 'partnerApplied', 'partnership', ['publisher_name', 'offer_name', 'application_id']),
  c(5, 'invitationAnswered', 'partnership', ['publisher_name', 'publisher_action', 'invitation_id']),
  c(6, 'partnerOfferIssues', 'report', ['publisher_name', 'publisher_id', 'offer_id', 'offer_name', 'number_issue']),
  c(7, 'conversionUploadSucceeded', 'report', ['file_name', 'file_id']),
  c(8, 'conversionUploadFailed', 'report', ['file_name', 'file_id']),
  c(9, 'postbackRefused', 'report', ['offer_name', 'n']),
  c(10, 'ticketUpdated', 'ticket', ['ticket_id', 'ticket_title', 'ticket_status']),
  c(11, 'productSyncFinished', 'offer', ['n']),
  c(12, 'announcement', 'announcement', ['content']),
  c(13, 'partnerJoined', 'partnership', ['partner_name', 'partner_id']),
  c(14, 'crossCheckReminder', 'payment', ['period_start', 'period_end', 'reminder']),
  c(15, 'invoiceIssued', 'payment', ['invoice_id', 'tab']),
  c(16, 'invoiceDueReminder', 'payment', ['invoice_id', 'reminder']),
  c(17, 'discountProgramChanged', 'promotion', ['discount_id', 'promo_name', 'action']),
  c(18, 'agencyContractChanged', 'partnership', ['agency_name', 'agency_action', 'contract_id']),
  c(19, 'agencyRequest', 'partnership', ['agency_name', 'agency_id']),
  c(20, 'productUploadFinished', 'offer', ['file_name', 'n']),
  c(21, 'employeeChanged', 'account', ['employee_name', 'user_status']),
];

/** Case ids the spec reserves but never uses; rendered as their stored content, click → notification page. */
export const UNUSED_CASE_IDS: readonly number[] = Array.from({ length: 18 }, (_, i) => 22 + i);
export const CASE_IDS: readonly number[] = Array.from({ length: 39 }, (_, i) => i + 1);

export function caseById(id: number): CaseDef | undefined {
  return CASES.find((x) => x.id === id);
}
export function caseByKey(key: string): CaseDef | undefined {
  return CASES.find((x) => x.key === key);
}

/** Values the offer status, invitation answers and statuses may take (wire fields keep the spec's `publisher_*` names); their labels are translated (`notifications.values`). */
export const OFFER_STATUSES = ['active', 'paused', 'pending', 'rejected', 'expired', 'draft', 'public'] as const;
export const INVITATION_ANSWERS = ['accepted', 'rejected'] as const;
export const TICKET_STATUSES = ['created', 'responded', 'accepted', 'reopened', 'closed'] as const;
export const USER_STATUSES = ['invited', 'active', 'inactive', 'role_changed'] as const;
export const PROGRAM_ACTIONS = ['started', 'ended', 'ending_soon'] as const;
export const AGENCY_ACTIONS = ['signed', 'terminated', 'expired'] as const;
export const INVOICE_TABS = ['performanceInvoice', 'platformInvoice', 'retainer'] as const;

/** Which data keys are missing for `caseId` (an unknown or unused case needs nothing). */
export function missingData(caseId: number, data: NotificationData): DataKey[] {
  const def = caseById(caseId);
  if (!def) return [];
  return def.requires.filter((k) => data[k] === undefined || data[k] === null || data[k] === '');
}
