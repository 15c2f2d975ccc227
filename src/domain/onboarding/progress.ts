/**
 * Onboarding progress (spec 1 §3 "Onboarding progress", §5 "Other rules", §9): the three steps a new
 * brand fills in, how far along it is, and the numbers the checklist shows. Pure; the server, the
 * machine, the palette and the checklist all read these. See docs/decisions/015-onboarding.md.
 */

/** The checklist's steps, in the order the "continue" button visits them (spec 1 §4). */
export const ONBOARDING_STEPS = ['personal', 'public', 'payment'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Which steps are done (brands.is_personal_info, is_public_info, is_payment_info). */
export type StepFlags = Record<OnboardingStep, boolean>;

export const NO_STEPS_DONE: StepFlags = { personal: false, public: false, payment: false };
export const ALL_STEPS_DONE: StepFlags = { personal: true, public: true, payment: true };

/** Onboarding is done at 100 % (spec 1 §9). */
export const DONE_PERCENTAGE = 100;
/** The account manager answers a submission within 72 hours (spec 1 §4, §9). */
export const FEEDBACK_HOURS = 72;
/** The radial chart turns percentage × 3.6° (spec 1 §9). */
export const DEGREES_PER_PERCENT = 3.6;

/** Progress is the count of true flags, submit and approval excluded (spec 1 §3). */
export function progressCount(flags: StepFlags): number {
  return ONBOARDING_STEPS.filter((s) => flags[s]).length;
}

/**
 * The count as a whole percentage: 0, 33, 67, 100. Rounded to the nearest whole number so that the
 * three thirds read as the user expects and only all three steps make exactly 100 (the submit rule
 * compares with 100 exactly; no rounding can reach it early).
 */
export function percentageOf(flags: StepFlags): number {
  return Math.round((progressCount(flags) * 100) / ONBOARDING_STEPS.length);
}

/** Angle of the radial chart's arc in degrees. */
export function radialAngle(percentage: number): number {
  return Math.min(100, Math.max(0, percentage)) * DEGREES_PER_PERCENT;
}

/** The first step still to do, in checklist order; null when all three are done. */
export function firstUnfinishedStep(flags: StepFlags): OnboardingStep | null {
  return ONBOARDING_STEPS.find((s) => !flags[s]) ?? null;
}

/** The account-settings tab of each step (`/account-setting?tab=…`). */
export const STEP_TAB: Record<OnboardingStep, 'personal' | 'public' | 'payment'> = {
  personal: 'personal',
  public: 'public',
  payment: 'payment',
};

export function stepPath(step: OnboardingStep): string {
  return `/account-setting?tab=${STEP_TAB[step]}`;
}

/** The onboarding states named in the spec's texts (spec 1 §4). */
export const ONBOARDING_STATUSES = ['incomplete', 'completed', 'submitted', 'underReview', 'approved'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/** What the server stores about a brand's onboarding (brands columns of 001 and 005). */
export interface StoredOnboarding {
  flags: StepFlags;
  isSubmit: boolean;
  isAdminApprove: boolean;
  /** set when the account manager opened the submission (ops `review-onboarding`) */
  reviewStartedAt: Date | string | null;
  rejectionReason: string | null;
}

/** The lifecycle state a stored row is in; the flags decide only until the brand submits. */
export function statusOf(stored: StoredOnboarding): OnboardingStatus {
  if (stored.isAdminApprove) return 'approved';
  if (stored.isSubmit) return stored.reviewStartedAt ? 'underReview' : 'submitted';
  return percentageOf(stored.flags) === DONE_PERCENTAGE ? 'completed' : 'incomplete';
}

/** When the account manager's answer is due: 72 hours after submitting. */
export function feedbackDueAt(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + FEEDBACK_HOURS * 3600_000);
}
