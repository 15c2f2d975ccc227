import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, multiply, round, same, sign, subtract, sum, type Currency } from './decimal.ts';

/** A decimal string with up to 4 places (numeric(20, 4)), as PostgreSQL sends it. */
const amount4 = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 9999 }))
  .map(([neg, int, frac]) => `${neg && (int > 0n || frac > 0) ? '-' : ''}${int}.${String(frac).padStart(4, '0')}`);

/** Exact value in ten-thousandths through BigInt: an oracle that shares no code with decimal.js. */
const units = (s: string): bigint => {
  const [int, frac = ''] = s.replace('-', '').split('.');
  const v = BigInt(int! + frac.padEnd(4, '0').slice(0, 4));
  return s.startsWith('-') ? -v : v;
};
/** A decimal string as an integer count of 10^-places. */
const scaled = (s: string, places: number): bigint => {
  const [int, frac = ''] = s.replace('-', '').split('.');
  const v = BigInt(int! + frac.padEnd(places, '0'));
  return s.startsWith('-') ? -v : v;
};
/** Half away from zero to `places` of an amount in ten-thousandths, back in ten-thousandths. */
const roundUnits = (v: bigint, places: number): bigint => {
  const step = 10n ** BigInt(4 - places);
  const abs = v < 0n ? -v : v;
  const r = ((abs + step / 2n) / step) * step;
  return v < 0n ? -r : r;
};

describe('money arithmetic (decision 091)', () => {
  it('sums exactly, in any order', () => {
    fc.assert(
      fc.property(fc.array(amount4, { maxLength: 50 }), (xs) => {
        const total = xs.reduce((a, x) => a + units(x), 0n);
        expect(units(sum(xs))).toBe(total);
        expect(same(sum(xs), sum([...xs].reverse()))).toBe(true);
        expect(units(xs.reduce((a, x) => add(a, x), '0'))).toBe(total);
      }),
    );
  });

  it('rounds half away from zero to 2 places in USD and 0 in VND, with exactly those places', () => {
    fc.assert(
      fc.property(amount4, fc.constantFrom<Currency>('USD', 'VND'), (x, currency) => {
        const places = currency === 'USD' ? 2 : 0;
        const r = round(x, currency);
        expect(units(r)).toBe(roundUnits(units(x), places));
        expect(r.split('.')[1]?.length ?? 0).toBe(places);
      }),
    );
    expect([round('0.005', 'USD'), round('-0.005', 'USD'), round('2.5', 'VND'), round('-2.5', 'VND'), round('1.0049', 'USD')]).toEqual([
      '0.01',
      '-0.01',
      '3',
      '-3',
      '1.00',
    ]);
  });

  it('multiplies, subtracts and signs exactly', () => {
    fc.assert(
      fc.property(amount4, amount4, (a, b) => {
        expect(units(subtract(a, b))).toBe(units(a) - units(b));
        // a tenth of an amount in ten-thousandths is the amount itself in hundred-thousandths
        expect(scaled(multiply(a, '0.1'), 5)).toBe(units(a));
        expect(sign(a)).toBe(units(a) < 0n ? -1 : units(a) > 0n ? 1 : 0);
      }),
    );
    expect(multiply('12345678901234.5678', '0.1')).toBe('1234567890123.45678');
  });
});
