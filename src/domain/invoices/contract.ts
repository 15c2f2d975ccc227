import { z } from 'zod';
import { endpoint, pagedSchema, pageQuerySchema } from '../contract.ts';
import { LEVEL } from '../permissions.ts';
import { exportQuery } from '../reports/schema.ts';
import { zSearch } from '../validation/zod.ts';
import { CURRENCIES, INVOICE_BRAND_ACTIONS, INVOICE_LANGS, INVOICE_LINE_KINDS, INVOICE_STATUSES, INVOICE_TYPES } from './enums.ts';

/**
 * Invoices of issue 27 item 4 (spec 3 §2–§4, §7: performance-, platform- and retainer-invoice with
 * export, detail, download-pdf, bonus-arrears; user/adv/invoices; docs/decisions/092-invoices.md).
 * The payment module governs them: reads ≥ 2, writes 15. Money is decimal text ("1234.50", "125000").
 */
export const INVOICE_READ = { kind: 'module', module: 'payment', level: LEVEL.read } as const;
export const INVOICE_WRITE = { kind: 'module', module: 'payment', level: LEVEL.full } as const;
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const money = z.string();
const day = z.iso.date();

export const invoiceLineSchema = z.object({
  position: z.number().int(),
  kind: z.enum(INVOICE_LINE_KINDS),
  amount: money,
  base: money.nullable(),
  percent: money.nullable(),
});

export const invoiceRowSchema = z.object({
  id: z.number().int(),
  type: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_STATUSES),
  /** the partner (performance) or the agency (platform, retainer), as named when issued */
  party_name: z.string(),
  partner_id: z.number().int().nullable(),
  agency_id: z.number().int().nullable(),
  contract_id: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  period_start: day,
  period_end: day,
  subtotal: money,
  vat: money,
  total: money,
  issued_at: z.string(),
  due_date: day,
  paid_at: z.string().nullable(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

export const invoiceSchema = invoiceRowSchema.extend({
  /** the performance invoice a platform fee was charged on */
  based_on_id: z.number().int().nullable(),
  lines: z.array(invoiceLineSchema),
});
export type InvoiceDto = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = pageQuerySchema.extend({
  /** the payment page's tab: one type, or every type */
  type: z.enum(INVOICE_TYPES).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  /** the invoice id (spec 3 §2: "overview can be searched by invoice id"), or part of the party's name */
  search: zSearch(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

export const invoiceTotalsSchema = z.object({
  currency: z.enum(CURRENCIES),
  unpaid: money,
  overdue: money,
  paid: money,
});

export const listInvoices = endpoint({
  id: 'invoices.list',
  method: 'GET',
  path: '/api/invoices',
  summary: "The brand's invoices, newest first: one type (the payment page's tab) or all, by status, searched by invoice id or party",
  access: INVOICE_READ,
  query: invoiceListQuerySchema,
  response: pagedSchema(invoiceRowSchema).extend({ totals: invoiceTotalsSchema }),
});

export const exportInvoices = endpoint({
  id: 'invoices.export',
  method: 'GET',
  path: '/api/invoices/export',
  summary: 'The filtered invoices as CSV or XLSX (headers in the chosen language; amounts exact decimals)',
  access: INVOICE_READ,
  query: invoiceListQuerySchema.omit({ page: true, limit: true }).extend(exportQuery),
  response: z.unknown(),
});

export const getInvoice = endpoint({
  id: 'invoices.get',
  method: 'GET',
  path: '/api/invoices/:invoiceId',
  summary: 'One invoice with its lines',
  access: INVOICE_READ,
  params: z.object({ invoiceId: id }),
  response: invoiceSchema,
});

export const invoicePdf = endpoint({
  id: 'invoices.pdf',
  method: 'GET',
  path: '/api/invoices/:invoiceId/download-pdf',
  summary: 'The invoice as a PDF made on the server, in English or Vietnamese (embedded font with every Vietnamese glyph)',
  access: INVOICE_READ,
  params: z.object({ invoiceId: id }),
  query: z.object({ lang: z.enum(INVOICE_LANGS).default('en') }),
  response: z.unknown(),
});

export const changeInvoiceStatus = endpoint({
  id: 'invoices.status',
  method: 'PUT',
  path: '/api/invoices/:invoiceId/status',
  summary: 'Mark an invoice paid or unpaid; 409 status_not_allowed where the invoice machine refuses',
  access: INVOICE_WRITE,
  params: z.object({ invoiceId: id }),
  body: z.object({ action: z.enum(INVOICE_BRAND_ACTIONS) }),
  response: invoiceSchema,
});

export const issueDueInvoices = endpoint({
  id: 'invoices.issueDue',
  method: 'POST',
  path: '/api/invoices/issue-due',
  summary: 'Issue the retainer invoices of the agency contracts due up to today (the job does it too; issuing twice adds nothing)',
  access: INVOICE_WRITE,
  response: z.object({ issued: z.array(z.number().int()) }),
});

export const bonusArrearsQuery = z.object({ period_start: day.optional(), period_end: day.optional() });
export const bonusArrearsRowSchema = z.object({
  invoice_id: z.number().int(),
  partner_id: z.number().int(),
  party_name: z.string(),
  currency: z.enum(CURRENCIES),
  period_start: day,
  period_end: day,
  bonus: money,
  arrears: money,
});
export const bonusArrears = endpoint({
  id: 'invoices.bonusArrears',
  method: 'GET',
  path: '/api/invoices/bonus-arrears',
  summary: 'The bonus and arrears of the performance invoices whose period lies in the range, by partner, with their sums',
  access: INVOICE_READ,
  query: bonusArrearsQuery,
  response: z.object({
    items: z.array(bonusArrearsRowSchema),
    totals: z.object({ currency: z.enum(CURRENCIES), bonus: money, arrears: money }),
  }),
});
