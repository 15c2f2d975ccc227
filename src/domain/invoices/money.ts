import Decimal from 'decimal.js';
import type { Currency } from './enums.ts';

/**
 * The invoices' one rounding rule (docs/decisions/092-invoices.md, the same as decision 091's
 * `src/domain/money/`): amounts are decimals end to end, never floats; an amount is rounded once,
 * where it is made (a percent of a base, a sum of inputs), to 2 places in USD and 0 in VND, half
 * away from zero ("half-up" on magnitudes). Sums of rounded amounts are exact and never re-rounded.
 */
export const CURRENCY_PLACES: Record<Currency, number> = { USD: 2, VND: 0 };

// a private constructor: the global Decimal's settings stay whatever other code set
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

export type Amount = string;

export const toDecimal = (v: Amount | number): Decimal => new D(v);

/** `v` rounded by the rule in `currency`, as fixed-point text ("12.50", "12500"). */
export function roundMoney(v: Amount | Decimal, currency: Currency): Amount {
  return new D(v).toDecimalPlaces(CURRENCY_PLACES[currency], D.ROUND_HALF_UP).toFixed(CURRENCY_PLACES[currency]);
}

/** The exact sum of amounts, written with the currency's places. */
export function sumMoney(values: readonly Amount[], currency: Currency): Amount {
  const sum = values.reduce((acc, v) => acc.plus(v), new D(0));
  return roundMoney(sum, currency);
}

/** `percent` % of `base`, rounded once by the rule. */
export function percentOf(base: Amount, percent: Amount, currency: Currency): Amount {
  return roundMoney(new D(base).times(percent).dividedBy(100), currency);
}

export const isNegative = (v: Amount): boolean => new D(v).isNegative() && !new D(v).isZero();
