import { describe, expect, it } from 'vitest';
import type { CommandContext } from './context.ts';
import { translator } from '../i18n/translate.ts';
import { textOf } from './text.ts';
import { invoiceActionBlocked, invoiceCommands, type InvoicesView } from './invoices.ts';

const view = (over: Partial<InvoicesView> = {}): InvoicesView => ({
  selected: { id: 42, status: 'unpaid' },
  act: () => undefined,
  downloadPdf: () => undefined,
  opened: false,
  closeDetail: () => undefined,
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
    expect(byId('invoices.pay').blocked!(ctx)).toBe('invoices.reasons.paidAlready');
    expect(byId('invoices.unpay').blocked!(ctx)).toBeNull();
    v = view({ selected: null });
    expect(byId('invoices.pdf').blocked!(ctx)).toBe('invoices.reasons.noInvoice');
  });

  it("close the open invoice with payment read, only while one is open, in both languages (the detail's Close, decision 097)", () => {
    let closed = 0;
    let v = view({ opened: true, closeDetail: () => closed++ });
    const close = invoiceCommands(() => v).find((c) => c.id === 'invoices.closeDetail')!;
    expect([close.permission, close.when!(ctx)]).toEqual([{ module: 'payment', level: 2 }, true]);
    void close.run!(ctx);
    expect(closed).toBe(1);
    expect(textOf(translator('en'), close.title)).toBe('Close the invoice: #42');
    expect(textOf(translator('vi'), close.title)).toBe('Đóng hóa đơn: #42');
    v = view({ opened: false });
    expect(close.when!(ctx)).toBe(false);
  });
});
