import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { ONBOARDING_STATUSES } from './progress.ts';

/**
 * Onboarding endpoints (spec 1 §7: `user/adv/onboarding-percentage`, `user/adv/onboarding`). The spec's
 * fields come first, verbatim; `status`, the review times and the rejection reason are ours (decision 015).
 */
export const onboardingProgressSchema = z.object({
  /** 0, 33, 67 or 100 */
  percentage: z.number().int(),
  /** how many of personal, public and payment info are done (0–3) */
  totalProgress: z.number().int(),
  isPersonalInfo: z.boolean(),
  isPublicInfo: z.boolean(),
  isPaymentInfo: z.boolean(),
  isSubmit: z.boolean(),
  isAdminApprove: z.boolean(),
  /** the lifecycle state (src/machines/onboarding.ts) */
  status: z.enum(ONBOARDING_STATUSES),
  /** ISO times (UTC); null until they happen */
  submittedAt: z.string().nullable(),
  reviewStartedAt: z.string().nullable(),
  /** the end of the account manager's 72-hour feedback window */
  feedbackDueAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** why the last submission was sent back, until the next submission */
  rejectionReason: z.string().nullable(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

/** Error codes of the submit call (translated as onboarding.errors.<code>). */
export const ONBOARDING_ERRORS = {
  /** 422: not at exactly 100 % */
  incomplete: 'onboarding_incomplete',
  /** 409: already submitted, under review or approved */
  alreadySubmitted: 'onboarding_already_submitted',
  /** 403: only the brand's owner submits */
  ownerOnly: 'onboarding_owner_only',
} as const;

export const onboardingPercentage = endpoint({
  id: 'onboarding.progress',
  method: 'GET',
  path: '/api/user/adv/onboarding-percentage',
  summary: "The brand's onboarding progress and state (any user of the brand)",
  access: { kind: 'user' },
  response: onboardingProgressSchema,
});

export const submitOnboarding = endpoint({
  id: 'onboarding.submit',
  method: 'POST',
  path: '/api/user/adv/onboarding',
  // Owner only, checked in the handler (403 onboarding_owner_only): no module level expresses "owner".
  summary: 'Submit the onboarding for review (owner only; 422 below 100 %, 409 when already submitted)',
  access: { kind: 'user' },
  response: onboardingProgressSchema,
});

export const onboardingEndpoints = [onboardingPercentage, submitOnboarding] as const;
