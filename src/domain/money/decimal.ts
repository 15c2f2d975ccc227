import Decimal from 'decimal.js';

/**
 * Money arithmetic of the money area (docs/decisions/091-money-arithmetic.md): decimals end to end,
 * never a JavaScript number. Amounts travel as decimal strings (PostgreSQL numeric(20, 4) on the
 * way in and out), sums are exact, and there is ONE rounding rule: half away from zero, to the
 * currency's places (USD 2, VND 0), applied once to a figure that is shown, stored or invoiced —
 * never to the parts of a sum. A figure derived from a rounded figure (VAT from the subtotal)
 * rounds again by the same rule, so the lines of a record or an invoice add up to its total exactly.
 *
 * A private Decimal clone: its precision and rounding mode cannot be changed by another module
 * touching the global Decimal settings.
 */
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });

export const CURRENCIES = ['USD', 'VND'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Places of each currency's smallest unit (spec 3 §9: USD and VND). */
export const CURRENCY_PLACES: Record<Currency, number> = { USD: 2, VND: 0 };

export type Amount = string | number | Decimal;

const of = (a: Amount): Decimal => new D(a);

/** Exact sum of two amounts, as a plain decimal string. */
export const add = (a: Amount, b: Amount): string => of(a).plus(of(b)).toFixed();

/** Exact difference a − b. */
export const subtract = (a: Amount, b: Amount): string => of(a).minus(of(b)).toFixed();

/** Exact sum of any number of amounts ('0' for none). */
export const sum = (amounts: Iterable<Amount>): string => {
  let total = new D(0);
  for (const a of amounts) total = total.plus(of(a));
  return total.toFixed();
};

/** Exact product (a rate times an amount: VAT, a fee percent / 100). */
export const multiply = (a: Amount, b: Amount): string => of(a).times(of(b)).toFixed();

/** THE rounding rule: half away from zero to the currency's places, as a string with exactly those places. */
export const round = (a: Amount, currency: Currency): string =>
  of(a).toDecimalPlaces(CURRENCY_PLACES[currency], D.ROUND_HALF_UP).toFixed(CURRENCY_PLACES[currency]);

/** Sign of an amount: -1, 0 or 1 (a negative subtotal refuses a lock). */
export const sign = (a: Amount): -1 | 0 | 1 => {
  const s = of(a).comparedTo(0);
  return s < 0 ? -1 : s > 0 ? 1 : 0;
};

/** Exact equality of two amounts whatever their written places ('1.50' equals '1.5'). */
export const same = (a: Amount, b: Amount): boolean => of(a).equals(of(b));

/** Whether `currency` is one the platform bills in. */
export const isCurrency = (currency: string): currency is Currency => (CURRENCIES as readonly string[]).includes(currency);
