import fc from 'fast-check';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from './enums.ts';
import { performanceFigures, platformFigures, retainerFigures, type InvoiceFigures, type LockedRecord } from './lines.ts';
import { roundMoney, sumMoney } from './money.ts';

// decimal text with up to 4 places, as a cross-check or a contract may hold it
const amount = (max: number) =>
  fc.tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 9999 })).map(([i, f]) => `${i}.${String(f).padStart(4, '0')}`);
const currency = fc.constantFrom<Currency>(...CURRENCIES);

// the sum by a second road: big-number cents, no decimal.js
function sumByCents(f: InvoiceFigures): bigint {
  return f.lines.reduce((acc, l) => acc + BigInt(new Decimal(l.amount).times(100).toFixed(0)), 0n);
}
const cents = (v: string) => BigInt(new Decimal(v).times(100).toFixed(0));
const places = (v: string) => (v.includes('.') ? v.split('.')[1]!.length : 0);

function holdsTheRule(f: InvoiceFigures) {
  expect(sumByCents(f)).toBe(cents(f.total));
  expect(cents(f.subtotal) + cents(f.vat)).toBe(cents(f.total));
  for (const v of [f.total, f.subtotal, f.vat, ...f.lines.map((l) => l.amount)]) expect(places(v)).toBe(f.currency === 'USD' ? 2 : 0);
}

describe('invoice lines sum to the invoice total, in USD and VND (decision 092)', () => {
  it('performance invoices from any locked record whose total agrees with its parts', () => {
    fc.assert(
      fc.property(
        currency,
        amount(10_000_000),
        amount(100_000),
        amount(100_000),
        amount(1_000_000),
        (c, commission, bonus, arrears, vat) => {
          const parts = [commission, bonus, arrears, vat].map((v) => roundMoney(v, c));
          const record: LockedRecord = {
            id: 1,
            partnerId: 2,
            periodStart: '2026-10-01',
            periodEnd: '2026-10-31',
            currency: c,
            approvedCommission: commission,
            bonus,
            arrears,
            vat,
            total: sumMoney(parts, c),
          };
          const f = performanceFigures(record)!;
          expect(f).not.toBeNull();
          holdsTheRule(f);
          expect(f.lines.map((l) => l.kind)).toEqual(['commission', 'bonus', 'arrears', 'vat']);
        },
      ),
    );
  });

  it('platform and retainer invoices', () => {
    fc.assert(
      fc.property(currency, amount(10_000_000), fc.integer({ min: 1, max: 10_000 }), (c, base, hundredths) => {
        const percent = (hundredths / 100).toFixed(2);
        const p = platformFigures(c, base, percent);
        holdsTheRule(p);
        // the fee is the base's percent, rounded once: within half a unit of the exact product
        const exact = new Decimal(roundMoney(base, c)).times(percent).dividedBy(100);
        expect(
          exact
            .minus(p.total)
            .abs()
            .lte(c === 'USD' ? '0.005' : '0.5'),
        ).toBe(true);
        holdsTheRule(retainerFigures(c, base));
      }),
    );
  });
});

describe('the rounding rule', () => {
  it('rounds half away from zero: USD to cents, VND to whole dong', () => {
    expect(['0.005', '0.004', '2.675', '1.0049'].map((v) => roundMoney(v, 'USD'))).toEqual(['0.01', '0.00', '2.68', '1.00']);
    expect(['0.5', '1.49', '2.5', '12345.5'].map((v) => roundMoney(v, 'VND'))).toEqual(['1', '1', '3', '12346']);
    expect(roundMoney('-2.5', 'VND')).toBe('-3');
  });

  it('refuses a record whose total disagrees with its parts, or whose subtotal is negative', () => {
    const r: LockedRecord = {
      id: 1,
      partnerId: 1,
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      currency: 'USD',
      approvedCommission: '100.00',
      bonus: '5.00',
      arrears: '0',
      vat: '10.50',
      total: '115.50',
    };
    expect(performanceFigures(r)?.total).toBe('115.50');
    expect(performanceFigures({ ...r, total: '115.49' })).toBeNull();
    expect(performanceFigures({ ...r, approvedCommission: '-200', total: '-184.50' })).toBeNull();
  });
});
