import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { round, same, sum, type Currency } from '../money/decimal.ts';
import { crossCheckFigures, negativeSubtotal, sumConversions, type ConversionMoney } from './figures.ts';

const small = fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4));
const conversion: fc.Arbitrary<ConversionMoney> = fc.record({
  status: fc.constantFrom('pending', 'approved', 'rejected', 'organic', 'gross', 'unapproved'),
  payout: small,
  adjustment: fc.integer({ min: -5_000_000, max: 5_000_000 }).map((n) => (n / 10_000).toFixed(4)),
  bonus: small,
  revenue: small,
});

const minor = (s: string): bigint => BigInt(s.replace('.', ''));
const tenthHalfAway = (v: bigint): bigint => (v < 0n ? -((-v + 5n) / 10n) : (v + 5n) / 10n);

describe('a record’s figures (decisions 090, 091)', () => {
  it('its totals equal the sums of its conversions, and its lines add up to its total, in USD and VND', () => {
    fc.assert(
      fc.property(fc.array(conversion, { maxLength: 40 }), small, fc.constantFrom<Currency>('USD', 'VND'), (cs, arrears, currency) => {
        const f = crossCheckFigures(sumConversions(cs), arrears, currency);
        const approved = cs.filter((c) => c.status === 'approved');
        expect(f.approved_count + f.pending_count + f.rejected_count).toBe(cs.length);
        expect(f.approved_count).toBe(approved.length);
        expect(f.approved_commission).toBe(round(sum(approved.flatMap((c) => [c.payout, c.adjustment, `-${c.bonus}`])), currency));
        expect(f.bonus).toBe(round(sum(approved.map((c) => c.bonus)), currency));
        expect(f.actual_cost).toBe(round(sum(approved.map((c) => c.revenue)), currency));
        expect(same(sum([f.approved_commission, f.bonus, f.arrears]), f.subtotal)).toBe(true);
        expect(same(sum([f.subtotal, f.vat]), f.total)).toBe(true);
        // VAT in minor units is a tenth of the subtotal's, half away from zero (a BigInt oracle)
        expect(minor(f.vat)).toBe(tenthHalfAway(minor(f.subtotal)));
      }),
    );
  });

  it('a negative subtotal comes from arrears beyond the commission', () => {
    const s = sumConversions([{ status: 'approved', payout: '11.0000', adjustment: '0.0000', bonus: '1.0000', revenue: '12.0000' }]);
    expect(crossCheckFigures(s, '-5', 'USD')).toMatchObject({ subtotal: '6.00', vat: '0.60', total: '6.60' });
    expect(negativeSubtotal(crossCheckFigures(s, '-11.01', 'USD'))).toBe(true);
    expect(negativeSubtotal(crossCheckFigures(s, '-11', 'USD'))).toBe(false);
    expect(crossCheckFigures(s, '0', 'VND')).toMatchObject({ approved_commission: '10', subtotal: '11', vat: '1', total: '12' });
  });
});
