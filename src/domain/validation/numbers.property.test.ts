import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimal2, decimal4, gteField, lteField, numberRange, positiveInteger, positiveDecimal } from './numbers.ts';

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
/** A plain decimal string with `places` fractional digits (0 = no point). */
const decimalWith = (places: fc.Arbitrary<number>) =>
  fc
    .tuple(
      fc.boolean(),
      digits(1, 12),
      places.chain((p) => (p === 0 ? fc.constant('') : digits(p, p).map((f) => `.${f}`))),
    )
    .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac}`);

/** Exact order of two decimal strings through scaled BigInts (an oracle independent of decimal.js). */
const scaled = (s: string) => {
  const [int, frac = ''] = s.replace('-', '').split('.');
  const v = BigInt(int! + frac.padEnd(20, '0'));
  return s.startsWith('-') ? -v : v;
};

describe('decimal places', () => {
  it('any decimal with at most 4 places passes decimal4; with 5 or more it fails', () => {
    fc.assert(
      fc.property(decimalWith(fc.integer({ min: 0, max: 4 })), (d) => {
        expect(decimal4(d)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(decimalWith(fc.integer({ min: 5, max: 12 })), (d) => {
        expect(decimal4(d)).toEqual({ code: 'decimal_places', max: 4 });
      }),
    );
  });
  it('two-place variant', () => {
    fc.assert(
      fc.property(decimalWith(fc.integer({ min: 0, max: 6 })), (d) => {
        const places = d.includes('.') ? d.split('.')[1]!.length : 0;
        expect(decimal2(d)).toEqual(places <= 2 ? null : { code: 'decimal_places', max: 2 });
      }),
    );
  });
  it('anything with a letter is not a number', () => {
    fc.assert(
      fc.property(decimalWith(fc.nat(4)), fc.constantFrom('a', 'e', ',', ' x', '$'), (d, junk) => {
        expect(decimal4(d + junk)).toEqual({ code: 'number' });
      }),
    );
  });
});

describe('ranges and comparisons agree with exact arithmetic', () => {
  it('number range', () => {
    fc.assert(
      fc.property(decimalWith(fc.nat(6)), fc.integer({ min: -1000, max: 1000 }), fc.nat(5000), (d, min, width) => {
        const max = min + width;
        const inside = scaled(d) >= scaled(String(min)) && scaled(d) <= scaled(String(max));
        expect(numberRange(min, max)(d)).toEqual(inside ? null : { code: 'number_range', min, max });
      }),
    );
  });
  it('gte / lte another field', () => {
    fc.assert(
      fc.property(decimalWith(fc.nat(4)), decimalWith(fc.nat(4)), (a, b) => {
        expect(gteField('other')(a, { other: b }) === null).toBe(scaled(a) >= scaled(b));
        expect(lteField('other')(a, { other: b }) === null).toBe(scaled(a) <= scaled(b));
      }),
    );
  });
  it('positive integer and positive decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(positiveInteger(String(n))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 0 }), (n) => {
        expect(positiveInteger(String(n))).toEqual({ code: 'positive_integer' });
        expect(positiveDecimal(String(n))).toEqual({ code: 'positive_decimal' });
      }),
    );
    fc.assert(
      fc.property(decimalWith(fc.integer({ min: 1, max: 6 })), (d) => {
        expect(positiveDecimal(d) === null).toBe(scaled(d) > 0n);
        expect(positiveInteger(d)).toEqual({ code: 'positive_integer' });
      }),
    );
  });
});
