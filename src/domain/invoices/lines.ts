import type { Currency, InvoiceLineKind } from './enums.ts';
import { isNegative, percentOf, roundMoney, sumMoney, type Amount } from './money.ts';

/**
 * The lines of each invoice type and the totals they make (docs/decisions/092-invoices.md): pure,
 * so the property test can hold every invoice to "the lines sum to the total" in both currencies.
 */
export interface InvoiceLine {
  kind: InvoiceLineKind;
  amount: Amount;
  /** a fee's base and percent (the platform fee), else null */
  base: Amount | null;
  percent: Amount | null;
}

export interface InvoiceFigures {
  currency: Currency;
  lines: InvoiceLine[];
  subtotal: Amount;
  vat: Amount;
  total: Amount;
}

/** A locked cross-check record, as the cross-check area hands it over (`lockedRecords`, and its lock). */
export interface LockedRecord {
  id: number;
  partnerId: number;
  periodStart: string;
  periodEnd: string;
  currency: Currency;
  approvedCommission: Amount;
  bonus: Amount;
  arrears: Amount;
  vat: Amount;
  total: Amount;
}

const line = (kind: InvoiceLineKind, amount: Amount, base: Amount | null = null, percent: Amount | null = null): InvoiceLine => ({
  kind,
  amount,
  base,
  percent,
});

function figures(currency: Currency, lines: InvoiceLine[]): InvoiceFigures {
  const vat = sumMoney(
    lines.filter((l) => l.kind === 'vat').map((l) => l.amount),
    currency,
  );
  const subtotal = sumMoney(
    lines.filter((l) => l.kind !== 'vat').map((l) => l.amount),
    currency,
  );
  return { currency, lines, subtotal, vat, total: sumMoney([subtotal, vat], currency) };
}

/**
 * A performance invoice: approved commission, bonus, arrears (each rounded once by the rule) and VAT.
 * Null when the record's own total disagrees with its parts (`invalid_record`): the cross-check and
 * the invoice must never show two totals for one period.
 */
export function performanceFigures(r: LockedRecord): InvoiceFigures | null {
  const c = r.currency;
  const parts = [
    line('commission', roundMoney(r.approvedCommission, c)),
    line('bonus', roundMoney(r.bonus, c)),
    line('arrears', roundMoney(r.arrears, c)),
    line('vat', roundMoney(r.vat, c)),
  ];
  const f = figures(c, parts);
  if (isNegative(f.subtotal) || isNegative(f.vat) || f.total !== roundMoney(r.total, c)) return null;
  return f;
}

/** A platform invoice: the agency's performance fee, `percent` % of the approved commission it is charged on. */
export function platformFigures(currency: Currency, approvedCommission: Amount, percent: Amount): InvoiceFigures {
  const base = roundMoney(approvedCommission, currency);
  return figures(currency, [line('platform_fee', percentOf(base, percent, currency), base, percent)]);
}

/** A retainer invoice: one instalment of the agency's retainer fee. */
export function retainerFigures(currency: Currency, fee: Amount): InvoiceFigures {
  return figures(currency, [line('retainer_fee', roundMoney(fee, currency))]);
}
