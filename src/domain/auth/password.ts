import type { FieldError } from '../errors.ts';

/**
 * Password and email rules of spec 1 §5, shared by the forms (client side messages) and the server
 * (which enforces them again). Codes map to the `validates.<code>` translation keys.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 63;

export const VALIDATION_CODES = {
  /** same code the server's zod mapping uses for a missing value (spec 1 §5 calls it c_c01) */
  required: 'required',
  /** breaks one of the password rules (length, ASCII, spaces, character classes, emoji) */
  passwordRule: 'c_c16',
  /** confirmation differs from the password */
  confirmMismatch: 'c_c15',
  passwordSameAsCurrent: 'password_same_as_current',
  currentPasswordIncorrect: 'current_password_incorrect',
  /** same key as the shared validates.email message */
  emailInvalid: 'email',
  emailNotAvailable: 'email_not_available',
} as const;
export type AuthValidationCode = (typeof VALIDATION_CODES)[keyof typeof VALIDATION_CODES];

/** Printable ASCII without the space: '!' (0x21) to '~' (0x7e). Excludes emoji and every non-ASCII letter. */
const PRINTABLE_NO_SPACE = /^[\x21-\x7e]+$/;
const LOWER = /[a-z]/;
const UPPER = /[A-Z]/;
const DIGIT = /[0-9]/;
/** Special = any printable ASCII that is neither a letter nor a digit. */
const SPECIAL = /[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/;

/** Which individual rules a password breaks (for a checklist under the field). Empty when valid. */
export type PasswordRule = 'length' | 'ascii' | 'lower' | 'upper' | 'digit' | 'special';
export function brokenPasswordRules(password: string): PasswordRule[] {
  const broken: PasswordRule[] = [];
  // Length counts code points so an emoji is one character, not two UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) broken.push('length');
  if (!PRINTABLE_NO_SPACE.test(password)) broken.push('ascii');
  if (!LOWER.test(password)) broken.push('lower');
  if (!UPPER.test(password)) broken.push('upper');
  if (!DIGIT.test(password)) broken.push('digit');
  if (!SPECIAL.test(password)) broken.push('special');
  return broken;
}

/** `required` when empty, `c_c16` when any rule is broken, null when the password is acceptable. */
export function passwordCode(password: string | undefined | null): AuthValidationCode | null {
  if (!password) return VALIDATION_CODES.required;
  return brokenPasswordRules(password).length > 0 ? VALIDATION_CODES.passwordRule : null;
}

export interface NewPasswordInput {
  password: string;
  confirm: string;
  /** the current password, when changing it: the new one must differ */
  current?: string;
  /** wire field names, so the server and the form can report on their own fields */
  fields?: { password?: string; confirm?: string };
}

/** Field errors for a new password with its confirmation (and the current one when changing). */
export function validateNewPassword(input: NewPasswordInput): FieldError[] {
  const passwordField = input.fields?.password ?? 'password';
  const confirmField = input.fields?.confirm ?? 'confirm_password';
  const errors: FieldError[] = [];
  const code = passwordCode(input.password);
  if (code) {
    errors.push(
      code === VALIDATION_CODES.passwordRule
        ? { field: passwordField, code, min: PASSWORD_MIN, max: PASSWORD_MAX }
        : { field: passwordField, code },
    );
  } else if (input.current !== undefined && input.current === input.password) {
    errors.push({ field: passwordField, code: VALIDATION_CODES.passwordSameAsCurrent });
  }
  if (!input.confirm) errors.push({ field: confirmField, code: VALIDATION_CODES.required });
  else if (input.confirm !== input.password) errors.push({ field: confirmField, code: VALIDATION_CODES.confirmMismatch });
  return errors;
}

/**
 * Email pattern: one '@', a local part without spaces, and a domain of dot-separated labels ending in
 * an alphabetic TLD of two or more letters. Deliberately simple (the mail itself proves the address).
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
export const EMAIL_MAX = 254;

export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const local = value.split('@')[0] ?? '';
  if (local.length > 64 || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  return EMAIL_PATTERN.test(value);
}

/** Emails are compared case-insensitively and stored trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
