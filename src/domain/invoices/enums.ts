/**
 * Invoice enumerations (issue 27 item 4; spec 3 §3, §4, §7; docs/decisions/092-invoices.md). The
 * statuses are the stored `invoices.status` values and the states of src/machines/invoice.ts.
 */
import { INVOICE_TABS } from '../notifications/cases.ts';

export const INVOICE_TYPES = ['performance', 'platform', 'retainer'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const INVOICE_STATUSES = ['unpaid', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What the brand may do to an invoice (PUT …/status); `lapse` is the overdue job's. */
export const INVOICE_BRAND_ACTIONS = ['pay', 'unpay'] as const;
export type InvoiceBrandAction = (typeof INVOICE_BRAND_ACTIONS)[number];
export type InvoiceAction = InvoiceBrandAction | 'lapse';

export const INVOICE_LINE_KINDS = ['commission', 'bonus', 'arrears', 'vat', 'platform_fee', 'retainer_fee'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const CURRENCIES = ['USD', 'VND'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The payment page's `filterActive` tab of each invoice type (spec 3 §2), and back. */
export type InvoiceTab = (typeof INVOICE_TABS)[number];
export const TAB_OF_TYPE: Record<InvoiceType, InvoiceTab> = {
  performance: 'performanceInvoice',
  platform: 'platformInvoice',
  retainer: 'retainer',
};
export const TYPE_OF_TAB: Record<InvoiceTab, InvoiceType> = {
  performanceInvoice: 'performance',
  platformInvoice: 'platform',
  retainer: 'retainer',
};
export { INVOICE_TABS };

/** Decision 092: an invoice is due this many days after it is issued (spec 3 §9: "payment term, in days"). */
export const INVOICE_PAYMENT_TERM_DAYS = 30;

/** PDF and export languages. */
export const INVOICE_LANGS = ['en', 'vi'] as const;
export type InvoiceLang = (typeof INVOICE_LANGS)[number];

export const INVOICE_REFUSALS = ['invoice_not_found', 'status_not_allowed', 'invalid_record'] as const;
export type InvoiceRefusal = (typeof INVOICE_REFUSALS)[number];
