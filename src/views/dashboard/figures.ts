import Decimal from 'decimal.js';
import { MONEY_KEYS, type Figures } from '../../domain/reports/schema.ts';
import { formatMoney, formatNumber } from '../../i18n/format.ts';

/**
 * Display of dashboard figures. Counts are integers, money and rates decimal strings (decision 024):
 * they are formatted from the exact value with the currency's separators; only the chart geometry
 * reads them as numbers (`plotValue`), never what a user reads.
 */
export type FigureKey = keyof Figures;

const isMoney = (key: string) => (MONEY_KEYS as readonly string[]).includes(key);

export function formatFigure(key: FigureKey | string, value: string | number, currency: string): string {
  if (key === 'cr') return `${formatNumber(value, { currency, maxDecimals: 2, minDecimals: 2 })}%`;
  if (key === 'epc') return formatNumber(value, { currency, maxDecimals: 4, minDecimals: 2 });
  if (isMoney(key)) return formatMoney(value, currency);
  return formatNumber(value, { currency, maxDecimals: 0 });
}

/** A value as a number for scales and bar lengths (pixels tolerate binary floats; text does not). */
export function plotValue(value: string | number): number {
  try {
    return new Decimal(value).toNumber();
  } catch {
    return 0;
  }
}

export type Direction = 'up' | 'down' | 'flat' | 'none';

/** The direction and absolute size of a change in percent (`delta_percent`, null without a previous value). */
export function deltaOf(percent: string | null, currency: string): { direction: Direction; value: string } {
  if (percent === null) return { direction: 'none', value: '' };
  const d = new Decimal(percent);
  const direction: Direction = d.isZero() ? 'flat' : d.isNegative() ? 'down' : 'up';
  return { direction, value: formatNumber(d.abs(), { currency, maxDecimals: 2 }) };
}

/** ▲ / ▼ / = as a visible mark; the words are in the accessible label next to it. */
export const ARROWS: Record<Direction, string> = { up: '▲', down: '▼', flat: '=', none: '–' };
