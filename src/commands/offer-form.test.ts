import { describe, expect, it } from 'vitest';
import { roleContext } from '../../tests/support/commands/context.ts';
import { translator } from '../i18n/translate.ts';
import { offerEditCommands, offerNewCommands, privatePayoutCommands, type OfferFormView } from './offer-form.ts';
import { CommandRegistry } from './registry.ts';
import { textOf } from './text.ts';

const LL = translator('en');
const ctx = roleContext;

describe('the offer form pages’ buttons as commands (decision 098)', () => {
  const form = (patch: Partial<OfferFormView>, calls: string[]): OfferFormView => ({
    review: false,
    canGoBack: false,
    dirty: false,
    submit: () => calls.push('submit'),
    back: () => calls.push('back'),
    cancel: () => calls.push('cancel'),
    ...patch,
  });
  it('the stepper: Next (Create on review) submits, Back only past the first step', async () => {
    const calls: string[] = [];
    let v = form({}, calls);
    const registry = new CommandRegistry();
    registry.registerAll(offerNewCommands(() => v));
    expect(textOf(LL, registry.get('offerNew.next')!.title)).toBe('Next step');
    expect(registry.visible(ctx()).map((c) => c.id)).not.toContain('offerNew.back');
    v = form({ review: true, canGoBack: true }, calls);
    expect(textOf(LL, registry.get('offerNew.next')!.title)).toBe('Create this offer');
    expect(await registry.run('offerNew.back', ctx())).toBe(true);
    expect(await registry.run('offerNew.next', ctx())).toBe(true);
    expect(calls).toEqual(['back', 'submit']);
    expect(registry.visible(ctx('affiliate_manager')).map((c) => c.id)).not.toContain('offerNew.next');
  });
  it('the edit tab: Save is disabled with why until the tab changes; Cancel goes back to the detail', async () => {
    const calls: string[] = [];
    let v = form({}, calls);
    const registry = new CommandRegistry();
    registry.registerAll(offerEditCommands(() => v));
    const save = registry.availability(registry.get('offerEdit.save')!, ctx());
    expect(save.enabled).toBe(false);
    expect(textOf(LL, save.reason!)).toBe('Nothing to save: this tab has no changes.');
    expect(await registry.run('offerEdit.save', ctx())).toBe(false);
    v = form({ dirty: true }, calls);
    expect(await registry.run('offerEdit.save', ctx())).toBe(true);
    expect(await registry.run('offerEdit.cancel', ctx())).toBe(true);
    expect(calls).toEqual(['submit', 'cancel']);
  });
  it('private payouts: add, and remove the row that last held focus', async () => {
    const calls: string[] = [];
    let focusedPayout: number | null = null;
    const registry = new CommandRegistry();
    registry.registerAll(
      privatePayoutCommands(() => ({
        focusedPayout,
        addPrivatePayout: () => calls.push('add'),
        removePrivatePayout: (i) => calls.push(`remove ${i}`),
      })),
    );
    const remove = registry.get('offerForm.removePrivatePayout')!;
    expect(textOf(LL, registry.availability(remove, ctx()).reason!)).toBe('Move to a private payout first.');
    focusedPayout = 1;
    expect(textOf(LL, remove.title)).toBe('Remove private payout 2');
    expect(await registry.run('offerForm.addPrivatePayout', ctx())).toBe(true);
    expect(await registry.run('offerForm.removePrivatePayout', ctx())).toBe(true);
    expect(calls).toEqual(['add', 'remove 1']);
  });
});
