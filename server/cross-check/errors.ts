import type { CrossCheckRefusal } from '../../src/domain/cross-check/enums.ts';
import crossCheckEn from '../../src/i18n/en/crossCheck.ts';
import { HttpError } from '../http/errors.ts';

/** Spec 3 §8's "{n} cross-check record{s} cannot be locked with a negative subtotal." in English. */
export function negativeSubtotalMessage(n: number): string {
  return crossCheckEn.refusals.negative_subtotal.replace('{count:number}', String(n)).replace('{{s}}', n === 1 ? '' : 's');
}

/** English messages of the refusal codes: the UI translates `code` under crossCheck.refusals. */
export const CROSS_CHECK_REFUSAL_MESSAGES: Record<CrossCheckRefusal, string> = {
  cross_check_not_found: crossCheckEn.refusals.cross_check_not_found,
  status_not_allowed: crossCheckEn.refusals.status_not_allowed,
  negative_subtotal: negativeSubtotalMessage(1),
  no_conversions: crossCheckEn.refusals.no_conversions,
  period_not_valid: crossCheckEn.refusals.period_not_valid,
};

const STATUS: Record<CrossCheckRefusal, number> = {
  cross_check_not_found: 404,
  status_not_allowed: 409,
  negative_subtotal: 409,
  // spec 3 §4: "A cross-check cannot be created without conversions" — an input the data refuses
  no_conversions: 422,
  period_not_valid: 422,
};

export const refuse = (code: CrossCheckRefusal, fields: { field: string; code: string }[] = [], message?: string): HttpError =>
  new HttpError(STATUS[code], code, message ?? CROSS_CHECK_REFUSAL_MESSAGES[code], fields);
