import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import type { Me } from '../../../domain/auth/contract.ts';
import {
  firstUnfinishedStep,
  percentageOf,
  statusOf,
  type OnboardingStatus,
  type OnboardingStep,
  type StepFlags,
} from '../../../domain/onboarding/progress.ts';
import { canSubmit, submitDisabledReason, type OnboardingCommandState } from '../../../commands/onboarding.ts';
import { liveEventsOf, RECONNECTED } from '../../../api/live.ts';
import {
  ONBOARDING_CHANGED,
  ONBOARDING_POLL_MS,
  onboardingQuery,
  refreshOnboarding,
  submitOnboardingMutation,
} from '../../../api/onboarding.ts';
import { useI18n } from '../../../i18n/runtime.ts';
import { showToast } from '../../system/toast-queue.ts';
import { useShellSession } from '../../app/runtime.tsx';
import { onboardingConfirmOpenAtom } from '../../../atoms/onboarding.ts';

/** What the checklist shows: the onboarding endpoint's answer, or the profile's flags until it arrives. */
export interface OnboardingView {
  status: OnboardingStatus;
  flags: StepFlags;
  percentage: number;
  nextStep: OnboardingStep | null;
  canSubmit: boolean;
  /** i18n key of why submit is disabled */
  submitReason: string | undefined;
  submittedAt: string | null;
  feedbackDueAt: string | null;
  rejectionReason: string | null;
}

const flagsOfMe = (me: Me): StepFlags => ({ personal: me.is_personal_info, public: me.is_public_info, payment: me.is_payment_info });

export function useOnboardingView(me: Me): OnboardingView {
  // the profile is the authority on approval (it drives the menu); the endpoint adds review details
  const { data } = useQuery({ ...onboardingQuery(), enabled: !me.is_admin_approve });
  return useMemo(() => {
    const flags = data ? { personal: data.isPersonalInfo, public: data.isPublicInfo, payment: data.isPaymentInfo } : flagsOfMe(me);
    const status =
      data?.status ??
      statusOf({ flags, isSubmit: me.is_submit, isAdminApprove: me.is_admin_approve, reviewStartedAt: null, rejectionReason: null });
    return {
      status,
      flags,
      percentage: percentageOf(flags),
      nextStep: firstUnfinishedStep(flags),
      canSubmit: canSubmit({ status, flags }),
      submitReason: submitDisabledReason({ status, flags }),
      submittedAt: data?.submittedAt ?? null,
      feedbackDueAt: data?.feedbackDueAt ?? null,
      rejectionReason: data?.rejectionReason ?? null,
    };
  }, [data, me]);
}

/**
 * Keeps the onboarding and the profile fresh until approval, so the menu unlocks in open tabs without
 * a reload: on the live `onboarding.changed` event (published by the submit route and the ops CLI),
 * after the stream reconnects, on window focus, and every 30 s while the stream is down (decision 015).
 */
export function useOnboardingLive(active: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const live = liveEventsOf(client);
    const refresh = () => void refreshOnboarding(client);
    const unsubscribe = [live.subscribe(ONBOARDING_CHANGED, refresh), live.subscribe(RECONNECTED, refresh)];
    const timer = window.setInterval(() => {
      if (!live.isOpen()) refresh();
    }, ONBOARDING_POLL_MS);
    window.addEventListener('focus', refresh);
    return () => {
      unsubscribe.forEach((u) => u());
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [active, client]);
}

/** Sends the submission; shows the spec's success or error toast (spec 1 §8). */
export function useSubmitOnboarding() {
  const client = useQueryClient();
  const { LL } = useI18n();
  // the mutation's own onSuccess stores the answer and refreshes the profile
  const mutation = useMutation(submitOnboardingMutation(client));
  return {
    pending: mutation.isPending,
    submit: () =>
      mutation.mutateAsync().then(
        () => {
          showToast({ tone: 'success', title: LL.onboarding.success() });
        },
        async () => {
          showToast({ tone: 'error', title: LL.onboarding.failure() });
          // a refusal (already submitted elsewhere) means our view is stale
          await refreshOnboarding(client);
        },
      ),
  };
}

/** The palette's view of the onboarding (src/commands/onboarding.ts); undefined while signed out. */
export function useOnboardingCommandState(): OnboardingCommandState | undefined {
  const { me } = useShellSession();
  const openSubmit = useSetAtom(onboardingConfirmOpenAtom);
  return useMemo(() => {
    if (!me) return undefined;
    const flags = flagsOfMe(me);
    const status = statusOf({
      flags,
      isSubmit: me.is_submit,
      isAdminApprove: me.is_admin_approve,
      reviewStartedAt: null,
      rejectionReason: null,
    });
    return { status, flags, openSubmit: () => openSubmit(true) };
  }, [me, openSubmit]);
}
