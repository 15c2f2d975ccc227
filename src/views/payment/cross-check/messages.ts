import { isApiError } from '../../../api/api-error.ts';
import type { LockOutcome } from '../../../domain/cross-check/contract.ts';
import { CROSS_CHECK_REFUSALS, type CrossCheckRefusal } from '../../../domain/cross-check/enums.ts';
import type { LL } from '../../../i18n/translate.ts';

/** A refusal's text: this feature's codes by crossCheck.refusals, anything else by the generic failure. */
export function refusalText(ll: LL, error: unknown): string {
  if (isApiError(error) && (CROSS_CHECK_REFUSALS as readonly string[]).includes(error.code)) {
    const code = error.code as CrossCheckRefusal;
    return code === 'negative_subtotal' ? ll.crossCheck.refusals.negative_subtotal({ count: 1 }) : ll.crossCheck.refusals[code]();
  }
  return ll.errors.somethingWentWrong();
}

/** The toasts of a lock's answer (spec 3 §8's "{n} cross-check record{s} cannot be locked with a negative subtotal."). */
export function lockSummary(ll: LL, summary: Record<LockOutcome, number>): { tone: 'success' | 'error'; title: string }[] {
  return (['locked', 'negative_subtotal', 'not_allowed', 'not_found'] as const)
    .filter((o) => summary[o] > 0)
    .map((o) => ({ tone: o === 'locked' ? 'success' : 'error', title: ll.crossCheck.summary[o]({ count: summary[o] }) }));
}
