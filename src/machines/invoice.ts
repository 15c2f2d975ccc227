import { setup, transition, type SnapshotFrom } from 'xstate';
import { INVOICE_BRAND_ACTIONS, type InvoiceAction, type InvoiceBrandAction, type InvoiceStatus } from '../domain/invoices/enums.ts';

export type InvoiceEvent =
  /** the brand marks the invoice paid */
  | { type: 'invoice.pay' }
  /** the brand takes a payment mark back (a payment that bounced, a mark made by mistake) */
  | { type: 'invoice.unpay' }
  /** the overdue job: the payment term passed without payment */
  | { type: 'invoice.lapse' };

/**
 * Invoice (spec 3 §4: unpaid, paid, overdue; "becomes overdue automatically after the payment term;
 * can be marked paid or unpaid"; docs/decisions/092-invoices.md). An invoice is issued unpaid; the
 * overdue job lapses it once its due day passed; the brand marks an unpaid or overdue invoice paid
 * and a paid one unpaid again (the server lapses it at once when its due day already passed, so the
 * mark never hides a debt). Shared by the server (the authority) and the screens and palette.
 */
export const invoiceChart = setup({
  types: { events: {} as InvoiceEvent },
}).createMachine({
  id: 'invoice',
  initial: 'unpaid',
  states: {
    unpaid: { on: { 'invoice.pay': 'paid', 'invoice.lapse': 'overdue' } },
    overdue: { on: { 'invoice.pay': 'paid' } },
    paid: { on: { 'invoice.unpay': 'unpaid' } },
  },
});

export type InvoiceSnapshot = SnapshotFrom<typeof invoiceChart>;

export const invoiceAt = (status: InvoiceStatus): InvoiceSnapshot => invoiceChart.resolveState({ value: status, context: {} });

export const invoiceEvent = (action: InvoiceAction): InvoiceEvent => ({ type: `invoice.${action}` });

/** The status after `action`, or null when the machine refuses it from `status`. */
export function nextInvoice(status: InvoiceStatus, action: InvoiceAction): InvoiceStatus | null {
  const snapshot = invoiceAt(status);
  const event = invoiceEvent(action);
  if (!snapshot.can(event)) return null;
  return transition(invoiceChart, snapshot, event)[0].value as InvoiceStatus;
}

/** The brand's actions the chart allows now (the same answer the server gives). */
export const invoiceActions = (status: InvoiceStatus): InvoiceBrandAction[] =>
  INVOICE_BRAND_ACTIONS.filter((a) => invoiceAt(status).can(invoiceEvent(a)));

/** Why `action` is refused in `status`, or null when allowed. */
export const invoiceRefusal = (status: InvoiceStatus, action: InvoiceAction): 'status_not_allowed' | null =>
  nextInvoice(status, action) === null ? 'status_not_allowed' : null;
