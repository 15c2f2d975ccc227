import Decimal from 'decimal.js';
import { Lru } from '../enrich/lru.ts';

/**
 * Payout and revenue of one conversion (issue 5 semantics): fixed → private payout for the partner
 * if any, else the event payout; percent → sale × payout % / 100; then × tier % / 100; bonus added.
 * Revenue: fixed, or percent of the sale when the event is percent. Four decimals, half up — the
 * numeric(20,4) columns; never a binary float.
 */
export interface EventMoney {
  payout_type: 'fixed' | 'percent';
  payout: string;
  bonus: string;
  revenue: string;
}

export interface ConversionMoney {
  /** payout including the bonus */
  payout: string;
  bonus: string;
  revenue: string;
  sale_amount: string;
}

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const fix = (d: Decimal) => d.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);

/** A sale amount as sent: a plain decimal number ≥ 0, else null (→ malformed). Empty = 0. */
export function parseAmount(raw: string | undefined): string | null {
  const s = (raw ?? '').trim();
  if (s === '' || s.startsWith('{')) return '0'; // an unfilled {amount} macro means "no amount"
  if (!/^\d{1,16}(\.\d{1,8})?$/.test(s)) return null;
  return s;
}

/**
 * The same event, amount, private payout and tier give the same money: most postbacks repeat a
 * fixed payout or a handful of amounts, and eleven Decimal operations per postback were a few % of
 * its CPU (decision 020, Performance). Answers are frozen: callers copy them into rows.
 */
const memo = new Lru<string, Readonly<ConversionMoney>>(10_000);

export function conversionMoney(e: EventMoney, sale: string, privatePayout: string | null, tierPct: string | null): ConversionMoney {
  const key = `${e.payout_type}|${e.payout}|${e.bonus}|${e.revenue}|${sale}|${privatePayout ?? ''}|${tierPct ?? ''}`;
  let money = memo.get(key);
  if (!money) memo.set(key, (money = Object.freeze(computeMoney(e, sale, privatePayout, tierPct))));
  return money;
}

function computeMoney(e: EventMoney, sale: string, privatePayout: string | null, tierPct: string | null): ConversionMoney {
  const saleD = new D(sale);
  const base = e.payout_type === 'percent' ? saleD.mul(e.payout).div(100) : new D(privatePayout ?? e.payout);
  const tiered = base.mul(tierPct ?? 100).div(100);
  const bonus = new D(e.bonus);
  const revenue = e.payout_type === 'percent' ? saleD.mul(e.revenue).div(100) : new D(e.revenue);
  return { payout: fix(tiered.add(bonus)), bonus: fix(bonus), revenue: fix(revenue), sale_amount: fix(saleD) };
}
