import { assertEvent, assign, not, setup, transition, type SnapshotFrom } from 'xstate';
import {
  DONE_PERCENTAGE,
  NO_STEPS_DONE,
  ONBOARDING_STEPS,
  percentageOf,
  type OnboardingStatus,
  type OnboardingStep,
  type StepFlags,
} from '../domain/onboarding/progress.ts';

export type OnboardingEvent =
  /** a settings save (or an operator) changed which steps are done */
  | { type: 'progress.changed'; flags: StepFlags }
  /** the owner confirmed the submission */
  | { type: 'onboarding.submit' }
  /** the account manager opened the submission (ops CLI `review-onboarding`) */
  | { type: 'review.started' }
  /** the admin approved (ops CLI `approve-onboarding`) */
  | { type: 'onboarding.approved' }
  /** the admin sent it back: the named steps must be filled in again (ops CLI `reject-onboarding`) */
  | { type: 'onboarding.rejected'; steps: readonly OnboardingStep[]; reason: string };

export interface OnboardingContext {
  flags: StepFlags;
  /** why the last submission was sent back; cleared by the next submission */
  rejection: string | null;
}

export interface OnboardingInput {
  flags?: StepFlags;
  rejection?: string | null;
}

const onboardingSetup = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
  },
  guards: {
    allStepsDone: ({ event }) => {
      assertEvent(event, 'progress.changed');
      return percentageOf(event.flags) === DONE_PERCENTAGE;
    },
    /** spec 1 §5: submit only at exactly 100 % */
    atFullProgress: ({ context }) => percentageOf(context.flags) === DONE_PERCENTAGE,
    /** sending back without naming a step to redo would leave a "complete" brand in incomplete */
    namesSteps: ({ event }) => {
      assertEvent(event, 'onboarding.rejected');
      return event.steps.length > 0;
    },
  },
  actions: {
    assignFlags: assign({
      flags: ({ event }) => {
        assertEvent(event, 'progress.changed');
        return { ...event.flags };
      },
    }),
    clearRejection: assign({ rejection: null }),
    reopenSteps: assign(({ context, event }) => {
      assertEvent(event, 'onboarding.rejected');
      const flags = { ...context.flags };
      for (const step of event.steps) flags[step] = false;
      return { flags, rejection: event.reason };
    }),
  },
});

/**
 * A new brand's onboarding, in product terms (spec 1 §4):
 *
 * The owner fills in personal, public and payment info in account settings; each save marks its step
 * done (progress 0, 33, 67, 100 %). While a step is missing onboarding is incomplete; with all three it
 * is completed and the submit button lights up. If a step is undone again, it is incomplete again.
 * Submitting (after a confirmation) is allowed only at exactly 100 % and only once: the brand is then
 * submitted, the button is disabled and the title reads 'onboarding submitted'. When the account manager
 * opens the submission it is under review; feedback comes within 72 hours. The admin's approval unlocks
 * the menu for everyone in the brand, for good. The admin may instead send it back, naming the steps to
 * redo and why: those steps are undone and the brand is incomplete again, with the reason shown.
 *
 * Pure chart, no IO. The server restores it at the stored state (`onboardingAt`), asks `can`,
 * applies `transition` and persists; the checklist and the palette use it to decide what to offer.
 */
export const onboardingMachine = onboardingSetup.createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ flags: { ...(input?.flags ?? NO_STEPS_DONE) }, rejection: input?.rejection ?? null }),
  initial: 'incomplete',
  states: {
    incomplete: {
      on: {
        'progress.changed': [{ guard: 'allStepsDone', target: 'completed', actions: 'assignFlags' }, { actions: 'assignFlags' }],
      },
    },
    completed: {
      on: {
        'progress.changed': { guard: not('allStepsDone'), target: 'incomplete', actions: 'assignFlags' },
        'onboarding.submit': { guard: 'atFullProgress', target: 'submitted', actions: 'clearRejection' },
      },
    },
    // No 'onboarding.submit' below this point: a second submission is refused by the chart itself.
    submitted: {
      on: {
        'review.started': 'underReview',
        'onboarding.approved': 'approved',
        'onboarding.rejected': { guard: 'namesSteps', target: 'incomplete', actions: 'reopenSteps' },
      },
    },
    underReview: {
      on: {
        'onboarding.approved': 'approved',
        'onboarding.rejected': { guard: 'namesSteps', target: 'incomplete', actions: 'reopenSteps' },
      },
    },
    approved: { type: 'final' },
  },
});

export type OnboardingMachine = typeof onboardingMachine;
export type OnboardingSnapshot = SnapshotFrom<OnboardingMachine>;

/** The snapshot of a brand whose stored state is `status` (server and browser restore the same way). */
export function onboardingAt(status: OnboardingStatus, context: Partial<OnboardingContext> = {}): OnboardingSnapshot {
  return onboardingMachine.resolveState({
    value: status,
    context: { flags: { ...(context.flags ?? NO_STEPS_DONE) }, rejection: context.rejection ?? null },
  });
}

export type Applied = { ok: true; snapshot: OnboardingSnapshot; status: OnboardingStatus } | { ok: false };

/** Applies `event` if the chart accepts it in `snapshot`; the pure transition, nothing runs. */
export function stepOnboarding(snapshot: OnboardingSnapshot, event: OnboardingEvent): Applied {
  if (!snapshot.can(event)) return { ok: false };
  const [next] = transition(onboardingMachine, snapshot, event);
  return { ok: true, snapshot: next, status: next.value as OnboardingStatus };
}

export { ONBOARDING_STEPS };
