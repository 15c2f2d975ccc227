import type { FieldError } from '../../domain/errors.ts';
import { commaItems, type Rule } from '../../domain/validation/codes.ts';
import { check } from '../../domain/validation/form.ts';
import { positiveInteger } from '../../domain/validation/numbers.ts';
import { maxItems, uniqueItems } from '../../domain/validation/text.ts';

/**
 * The "Partner assignments" field: partner ids typed as a comma list until partners exist as entities
 * (a later issue brings a picker). The shared rules give the same codes the server's 422 would.
 */
export const MAX_PARTNER_IDS = 500;

const entries = (text: string) => commaItems(text).filter((t) => t !== '');

/** Every entry a whole number above 0 that the server's id schema accepts. */
const eachPositiveInteger: Rule = (value) => {
  for (const item of entries(String(value ?? ''))) {
    const error = positiveInteger(item);
    if (error) return error;
    if (Number(item) > Number.MAX_SAFE_INTEGER) return { code: 'positive_integer' };
  }
  return null;
};

export const PARTNER_ID_RULES: readonly Rule[] = [eachPositiveInteger, uniqueItems, maxItems(MAX_PARTNER_IDS)];

/** The first field error of the text (field `partner_ids`), or null. */
export function partnerIdsError(text: string): FieldError | null {
  const error = check(text, PARTNER_ID_RULES);
  return error ? { field: 'partner_ids', ...error } : null;
}

/** The ids of a valid text (check `partnerIdsError` first); blank entries are ignored. */
export function parsePartnerIds(text: string): number[] {
  return entries(text).map(Number);
}

export const formatPartnerIds = (ids: readonly number[]): string => ids.join(', ');
