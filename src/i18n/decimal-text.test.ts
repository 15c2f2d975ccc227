import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absAtLeastPowerOfTen, parseDecimalText, roundHalfUp, shiftLeft, toFixedText, toPlainText } from './decimal-text.ts';

// decimal strings as users and the API write them: sign, up to 25 integer and 12 fraction digits, an exponent sometimes
const decimalString = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.stringMatching(/^\d{1,25}$/),
    fc.option(fc.stringMatching(/^\d{0,12}$/), { nil: undefined }),
    fc.option(fc.integer({ min: -30, max: 30 }), { nil: undefined }),
  )
  .map(([sign, int, frac, exp]) => `${sign}${int}${frac === undefined ? '' : `.${frac}`}${exp === undefined ? '' : `e${exp}`}`);
const anyAmount = fc.oneof(decimalString, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer());
const precise = Decimal.clone({ precision: 200, toExpPos: 9e15, toExpNeg: -9e15 });

describe('decimal-text against decimal.js', () => {
  it('rounds half up to fixed places exactly like toDecimalPlaces(ROUND_HALF_UP).toFixed', () => {
    fc.assert(
      fc.property(anyAmount, fc.integer({ min: 0, max: 6 }), (value, places) => {
        const d = parseDecimalText(value);
        expect(d).not.toBeNull();
        const expected = new precise(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
        expect(toFixedText(d!, places)).toBe(expected);
      }),
    );
  });

  it('prints the plain value like toFixed() and shifts by powers of ten exactly', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 21 }), (value, n) => {
        const d = parseDecimalText(value)!;
        expect(toPlainText(d)).toBe(new precise(value).toFixed());
        expect(toPlainText(shiftLeft(d, n))).toBe(new precise(value).div(new precise(10).pow(n)).toFixed());
        const rounded = roundHalfUp(d, 1);
        expect(absAtLeastPowerOfTen(rounded, 3)).toBe(new precise(value).abs().toDecimalPlaces(1, Decimal.ROUND_HALF_UP).gte(1000));
      }),
    );
  });

  it('rejects what is not a finite decimal', () => {
    for (const bad of ['', '.', '-', 'abc', '1.2.3', '12a', 'e5', NaN, Infinity, -Infinity, null, undefined])
      expect(parseDecimalText(bad)).toBeNull();
    expect(toPlainText(parseDecimalText(' 0012.3400 ')!)).toBe('12.34');
    expect(toPlainText(parseDecimalText(new Decimal('1.5e30'))!)).toBe(`15${'0'.repeat(29)}`);
  });
});
