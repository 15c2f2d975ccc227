import { describe, expect, it } from 'vitest';
import { formatsFor } from '../app/formats.ts';
import { deltaOf, formatFigure, plotValue } from './figures.ts';

const USD = formatsFor('en', 'USD', 'UTC');
const VND = formatsFor('vi', 'VND', 'UTC');
describe('dashboard figures', () => {
  it('formats counts, money, CR and EPC from exact values', () => {
    expect(formatFigure('clicks', 1234567, USD)).toBe('1,234,567');
    expect(formatFigure('payout', '1234.5000', USD)).toBe('1,234.50');
    expect(formatFigure('revenue', '1234567.0000', VND)).toBe('1.234.567');
    expect(formatFigure('cr', '3.1', USD)).toBe('3.10%');
    expect(formatFigure('epc', '0.1234', USD)).toBe('0.1234');
    expect(formatFigure('epc', '2.0000', USD)).toBe('2.00');
  });

  it('tells the direction and size of a change', () => {
    expect(deltaOf('12.50', USD)).toEqual({ direction: 'up', value: '12.5' });
    expect(deltaOf('-3.00', USD)).toEqual({ direction: 'down', value: '3' });
    expect(deltaOf('0.00', USD)).toEqual({ direction: 'flat', value: '0' });
    expect(deltaOf(null, USD)).toEqual({ direction: 'none', value: '' });
    expect(deltaOf('-1234.5', VND).value).toBe('1.234,5');
  });

  it('plots decimal strings as numbers and anything else as 0', () => {
    expect(plotValue('12.3400')).toBe(12.34);
    expect(plotValue('x')).toBe(0);
  });
});
