import type { FieldError } from '../errors.ts';
import type { FormValues, Rule, RuleError } from './codes.ts';

/** Rules per field name, checked in order; the first failing rule is the field's error. */
export type FormRules = Readonly<Record<string, readonly Rule[]>>;

/** The first error of `rules` for one value (null when all pass). */
export function check(value: unknown, rules: readonly Rule[], form: FormValues = {}): RuleError | null {
  for (const rule of rules) {
    const error = rule(value, form);
    if (error) return error;
  }
  return null;
}

/** Several rules as one (first failure wins), e.g. to name a field's rule set once. */
export const all =
  (...rules: Rule[]): Rule =>
  (value, form) =>
    check(value, rules, form);

/**
 * Field errors of a whole form: at most one per field, in the order of `rules`. Same shape as the
 * server's 422 `errors`, so a view shows both through `validateText(LL, error)`.
 */
export function fieldErrors(form: FormValues, rules: FormRules): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, fieldRules] of Object.entries(rules)) {
    const error = check(form[field], fieldRules, form);
    if (error) errors.push({ field, ...error });
  }
  return errors;
}

/** Errors keyed by field (the first one per field wins), for a form that renders field by field. */
export function byField(errors: readonly FieldError[]): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const error of errors) out[error.field] ??= error;
  return out;
}
