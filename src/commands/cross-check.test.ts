import { describe, expect, it } from 'vitest';
import type { CommandContext } from './context.ts';
import { translator } from '../i18n/translate.ts';
import { crossCheckBlocked, paymentCommands, type PaymentView, type SelectedRecord } from './cross-check.ts';
import { textOf } from './text.ts';

const view = (over: Partial<PaymentView> = {}): PaymentView => ({
  tab: 'crossCheck',
  showTab: () => undefined,
  selected: [{ id: 1, status: 'finalized', negative: false }],
  inDetail: true,
  backToOverview: () => undefined,
  activePeriod: null,
  openActivePeriod: () => undefined,
  openReconcile: () => undefined,
  openCreate: () => undefined,
  openSettings: () => undefined,
  openArrears: () => undefined,
  act: () => undefined,
  lock: () => undefined,
  exportFile: () => undefined,
  ...over,
});
const ctx = {} as CommandContext;
const rec = (status: SelectedRecord['status'], negative = false): SelectedRecord => ({ id: 1, status, negative });

describe('payment and cross-check commands', () => {
  it('follow the cross-check machine: what the chart refuses is disabled with why', () => {
    expect(crossCheckBlocked([rec('finalized')], 'lock')).toBeNull();
    expect(crossCheckBlocked([rec('finalized', true)], 'lock')).toBe('crossCheck.disabled.notNow');
    expect(crossCheckBlocked([rec('finalized', true), rec('unfinalized')], 'lock')).toBeNull();
    expect(crossCheckBlocked([rec('temporary')], 'finalize')).toBe('crossCheck.disabled.notNow');
    expect(crossCheckBlocked([rec('unfinalized')], 'finalize')).toBeNull();
    expect(crossCheckBlocked([rec('unfinalized')], 'reopen')).toBe('crossCheck.disabled.notNow');
    expect(crossCheckBlocked([rec('locked')], 'reopen')).toBe('crossCheck.disabled.readOnly');
    expect(crossCheckBlocked([rec('locked')], 'arrears')).toBe('crossCheck.disabled.readOnly');
    expect(crossCheckBlocked([], 'lock')).toBe('crossCheck.disabled.selectFirst');
  });

  it('need payment read for the tabs and export, full for the writes; run on the view', () => {
    const ran: string[] = [];
    let v = view({ act: (a) => ran.push(a), showTab: (t) => ran.push(t) });
    const commands = paymentCommands(() => v);
    const byId = (id: string) => commands.find((c) => c.id === id)!;
    expect(byId('payment.tab.retainer').permission).toEqual({ module: 'payment', level: 2 });
    expect(byId('crossCheck.lock').permission).toEqual({ module: 'payment', level: 15 });
    expect(byId('crossCheck.export.csv').permission).toEqual({ module: 'payment', level: 2 });
    expect(byId('payment.tab.crossCheck').blocked!(ctx)).toBe('common.tabOpen');
    void byId('payment.tab.retainer').run!(ctx);
    void byId('crossCheck.reopen').run!(ctx);
    expect(ran).toEqual(['retainer', 'reopen']);
    expect(byId('crossCheck.finalize').blocked!(ctx)).toBe('crossCheck.disabled.notNow');
    v = view({ tab: 'retainer' });
    expect(byId('crossCheck.create').when!(ctx)).toBe(false);
    v = view({ inDetail: false });
    expect(byId('crossCheck.lock').when!(ctx)).toBe(false);
  });

  it("the overview's active period is a row command that opens it, and only there", () => {
    let opened = 0;
    let v = view({ inDetail: false, selected: [], activePeriod: 'Mar 01, 2026 – Mar 31, 2026', openActivePeriod: () => opened++ });
    const open = paymentCommands(() => v).find((c) => c.id === 'crossCheck.openPeriod')!;
    expect([open.row!(), open.when!(ctx)]).toEqual([true, true]);
    void open.run!(ctx);
    expect(opened).toBe(1);
    v = view({ inDetail: false, selected: [], activePeriod: null });
    expect([open.row!(), open.when!(ctx)]).toEqual([false, false]);
    v = view({ inDetail: true, activePeriod: 'Mar 01, 2026 – Mar 31, 2026' });
    expect(open.when!(ctx)).toBe(false);
  });

  it("the detail opens its period's reconciliation with payment read, in both languages; not on the overview", () => {
    let opened = 0;
    let v = view({ selected: [], openReconcile: () => opened++ });
    const reconcile = paymentCommands(() => v).find((c) => c.id === 'crossCheck.reconcile')!;
    expect(reconcile.permission).toEqual({ module: 'payment', level: 2 });
    // no selection needed: it is the period's, not a record's
    expect([reconcile.when!(ctx), reconcile.row, reconcile.blocked]).toEqual([true, undefined, undefined]);
    void reconcile.run!(ctx);
    expect(opened).toBe(1);
    expect(textOf(translator('en'), reconcile.title)).toBe('Reconcile with our ledger');
    expect(textOf(translator('vi'), reconcile.title)).toBe('Đối chiếu với sổ đơn hàng của chúng tôi');
    v = view({ inDetail: false });
    expect(reconcile.when!(ctx)).toBe(false);
    v = view({ tab: 'performanceInvoice' });
    expect(reconcile.when!(ctx)).toBe(false);
  });

  it('the detail goes back to the periods with payment read, in both languages (the button of decision 097); not on the overview', () => {
    let back = 0;
    let v = view({ selected: [], backToOverview: () => back++ });
    const command = paymentCommands(() => v).find((c) => c.id === 'crossCheck.backToOverview')!;
    expect([command.permission, command.when!(ctx), command.blocked]).toEqual([{ module: 'payment', level: 2 }, true, undefined]);
    void command.run!(ctx);
    expect(back).toBe(1);
    expect(textOf(translator('en'), command.title)).toBe('Back to the periods');
    expect(textOf(translator('vi'), command.title)).toBe('Quay lại các kỳ');
    v = view({ inDetail: false });
    expect(command.when!(ctx)).toBe(false);
    v = view({ tab: 'retainer' });
    expect(command.when!(ctx)).toBe(false);
  });

  it("a tab's command is disabled while its tab is shown, saying so, as the tab is selected", () => {
    const v = view({ tab: 'retainer' });
    const tab = (id: string) => paymentCommands(() => v).find((c) => c.id === id)!;
    expect(tab('payment.tab.retainer').blocked!(ctx)).toBe('common.tabOpen');
    expect(tab('payment.tab.crossCheck').blocked!(ctx)).toBeNull();
    expect(textOf(translator('vi'), 'common.tabOpen')).toBe('Thẻ này đang mở.');
  });
});
