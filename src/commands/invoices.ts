import type { InvoiceBrandAction, InvoiceLang, InvoiceStatus } from '../domain/invoices/enums.ts';
import { LEVEL } from '../domain/permissions.ts';
import { invoiceActions } from '../machines/invoice.ts';
import type { Command } from './registry.ts';

/**
 * Invoices as palette commands (issue 27 items 4 and 6; decision 092): on /payment's invoice tabs the
 * selected invoice's mark paid / unpaid (as the invoice machine allows, else disabled with why), its
 * PDF in English or Vietnamese, the tab's export and "Issue due retainer invoices". Reads need
 * payment ≥ 2, writes 15.
 */
export const INVOICE_READ = { module: 'payment', level: LEVEL.read } as const;
export const INVOICE_WRITE = { module: 'payment', level: LEVEL.full } as const;

export interface InvoicesView {
  /** the invoice the commands act on: the open one, else the list's selected row */
  selected: { id: number; status: InvoiceStatus } | null;
  act(action: InvoiceBrandAction): void;
  downloadPdf(lang: InvoiceLang): void;
  /** an invoice is open (its detail shown under the list) */
  opened: boolean;
  closeDetail(): void;
  exportList(): void;
  issueDue(): void;
}

const KEYWORDS = ['invoice', 'payment', 'bill', 'hóa đơn', 'thanh toán'];

/** null when `action` may run on the selected invoice, else the i18n key of why not. */
export function invoiceActionBlocked(v: Pick<InvoicesView, 'selected'>, action: InvoiceBrandAction): string | null {
  const s = v.selected;
  if (!s) return 'invoices.reasons.noInvoice';
  if (invoiceActions(s.status).includes(action)) return null;
  return action === 'pay' ? 'invoices.reasons.paidAlready' : 'invoices.reasons.notPaid';
}

export function invoiceCommands(view: () => InvoicesView): Command[] {
  const titled = (name: string) => {
    const s = view().selected;
    return s ? `${name}: #${s.id}` : name;
  };
  const needsInvoice = {
    blocked: () => (view().selected === null ? 'invoices.reasons.noInvoice' : null),
  };
  return [
    ...(['pay', 'unpay'] as const).map((action): Command => ({
      id: `invoices.${action}`,
      title: (LL) => titled(LL.invoices.actions[action]()),
      group: 'actions',
      row: () => view().selected !== null,
      keywords: [...KEYWORDS, action === 'pay' ? 'paid' : 'unpaid', action === 'pay' ? 'đã thanh toán' : 'chưa thanh toán'],
      permission: INVOICE_WRITE,
      blocked: () => invoiceActionBlocked(view(), action),
      run: () => view().act(action),
    })),
    ...(['en', 'vi'] as const).map((lang): Command => ({
      id: lang === 'en' ? 'invoices.pdf' : 'invoices.pdfVi',
      title: (LL) => titled(lang === 'en' ? LL.invoices.actions.pdf() : LL.invoices.actions.pdfVi()),
      group: 'actions',
      row: () => view().selected !== null,
      keywords: [...KEYWORDS, 'pdf', 'download', 'tải', ...(lang === 'vi' ? ['vietnamese', 'tiếng việt'] : [])],
      permission: INVOICE_READ,
      ...needsInvoice,
      run: () => view().downloadPdf(lang),
    })),
    {
      // the detail's "Close" button does the same
      id: 'invoices.closeDetail',
      title: (LL) => titled(LL.invoices.actions.closeDetail()),
      group: 'actions',
      keywords: [...KEYWORDS, 'close', 'đóng'],
      permission: INVOICE_READ,
      when: () => view().opened,
      run: () => view().closeDetail(),
    },
    {
      id: 'invoices.export',
      title: (LL) => LL.invoices.actions.export(),
      group: 'actions',
      keywords: [...KEYWORDS, 'export', 'csv', 'xuất'],
      permission: INVOICE_READ,
      run: () => view().exportList(),
    },
    {
      id: 'invoices.issueDue',
      title: (LL) => LL.invoices.actions.issueDue(),
      group: 'actions',
      keywords: [...KEYWORDS, 'retainer', 'issue', 'agency', 'phí duy trì', 'lập'],
      permission: INVOICE_WRITE,
      run: () => view().issueDue(),
    },
  ];
}
