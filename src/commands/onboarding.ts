import { firstUnfinishedStep, stepPath } from '../domain/onboarding/progress.ts';
import { onboardingAt } from '../machines/onboarding.ts';
import type { OnboardingCommandState } from './context.ts';
import type { Command, CommandContext } from './registry.ts';

/**
 * Palette commands of the onboarding checklist (owner only, until approval): continue to the first
 * unfinished tab, and submit (which opens the confirmation). Whether submit is offered is asked of the
 * onboarding machine itself, the same chart the server applies. The profile and the effect arrive in
 * `ctx.onboarding`, so this file stays free of React.
 */
export type { OnboardingCommandState } from './context.ts';

export function onboardingState(ctx: CommandContext): OnboardingCommandState | undefined {
  return ctx.onboarding;
}

/** The checklist is the owner's, until the admin approves (spec 1 §2). */
function offered(ctx: CommandContext): boolean {
  const state = onboardingState(ctx);
  return ctx.user?.role === 'owner' && state !== undefined && state.status !== 'approved';
}

export function canSubmit(state: Pick<OnboardingCommandState, 'status' | 'flags'>): boolean {
  return onboardingAt(state.status, { flags: state.flags }).can({ type: 'onboarding.submit' });
}

/** The i18n key saying why submit is disabled, or undefined when it is enabled. */
export function submitDisabledReason(state: Pick<OnboardingCommandState, 'status' | 'flags'>): string | undefined {
  if (canSubmit(state)) return undefined;
  return state.status === 'incomplete' || state.status === 'completed'
    ? 'onboarding.reasons.notComplete'
    : 'onboarding.reasons.alreadySubmitted';
}

export function onboardingCommands(): Command[] {
  return [
    {
      id: 'onboarding.continue',
      title: (LL) => LL.onboarding.continue(),
      group: 'account',
      keywords: ['onboarding', 'checklist', 'personal', 'public', 'payment', 'hồ sơ'],
      when: offered,
      blocked: (ctx) => (firstUnfinishedStep(onboardingState(ctx)!.flags) === null ? 'onboarding.reasons.allStepsDone' : null),
      run: (ctx) => {
        const step = firstUnfinishedStep(onboardingState(ctx)!.flags);
        if (step) ctx.navigate(stepPath(step));
      },
    },
    {
      id: 'onboarding.submit',
      title: (LL) => LL.onboarding.submit(),
      group: 'account',
      keywords: ['onboarding', 'submit', 'review', 'gửi', 'hồ sơ'],
      when: offered,
      blocked: (ctx) => submitDisabledReason(onboardingState(ctx)!),
      run: (ctx) => onboardingState(ctx)?.openSubmit(),
    },
  ];
}
