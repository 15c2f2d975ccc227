import type { FraudLabel } from '../../../src/domain/tracking/fraud.ts';
import { type Refusal } from '../../../src/domain/tracking/refusals.ts';
import { REFUSAL_MESSAGES } from '../../../src/i18n/tracking-refusals.ts';

const DAY = 86_400_000;

/** click_lifetime: a click converts until click time + N days. */
export const clickExpired = (clickAt: Date, at: Date, days: number) => at.getTime() > clickAt.getTime() + days * DAY;

/** conversion_lifetime: after a click's first conversion, more are accepted for N days. */
export const windowClosed = (firstConversionAt: Date | null, at: Date, days: number) =>
  firstConversionAt !== null && at.getTime() > firstConversionAt.getTime() + days * DAY;

/** What the click already converted on (stored rows and earlier items of the same batch). */
export interface ClickHistory {
  firstAt: Date | null;
  events: Set<number>;
}

export interface DuplicateRules {
  allow_duplicates: boolean;
  multiple_conversions: boolean;
  conversion_lifetime: number;
}

/** State-dependent refusals, decided inside the commit transaction so concurrent postbacks cannot both pass. */
export function historyRefusal(h: ClickHistory, eventId: number, at: Date, r: DuplicateRules): Refusal | null {
  if (windowClosed(h.firstAt, at, r.conversion_lifetime)) return 'conversion_window_closed';
  if (!r.multiple_conversions && [...h.events].some((e) => e !== eventId)) return 'multiple_conversions_off';
  if (!r.allow_duplicates && h.events.has(eventId)) return 'duplicate_conversion';
  return null;
}

export interface StatusDecision {
  status: 'approved' | 'pending' | 'rejected';
  suggested: 'rejected' | null;
  message: string;
}

/**
 * approved, unless the offer wants manual approval, the event does not auto-accept or the fraud
 * level is bad (→ pending, suggested rejected). A 'drop' label (the brand's rule) keeps the row as rejected.
 */
export function conversionStatus(manualApproval: boolean, autoAccept: boolean, fraud: FraudLabel): StatusDecision {
  if (fraud.level === 'drop') return { status: 'rejected', suggested: 'rejected', message: REFUSAL_MESSAGES.fraud_dropped };
  if (fraud.level === 'bad') return { status: 'pending', suggested: 'rejected', message: '' };
  if (manualApproval || !autoAccept) return { status: 'pending', suggested: null, message: '' };
  return { status: 'approved', suggested: null, message: '' };
}
