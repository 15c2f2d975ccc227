import Decimal from 'decimal.js';
import { MONEY_KEYS, type Figures } from '../../domain/reports/schema.ts';
import type { Formats } from '../app/formats.ts';

/**
 * Display of dashboard figures. Counts are integers, money and rates decimal strings (decision 024):
 * they are formatted from the exact value with the currency's separators; only the chart geometry
 * reads them as numbers (`plotValue`), never what a user reads.
 */
export type FigureKey = keyof Figures;

const isMoney = (key: string) => (MONEY_KEYS as readonly string[]).includes(key);

export function formatFigure(key: FigureKey | string, value: string | number, fmt: Formats): string {
  if (key === 'cr') return fmt.percent(value, 2, 2);
  if (key === 'epc') return fmt.number(value, 4, 2);
  if (isMoney(key)) return fmt.money(value);
  return fmt.number(value, 0);
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
export function deltaOf(percent: string | null, fmt: Formats): { direction: Direction; value: string } {
  if (percent === null) return { direction: 'none', value: '' };
  const d = new Decimal(percent);
  const direction: Direction = d.isZero() ? 'flat' : d.isNegative() ? 'down' : 'up';
  return { direction, value: fmt.number(d.abs(), 2) };
}

/** ▲ / ▼ / = as a visible mark; the words are in the accessible label next to it. */
export const ARROWS: Record<Direction, string> = { up: '▲', down: '▼', flat: '=', none: '–' };
