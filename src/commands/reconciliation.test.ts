import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../domain/permissions.ts';
import type { ReconciliationGroup, ReconciliationStatus } from '../domain/reconciliation/enums.ts';
import { translator } from '../i18n/translate.ts';
import { reconciliationCommands, type ReconciliationView } from './reconciliation.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';
import { textOf } from './text.ts';

const ctx = (payment: 0 | 2 | 15): CommandContext => ({
  user: { role: 'finance', permissions: { ...ROLE_DEFAULTS.finance, payment }, isAllPartner: true },
  flags: {},
  navigate: () => undefined,
  openPage: () => undefined,
});

function setup(state: { status: ReconciliationStatus | null; locked?: boolean; group?: ReconciliationGroup; selected?: number }) {
  const ran: string[] = [];
  const view: ReconciliationView = {
    status: () => state.status,
    locked: () => state.locked ?? false,
    group: () => state.group ?? 'matched',
    selected: () => state.selected ?? 0,
    upload: () => void ran.push('upload'),
    decide: (d, scope) => void ran.push(`${d}:${scope}`),
    signOff: () => void ran.push('signOff'),
    reopen: () => void ran.push('reopen'),
    showGroup: (g) => void ran.push(`show:${g}`),
    backToPeriod: () => void ran.push('back'),
  };
  const r = new CommandRegistry();
  r.registerAll(reconciliationCommands(() => view));
  const enabled = (level: 0 | 2 | 15 = 15) =>
    r
      .visible(ctx(level))
      .filter((c) => r.availability(c, ctx(level)).enabled)
      .map((c) => c.id)
      .filter((id) => !id.startsWith('reconciliation.show.') && id !== 'reconciliation.backToPeriod');
  return { r, ran, enabled };
}

describe('reconciliation commands', () => {
  it('writes need payment full, showing a group payment read', () => {
    const { r } = setup({ status: 'open' });
    expect(r.visible(ctx(0))).toEqual([]);
    expect(r.visible(ctx(2)).map((c) => c.id)).toEqual([
      'reconciliation.backToPeriod',
      'reconciliation.show.matched',
      'reconciliation.show.amount_differs',
      'reconciliation.show.only_ledger',
      'reconciliation.show.only_tracked',
    ]);
  });

  it('follow the machine: upload first, decisions and sign-off while open, re-open when signed off, nothing once locked', () => {
    expect(setup({ status: null }).enabled()).toEqual(['reconciliation.upload']);
    expect(setup({ status: 'open', group: 'matched' }).enabled()).toEqual([
      'reconciliation.upload',
      'reconciliation.approve.group',
      'reconciliation.reject.group',
      'reconciliation.signOff',
    ]);
    expect(setup({ status: 'open', group: 'amount_differs', selected: 2 }).enabled()).toEqual([
      'reconciliation.upload',
      'reconciliation.approve.group',
      'reconciliation.approve.selection',
      'reconciliation.reject.group',
      'reconciliation.reject.selection',
      'reconciliation.adjust.group',
      'reconciliation.signOff',
    ]);
    expect(setup({ status: 'signed_off' }).enabled()).toEqual(['reconciliation.reopen']);
    const locked = setup({ status: 'signed_off', locked: true });
    expect(locked.enabled()).toEqual([]);
    expect(locked.r.availability(locked.r.get('reconciliation.reopen')!, ctx(15)).reason).toBe('reconciliation.refusals.period_locked');
    const ledger = setup({ status: 'open', group: 'only_ledger' });
    expect(ledger.r.availability(ledger.r.get('reconciliation.approve.group')!, ctx(15)).reason).toBe(
      'reconciliation.commands.notForGroup',
    );
  });

  it('run the view’s actions, titled in both languages', async () => {
    const { r, ran } = setup({ status: 'open', group: 'only_tracked', selected: 1 });
    await r.run('reconciliation.reject.group', ctx(15));
    await r.run('reconciliation.show.matched', ctx(15));
    expect(ran).toEqual(['reject:group', 'show:matched']);
    expect(textOf(translator('en'), r.get('reconciliation.reject.group')!.title)).toBe('Reject the Only tracked group with a reason');
    expect(textOf(translator('vi'), r.get('reconciliation.signOff')!.title)).toBe('Ký duyệt đối soát');
  });

  it("a group's show command is disabled while its group is shown, saying so, as its tab is selected (decision 097)", () => {
    const { r } = setup({ status: 'open', group: 'only_ledger' });
    expect(r.availability(r.get('reconciliation.show.only_ledger')!, ctx(2))).toEqual({ enabled: false, reason: 'common.tabOpen' });
    expect(r.availability(r.get('reconciliation.show.matched')!, ctx(2)).enabled).toBe(true);
  });

  it("go back to the period's cross-check in every state, even locked, with payment read; titled in both languages", async () => {
    for (const state of [{ status: null }, { status: 'open' as const }, { status: 'signed_off' as const, locked: true }]) {
      const { r, ran } = setup(state);
      const back = r.get('reconciliation.backToPeriod')!;
      expect(r.availability(back, ctx(2)).enabled).toBe(true);
      await r.run('reconciliation.backToPeriod', ctx(2));
      expect(ran).toEqual(['back']);
    }
    const { r } = setup({ status: 'open' });
    expect(textOf(translator('en'), r.get('reconciliation.backToPeriod')!.title)).toBe('Back to the period’s cross-check');
    expect(textOf(translator('vi'), r.get('reconciliation.backToPeriod')!.title)).toBe('Quay lại đối soát của kỳ');
  });
});
