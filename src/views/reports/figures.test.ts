import { describe, expect, it } from 'vitest';
import { formatsFor } from '../app/formats.ts';
import { translator } from '../../i18n/translate.ts';
import { delta, deltaLabel, figureText, withDelta } from './figures.ts';

const LL = translator('en');

const USD = formatsFor('en', 'USD', 'UTC');
describe('report figures', () => {
  it('formats counts, money, EPC and CR', () => {
    expect(figureText('clicks', 1234567, USD)).toBe('1,234,567');
    expect(figureText('payout', '1234.5000', USD)).toBe('1,234.50');
    expect(figureText('epc', '0.1234', USD)).toBe('0.1234');
    expect(figureText('cr', '12.5', USD)).toBe('12.50%');
  });
  it('computes the change against the previous period', () => {
    expect(delta(150, 100)).toEqual({ dir: 'up', percent: '50.0' });
    expect(delta('75.00', '100.00')).toEqual({ dir: 'down', percent: '25.0' });
    expect(delta(100, 100)).toEqual({ dir: 'same', percent: '' });
    expect(delta(5, 0)).toEqual({ dir: 'new', percent: '' });
    expect(delta(0, 0)).toEqual({ dir: null, percent: '' });
    // a loss that grows is "down" in value even with a negative base
    expect(delta(-20, -10).dir).toBe('down');
  });
  it('marks the text and says the change in words', () => {
    expect(withDelta('150', delta(150, 100))).toBe('150 ▲ 50.0%');
    expect(withDelta('50', delta(50, 100))).toBe('50 ▼ 50.0%');
    expect(withDelta('5', delta(5, 0))).toBe('5');
    expect(deltaLabel(LL, delta(150, 100), '100')).toBe('Up 50.0% from the previous period (100)');
    expect(deltaLabel(LL, delta(5, 0), '0')).toBe('New: nothing in the previous period');
  });
});
