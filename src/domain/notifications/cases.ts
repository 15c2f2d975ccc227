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

/** Case ids by name: what server code passes to notify() instead of a bare number. */
export const NOTIFICATION_CASE = {
  offerStatusChanged: 1,
  offerBudgetThreshold: 2,
  offerBudgetExhausted: 3,
  partnerApplied: 4,
  invitationAnswered: 5,
  partnerOfferIssues: 6,
  conversionUploadSucceeded: 7,
  conversionUploadFailed: 8,
  postbackRefused: 9,
  ticketUpdated: 10,
  productSyncFinished: 11,
  announcement: 12,
  partnerJoined: 13,
  crossCheckReminder: 14,
  invoiceIssued: 15,
  invoiceDueReminder: 16,
  discountProgramChanged: 17,
  agencyContractChanged: 18,
  agencyRequest: 19,
  productUploadFinished: 20,
  employeeChanged: 21,
  /** an outgoing webhook endpoint failed for 3 days and was disabled (issue 14, decision 038) */
  webhookDisabled: 22,
} as const;
export type NotificationCaseKey = keyof typeof NOTIFICATION_CASE;

// the id comes from NOTIFICATION_CASE, so a case's number is written once
const c = (key: NotificationCaseKey, category: Category, requires: readonly DataKey[] = []): CaseDef => ({
  id: NOTIFICATION_CASE[key],
  key,
  category,
  requires,
});

export const CASES: readonly CaseDef[] = [
  c('offerStatusChanged', 'offer', ['offer_id', 'offer_name', 'offer_status']),
  c('offerBudgetThreshold', 'offer', ['offer_id', 'offer_name', 'n']),
  c('offerBudgetExhausted', 'offer', ['offer_id', 'offer_name']),
  // partner_id: the partner scope decides who sees a partner's notifications (docs/decisions/053)
  c('partnerApplied', 'partnership', ['publisher_name', 'offer_name', 'application_id', 'partner_id']),
  c('invitationAnswered', 'partnership', ['publisher_name', 'publisher_action', 'invitation_id', 'partner_id']),
  c('partnerOfferIssues', 'report', ['publisher_name', 'publisher_id', 'offer_id', 'offer_name', 'number_issue']),
  c('conversionUploadSucceeded', 'report', ['file_name', 'file_id']),
  c('conversionUploadFailed', 'report', ['file_name', 'file_id']),
  c('postbackRefused', 'report', ['offer_name', 'n']),
  c('ticketUpdated', 'ticket', ['ticket_id', 'ticket_title', 'ticket_status']),
  c('productSyncFinished', 'offer', ['n']),
  c('announcement', 'announcement', ['content']),
  c('partnerJoined', 'partnership', ['partner_name', 'partner_id']),
  c('crossCheckReminder', 'payment', ['period_start', 'period_end', 'reminder']),
  c('invoiceIssued', 'payment', ['invoice_id', 'tab']),
  c('invoiceDueReminder', 'payment', ['invoice_id', 'reminder']),
  c('discountProgramChanged', 'promotion', ['discount_id', 'promo_name', 'action']),
  c('agencyContractChanged', 'partnership', ['agency_name', 'agency_action', 'contract_id']),
  c('agencyRequest', 'partnership', ['agency_name', 'agency_id']),
  c('productUploadFinished', 'offer', ['file_name', 'n']),
  c('employeeChanged', 'account', ['employee_name', 'user_status']),
  c('webhookDisabled', 'account', ['link']),
];

/** Case ids the spec reserves but never uses; rendered as their stored content, click → notification page. */
export const UNUSED_CASE_IDS: readonly number[] = Array.from({ length: 17 }, (_, i) => 23 + i);
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
export const AGENCY_ACTIONS = ['signed', 'declined', 'termination_requested', 'terminated', 'expired', 'ending_soon'] as const;
export const INVOICE_TABS = ['performanceInvoice', 'platformInvoice', 'retainer'] as const;

/** Which data keys are missing for `caseId` (an unknown or unused case needs nothing). */
export function missingData(caseId: number, data: NotificationData): DataKey[] {
  const def = caseById(caseId);
  if (!def) return [];
  return def.requires.filter((k) => data[k] === undefined || data[k] === null || data[k] === '');
}
