import { isApiError } from '../../api/api-error.ts';
import { errorText, validateText, type LL } from '../../i18n/translate.ts';

export interface FormErrors {
  /** the message above the form (translated `errors.<code>`), when the failure is not about one field */
  form: string | null;
  /** translated `validates.<code>` by wire field name */
  fields: Record<string, string>;
}

/** Turns a rejected call into translated form and field messages (422 carries field codes). */
export function formErrors(ll: LL, error: unknown): FormErrors {
  if (!isApiError(error)) return { form: ll.errors.somethingWentWrong(), fields: {} };
  const fields: Record<string, string> = {};
  for (const fieldError of error.errors) fields[fieldError.field] ??= validateText(ll, fieldError);
  const form = Object.keys(fields).length > 0 && error.code === 'validation_failed' ? null : errorText(ll, error.code);
  return { form, fields };
}

export const noErrors: FormErrors = { form: null, fields: {} };
