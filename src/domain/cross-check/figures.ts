import { add, multiply, round, sign, subtract, sum, type Currency } from '../money/decimal.ts';
import { PENDING_STATUSES, REJECTED_STATUSES, VAT_RATE } from './enums.ts';

/** One conversion as a record reads it (decimal strings as PostgreSQL numeric gives them). */
export interface ConversionMoney {
  status: string;
  payout: string;
  adjustment: string;
  bonus: string;
  revenue: string;
}

/** A record's figures (spec 3 §3), amounts rounded to the currency by decision 091's one rule. */
export interface CrossCheckFigures {
  pending_count: number;
  approved_count: number;
  rejected_count: number;
  estimated_commission: string;
  approved_commission: string;
  actual_cost: string;
  bonus: string;
  arrears: string;
  subtotal: string;
  vat: string;
  total: string;
}

/** Exact (unrounded) sums of a record's conversions: what SQL's numeric sum gives, or sumConversions here. */
export interface ConversionSums {
  pending_count: number;
  approved_count: number;
  rejected_count: number;
  /** Σ payout − bonus + adjustment (the commission) over pending and approved */
  estimated: string;
  /** Σ commission over approved */
  approved: string;
  /** Σ revenue over approved: what the brand is charged for them */
  cost: string;
  /** Σ bonus over approved */
  bonus: string;
}

const isPending = (s: string) => (PENDING_STATUSES as readonly string[]).includes(s);
const isRejected = (s: string) => (REJECTED_STATUSES as readonly string[]).includes(s);

/** The sums of decision 090, in decimals (the oracle of the SQL the server runs). */
export function sumConversions(conversions: readonly ConversionMoney[]): ConversionSums {
  const approved = conversions.filter((c) => c.status === 'approved');
  const pending = conversions.filter((c) => isPending(c.status));
  // the tracking engine's payout includes the bonus (server/tracking/rules/money.ts): the commission is the rest
  const commission = (c: ConversionMoney) => add(subtract(c.payout, c.bonus), c.adjustment);
  return {
    pending_count: pending.length,
    approved_count: approved.length,
    rejected_count: conversions.filter((c) => isRejected(c.status)).length,
    estimated: sum([...pending, ...approved].map(commission)),
    approved: sum(approved.map(commission)),
    cost: sum(approved.map((c) => c.revenue)),
    bonus: sum(approved.map((c) => c.bonus)),
  };
}

/**
 * The record's figures from its sums: each amount rounded once; subtotal = approved commission +
 * bonus + arrears (of rounded figures, so exact); VAT = the subtotal times the rate, rounded; total =
 * subtotal + VAT. The lines therefore add up to the total in both currencies.
 */
export function crossCheckFigures(s: ConversionSums, arrears: string, currency: Currency): CrossCheckFigures {
  const approvedCommission = round(s.approved, currency);
  const bonus = round(s.bonus, currency);
  const arrearsRounded = round(arrears, currency);
  const subtotal = round(sum([approvedCommission, bonus, arrearsRounded]), currency);
  const vat = round(multiply(subtotal, VAT_RATE), currency);
  return {
    pending_count: s.pending_count,
    approved_count: s.approved_count,
    rejected_count: s.rejected_count,
    estimated_commission: round(s.estimated, currency),
    approved_commission: approvedCommission,
    actual_cost: round(s.cost, currency),
    bonus,
    arrears: arrearsRounded,
    subtotal,
    vat,
    total: round(add(subtotal, vat), currency),
  };
}

/** Spec 3 §4: a record whose subtotal is below zero cannot be locked. */
export const negativeSubtotal = (f: Pick<CrossCheckFigures, 'subtotal'>): boolean => sign(f.subtotal) < 0;
