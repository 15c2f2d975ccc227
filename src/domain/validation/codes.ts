import { VALIDATION_CODES } from '../auth/password.ts';
import type { FieldError } from '../errors.ts';

/**
 * The shared field rules of spec 1 §5 return `null` (valid) or a RuleError: a field error without its
 * field. The form helper and the zod helpers add the field, so the same rule gives the same code on
 * both sides; the client shows it as `validates.<code>` with `{min}` / `{max}` substituted.
 */
export type RuleError = Omit<FieldError, 'field'>;
/** The whole form (or request body), for rules that compare a field with another one. */
export type FormValues = Readonly<Record<string, unknown>>;
export type Rule = (value: unknown, form?: FormValues) => RuleError | null;

/**
 * Every code a rule of this library can return. `c_c01`, `c_c15`, `c_c16` keep the names the spec
 * gives; the rest are readable snake_case (they pass through the server's zod mapping unchanged).
 */
export const CODES = {
  required: 'c_c01',
  // the password and email codes come from the auth rules so the two can never disagree
  confirmMismatch: VALIDATION_CODES.confirmMismatch,
  password: VALIDATION_CODES.passwordRule,
  passwordSameAsCurrent: VALIDATION_CODES.passwordSameAsCurrent,
  email: VALIDATION_CODES.emailInvalid,
  domain: 'domain',
  url: 'url',
  ipList: 'ip_list',
  zipList: 'zip_list',
  promoCode: 'promo_code',
  number: 'number',
  numberRange: 'number_range',
  numberMin: 'number_min',
  numberMax: 'number_max',
  largeNumber: 'large_number',
  positiveInteger: 'positive_integer',
  positiveDecimal: 'positive_decimal',
  decimalPlaces: 'decimal_places',
  gteField: 'gte_field',
  lteField: 'lte_field',
  lettersOnly: 'letters_only',
  lettersSpaces: 'letters_spaces',
  allowedChars: 'allowed_chars',
  paramName: 'param_name',
  paramNameSpaces: 'param_name_spaces',
  sku: 'sku',
  noEmoji: 'no_emoji',
  firstCapital: 'first_capital',
  numberOrSpecial: 'number_or_special',
  lengthBetween: 'length_between',
  minLength: 'min_length',
  maxLength: 'max_length',
  maxTags: 'max_tags',
  maxItems: 'max_items',
  duplicated: 'duplicated',
  dateFormat: 'date_format',
  startDateWindow: 'start_date_window',
  endDateBeforeStart: 'end_date_before_start',
  endDateAfterToday: 'end_date_after_today',
  endDateNotPast: 'end_date_not_past',
  dateRangeMax: 'date_range_max',
  timeFormat: 'time_format',
  timeIncomplete: 'time_incomplete',
  startTimeBeforeEnd: 'start_time_before_end',
  selectOne: 'select_one',
  /** returned by the server only (a uniqueness check needs the database) */
  alreadyExists: 'already_exists',
  /** the spec's default "not valid" message, with the field's label */
  notValid: 'not_valid',
} as const;
export type ValidationCode = (typeof CODES)[keyof typeof CODES];

/** Field maxima of spec 1 §5 (characters) and the list limits of spec 2. */
export const FIELD_MAX = {
  name: 255,
  url: 2048,
  approvalCondition: 2000,
  rejectionReason: 2000,
  search: 128,
} as const;
export const MAX_TAGS = 10;
export const MAX_LIST_ITEMS = 10;

/** Absent: null, undefined, '' or an empty list. Format rules accept absent values (see `required`). */
export function isAbsent(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The text of a scalar form value; numbers are written as JavaScript prints them. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return value === null || value === undefined ? '' : String(value);
}

/** Items of a comma-separated list, trimmed; empty entries are kept so rules can refuse them. */
export function commaItems(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => asText(v).trim());
  return asText(value)
    .split(',')
    .map((item) => item.trim());
}

/** A rule that tests a non-absent value with a predicate and returns one fixed error otherwise. */
export function predicate(test: (text: string) => boolean, error: RuleError): Rule {
  return (value) => (isAbsent(value) || test(asText(value)) ? null : error);
}
