import { multiply, round, sign, sum } from '../money/decimal.ts';
import type { Currency } from './enums.ts';

/**
 * The invoices' amounts on the money area's one rounding rule (decision 091, `src/domain/money/`):
 * decimals end to end; an amount is rounded once, where it is made (a percent of a base, a sum of
 * inputs), to 2 places in USD and 0 in VND, half away from zero. Sums of rounded amounts are exact
 * and never re-rounded (docs/decisions/092-invoices.md).
 */
export type Amount = string;

/** `v` rounded by the rule in `currency`, as fixed-point text ("12.50", "12500"). */
export const roundMoney = (v: Amount, currency: Currency): Amount => round(v, currency);

/** The exact sum of amounts, written with the currency's places. */
export const sumMoney = (values: readonly Amount[], currency: Currency): Amount => round(sum(values), currency);

/** `percent` % of `base`, rounded once by the rule. */
export const percentOf = (base: Amount, percent: Amount, currency: Currency): Amount =>
  round(multiply(multiply(base, percent), '0.01'), currency);

export const isNegative = (v: Amount): boolean => sign(v) < 0;
