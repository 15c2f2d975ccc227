import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES, type InvoiceAction } from '../domain/invoices/enums.ts';
import { invoiceActions, invoiceRefusal, nextInvoice } from './invoice.ts';

describe('the invoice machine (spec 3 §4)', () => {
  it('answers every status × action', () => {
    const actions: InvoiceAction[] = ['pay', 'unpay', 'lapse'];
    const table = Object.fromEntries(INVOICE_STATUSES.map((s) => [s, actions.map((a) => nextInvoice(s, a))]));
    expect(table).toEqual({
      unpaid: ['paid', null, 'overdue'],
      paid: [null, 'unpaid', null],
      overdue: ['paid', null, null],
    });
  });

  it('offers the brand what the chart allows, and refuses the rest', () => {
    expect(INVOICE_STATUSES.map((s) => invoiceActions(s))).toEqual([['pay'], ['unpay'], ['pay']]);
    expect([invoiceRefusal('paid', 'pay'), invoiceRefusal('overdue', 'pay')]).toEqual(['status_not_allowed', null]);
  });
});
