import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  bonusArrears,
  changeInvoiceStatus,
  exportInvoices,
  getInvoice,
  invoicePdf,
  issueDueInvoices,
  listInvoices,
} from '../domain/invoices/contract.ts';
import type { InvoiceBrandAction, InvoiceLang, InvoiceStatus, InvoiceType } from '../domain/invoices/enums.ts';
import { httpOf } from './client.ts';
import { downloadWith, type DownloadedFile } from './download.ts';

/**
 * Invoices (src/domain/invoices/contract.ts; decision 092): query keys, queries, writes and the two
 * downloads (the list's export, an invoice's PDF). Every write, and every live `invoice.changed`
 * event (the overdue job, an invoice issued on a lock), invalidates the whole `invoices` key.
 */
export interface InvoiceParams {
  type?: InvoiceType | undefined;
  status?: InvoiceStatus | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

/** The live event the server publishes on every change of an invoice (server/invoices/service.ts). */
export const INVOICE_CHANGED = 'invoice.changed';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (q: InvoiceParams) => ['invoices', 'list', q] as const,
  one: (id: number) => ['invoices', 'one', id] as const,
  bonusArrears: ['invoices', 'bonus-arrears'] as const,
};

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

export function invoicesQuery(q: InvoiceParams) {
  return queryOptions({
    queryKey: invoiceKeys.list(q),
    queryFn: ({ client, signal }) => httpOf(client).call(listInvoices, { query: defined(q), signal }),
    placeholderData: (previous) => previous,
  });
}

export function invoiceQuery(id: number) {
  return queryOptions({
    queryKey: invoiceKeys.one(id),
    queryFn: ({ client, signal }) => httpOf(client).call(getInvoice, { params: { invoiceId: id }, signal }),
  });
}

export function bonusArrearsQuery() {
  return queryOptions({
    queryKey: invoiceKeys.bonusArrears,
    queryFn: ({ client, signal }) => httpOf(client).call(bonusArrears, { query: {}, signal }),
  });
}

export const invoiceCalls = (client: QueryClient) => ({
  act: (id: number, action: InvoiceBrandAction) =>
    httpOf(client).call(changeInvoiceStatus, { params: { invoiceId: id }, body: { action } }),
  issueDue: () => httpOf(client).call(issueDueInvoices, {}),
  pdf: (id: number, lang: InvoiceLang): Promise<DownloadedFile> =>
    downloadWith(client, invoicePdf, { params: { invoiceId: id }, query: { lang } }),
  export: (q: Omit<InvoiceParams, 'page' | 'limit'>, lang: InvoiceLang): Promise<DownloadedFile> =>
    downloadWith(client, exportInvoices, { query: { ...defined(q), format: 'csv', lang } }),
});
