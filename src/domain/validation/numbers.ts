import Decimal from 'decimal.js';
import { CODES, asText, isAbsent, type Rule, type FormValues } from './codes.ts';

/*
 * Number rules of spec 1 §5. Values are decimal strings (the wire format for money and rates) or
 * numbers, compared with decimal.js so 0.1 + 0.2 style float errors never decide a limit. A form
 * strips its display formatting (thousands commas) before validating: `1,234.5` is not a number here.
 */
const PLAIN = /^-?\d+(?:\.\d+)?$/;

/** The decimal value of a plain decimal string or a finite number; null for anything else. */
export function parseDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  const text = asText(value).trim();
  return PLAIN.test(text) ? new Decimal(text) : null;
}

/** Digits after the decimal point as written ('1.50' has 2); numbers as JavaScript prints them. */
export function decimalPlaces(value: unknown): number {
  const text = typeof value === 'number' ? new Decimal(value).toFixed() : asText(value).trim();
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

const NOT_A_NUMBER = { code: CODES.number } as const;

/** A rule on the parsed decimal: absent passes, a non-number fails with `number`. */
function numeric(test: (d: Decimal) => boolean, error: { code: string; min?: number; max?: number }): Rule {
  return (value) => {
    if (isAbsent(value)) return null;
    const d = parseDecimal(value);
    if (!d) return NOT_A_NUMBER;
    return test(d) ? null : error;
  };
}

export const number: Rule = numeric(() => true, NOT_A_NUMBER);
export const numberRange = (min: number, max: number): Rule =>
  numeric((d) => d.gte(min) && d.lte(max), { code: CODES.numberRange, min, max });
export const numberMin = (min: number): Rule => numeric((d) => d.gte(min), { code: CODES.numberMin, min });
export const numberMax = (max: number): Rule => numeric((d) => d.lte(max), { code: CODES.numberMax, max });

/** 12 integer digits: a numeric(16,4) column, and below 2^53 so the value still prints exactly in JS. */
export const LARGE_NUMBER_DIGITS = 12;
/** "Large number": at most `digits` digits before the decimal point. */
export const notTooLarge = (digits: number = LARGE_NUMBER_DIGITS): Rule =>
  numeric((d) => d.abs().lt(new Decimal(10).pow(digits)), { code: CODES.largeNumber, max: digits });

/** A whole number greater than zero, written without a decimal point. */
export const positiveInteger: Rule = (value) => {
  if (isAbsent(value)) return null;
  const d = parseDecimal(value);
  const whole = typeof value === 'number' ? Number.isInteger(value) : /^\d+$/.test(asText(value).trim());
  return d && whole && d.gt(0) ? null : { code: CODES.positiveInteger };
};

/** A decimal number greater than zero. */
export const positiveDecimal: Rule = (value) => {
  if (isAbsent(value)) return null;
  const d = parseDecimal(value);
  return d && d.gt(0) ? null : { code: CODES.positiveDecimal };
};

/** At most `max` decimal places (spec: 4; a two-place variant exists for money shown in cents). */
export const maxDecimals =
  (max: number): Rule =>
  (value) => {
    if (isAbsent(value)) return null;
    if (!parseDecimal(value)) return NOT_A_NUMBER;
    return decimalPlaces(value) <= max ? null : { code: CODES.decimalPlaces, max };
  };
export const decimal4 = maxDecimals(4);
export const decimal2 = maxDecimals(2);

/** Compare with another field: skipped while either side is not a number (their own rules say so). */
function compareWith(other: string, ok: (self: Decimal, that: Decimal) => boolean, code: string, key: 'min' | 'max'): Rule {
  return (value, form: FormValues = {}) => {
    const self = isAbsent(value) ? null : parseDecimal(value);
    const that = isAbsent(form[other]) ? null : parseDecimal(form[other]);
    if (!self || !that || ok(self, that)) return null;
    return { code, [key]: that.toNumber() };
  };
}
/** Greater than or equal to the field `other` (e.g. max payout ≥ min payout); `min` is the other value. */
export const gteField = (other: string): Rule => compareWith(other, (a, b) => a.gte(b), CODES.gteField, 'min');
/** Less than or equal to the field `other`; `max` is the other value. */
export const lteField = (other: string): Rule => compareWith(other, (a, b) => a.lte(b), CODES.lteField, 'max');
