import { describe, expect, it } from 'vitest';
import {
  decimal2,
  decimal4,
  decimalPlaces,
  gteField,
  lteField,
  maxDecimals,
  notTooLarge,
  number,
  numberMax,
  numberMin,
  numberRange,
  parseDecimal,
  positiveDecimal,
  positiveInteger,
} from './numbers.ts';

describe('parsing', () => {
  it.each(['0', '-3', '12.5', '0.0001', '007', 12.5, 0])('reads %j as a number', (v) => expect(parseDecimal(v)).not.toBeNull());
  it.each(['', 'abc', '1,234', '1.', '.5', '1e5', '+1', ' ', '1 000', Infinity, NaN])('refuses %j', (v) => {
    expect(parseDecimal(v)).toBeNull();
  });
  it('counts decimal places as written', () => {
    expect(decimalPlaces('1.50')).toBe(2);
    expect(decimalPlaces('10')).toBe(0);
    expect(decimalPlaces(0.125)).toBe(3);
  });
});

describe('number rules', () => {
  it('number, range, min, max', () => {
    expect(number('x')).toEqual({ code: 'number' });
    expect(numberRange(1, 100)('100')).toBeNull();
    expect(numberRange(1, 100)('100.0001')).toEqual({ code: 'number_range', min: 1, max: 100 });
    expect(numberRange(1, 100)('0.9999')).toEqual({ code: 'number_range', min: 1, max: 100 });
    expect(numberRange(1, 100)('abc')).toEqual({ code: 'number' });
    expect(numberMin(0.01)('0.01')).toBeNull();
    expect(numberMin(0.01)('0.009')).toEqual({ code: 'number_min', min: 0.01 });
    expect(numberMax(5)('5.00001')).toEqual({ code: 'number_max', max: 5 });
  });
  it('compares decimals exactly (no float rounding)', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; the limit 0.3 must accept '0.3' and refuse one ten-thousandth more
    expect(numberMax(0.3)('0.3')).toBeNull();
    expect(numberMax(0.3)('0.3000000000000000001')).not.toBeNull();
  });
  it('large number: at most 12 digits before the point', () => {
    expect(notTooLarge()('999999999999.9999')).toBeNull();
    expect(notTooLarge()('1000000000000')).toEqual({ code: 'large_number', max: 12 });
    expect(notTooLarge()('-1000000000000')).toEqual({ code: 'large_number', max: 12 });
  });
  it('positive integer and decimal', () => {
    expect(positiveInteger('1')).toBeNull();
    expect(positiveInteger(42)).toBeNull();
    for (const v of ['0', '-1', '1.0', '1.5', 'x', 1.5]) expect(positiveInteger(v), String(v)).toEqual({ code: 'positive_integer' });
    expect(positiveDecimal('0.0001')).toBeNull();
    for (const v of ['0', '0.0', '-0.5', 'x']) expect(positiveDecimal(v), v).toEqual({ code: 'positive_decimal' });
  });
  it('decimal places: 4 and 2', () => {
    expect(decimal4('1.2345')).toBeNull();
    expect(decimal4('1.23456')).toEqual({ code: 'decimal_places', max: 4 });
    expect(decimal2('1.23')).toBeNull();
    expect(decimal2('1.234')).toEqual({ code: 'decimal_places', max: 2 });
    expect(maxDecimals(0)('3')).toBeNull();
    expect(decimal4('x')).toEqual({ code: 'number' });
    expect(decimal4('')).toBeNull();
  });
  it('greater / less or equal to another field, skipped while the other is empty', () => {
    const form = { min_payout: '10.5', max_payout: '20' };
    expect(gteField('min_payout')('10.5', form)).toBeNull();
    expect(gteField('min_payout')('10.4999', form)).toEqual({ code: 'gte_field', min: 10.5 });
    expect(lteField('max_payout')('20.01', form)).toEqual({ code: 'lte_field', max: 20 });
    expect(lteField('max_payout')('19', form)).toBeNull();
    expect(gteField('min_payout')('1', { min_payout: '' })).toBeNull();
    expect(gteField('min_payout')('1')).toBeNull();
  });
});
