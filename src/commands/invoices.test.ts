import { describe, expect, it } from 'vitest';
import type { CommandContext } from './context.ts';
import { invoiceActionBlocked, invoiceCommands, type InvoicesView } from './invoices.ts';

const view = (over: Partial<InvoicesView> = {}): InvoicesView => ({
  selected: { id: 42, status: 'unpaid' },
  act: () => undefined,
  downloadPdf: () => undefined,
  exportList: () => undefined,
  issueDue: () => undefined,
  ...over,
});
const ctx = {} as CommandContext;

describe('invoice commands', () => {
  it('follow the invoice machine: what the chart refuses is disabled with why', () => {
    expect(invoiceActionBlocked(view(), 'pay')).toBeNull();
    expect(invoiceActionBlocked(view(), 'unpay')).toBe('invoices.reasons.notPaid');
    expect(invoiceActionBlocked(view({ selected: { id: 42, status: 'overdue' } }), 'pay')).toBeNull();
    expect(invoiceActionBlocked(view({ selected: { id: 42, status: 'paid' } }), 'pay')).toBe('invoices.reasons.paidAlready');
    expect(invoiceActionBlocked(view({ selected: { id: 42, status: 'paid' } }), 'unpay')).toBeNull();
    expect(invoiceActionBlocked(view({ selected: null }), 'pay')).toBe('invoices.reasons.noInvoice');
  });

  it('run on the selected invoice, writes need payment 15 and reads 2', () => {
    const ran: string[] = [];
    let v = view({ act: (a) => ran.push(a), downloadPdf: (l) => ran.push(`pdf:${l}`) });
    const commands = invoiceCommands(() => v);
    const byId = (id: string) => commands.find((c) => c.id === id)!;
    void byId('invoices.pay').run!(ctx);
    void byId('invoices.pdfVi').run!(ctx);
    expect(ran).toEqual(['pay', 'pdf:vi']);
    expect([byId('invoices.pay').permission, byId('invoices.pdf').permission, byId('invoices.issueDue').permission]).toEqual([
      { module: 'payment', level: 15 },
      { module: 'payment', level: 2 },
      { module: 'payment', level: 15 },
    ]);
    v = view({ selected: { id: 42, status: 'paid' } });
    expect([byId('invoices.pay').enabled!(ctx), byId('invoices.pay').disabledReason!(ctx)]).toEqual([
      false,
      'invoices.reasons.paidAlready',
    ]);
    expect(byId('invoices.unpay').enabled!(ctx)).toBe(true);
    v = view({ selected: null });
    expect([byId('invoices.pdf').enabled!(ctx), byId('invoices.pdf').disabledReason!(ctx)]).toEqual([false, 'invoices.reasons.noInvoice']);
  });
});
