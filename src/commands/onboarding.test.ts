import { describe, expect, it, vi } from 'vitest';
import { ALL_STEPS_DONE, NO_STEPS_DONE, statusOf, type StepFlags } from '../domain/onboarding/progress.ts';
import { ROLE_DEFAULTS, type RoleKey } from '../domain/permissions.ts';
import { onboardingCommands, type OnboardingCommandState } from './onboarding.ts';
import { CommandRegistry, type CommandContext } from './registry.ts';

function ctx(role: RoleKey, flags: StepFlags, opts: { isSubmit?: boolean; approved?: boolean } = {}) {
  const navigate = vi.fn();
  const openSubmit = vi.fn();
  const status = statusOf({
    flags,
    isSubmit: opts.isSubmit ?? false,
    isAdminApprove: opts.approved ?? false,
    reviewStartedAt: null,
    rejectionReason: null,
  });
  const onboarding: OnboardingCommandState = { status, flags, openSubmit };
  const c: CommandContext = {
    user: { role, permissions: ROLE_DEFAULTS[role], isAllPartner: true },
    flags: {},
    navigate,
    openPage: () => undefined,
    onboarding,
  };
  return { c, navigate, openSubmit };
}

const registry = new CommandRegistry();
registry.registerAll(onboardingCommands());

describe('onboarding commands', () => {
  it('"Continue onboarding" goes to the first unfinished tab: personal, then public, then payment', async () => {
    const seen: string[] = [];
    for (const flags of [
      NO_STEPS_DONE,
      { personal: true, public: false, payment: false },
      { personal: true, public: false, payment: true },
      { personal: true, public: true, payment: false },
    ]) {
      const { c, navigate } = ctx('owner', flags);
      await registry.run('onboarding.continue', c);
      seen.push(navigate.mock.calls[0]![0] as string);
    }
    expect(seen).toEqual([
      '/account-setting?tab=personal',
      '/account-setting?tab=public',
      '/account-setting?tab=public',
      '/account-setting?tab=payment',
    ]);
    expect(registry.availability(registry.get('onboarding.continue')!, ctx('owner', ALL_STEPS_DONE).c)).toEqual({
      enabled: false,
      reason: 'onboarding.reasons.allStepsDone',
    });
  });

  it('"Submit onboarding" is enabled only at exactly 100 % and not once submitted, with the reason', async () => {
    const submit = registry.get('onboarding.submit')!;
    expect(registry.availability(submit, ctx('owner', { personal: true, public: true, payment: false }).c)).toEqual({
      enabled: false,
      reason: 'onboarding.reasons.notComplete',
    });
    expect(registry.availability(submit, ctx('owner', ALL_STEPS_DONE, { isSubmit: true }).c)).toEqual({
      enabled: false,
      reason: 'onboarding.reasons.alreadySubmitted',
    });
    const ready = ctx('owner', ALL_STEPS_DONE);
    expect(registry.availability(submit, ready.c)).toEqual({ enabled: true });
    expect(await registry.run('onboarding.submit', ready.c)).toBe(true);
    expect(ready.openSubmit).toHaveBeenCalledOnce();
  });

  it("are the owner's only, and only until approval", () => {
    expect(registry.visible(ctx('owner', NO_STEPS_DONE).c).map((c) => c.id)).toEqual(['onboarding.continue', 'onboarding.submit']);
    expect(registry.visible(ctx('admin', NO_STEPS_DONE).c)).toEqual([]);
    expect(registry.visible(ctx('owner', ALL_STEPS_DONE, { isSubmit: true, approved: true }).c)).toEqual([]);
  });
});
