import { MONEY_KEYS, type Figures } from '../../domain/reports/schema.ts';
import type { LL } from '../../i18n/translate.ts';
import type { Formats } from '../app/formats.ts';

/**
 * How a report figure reads: counts with separators, money in the brand's currency, CR as a percent,
 * and the change against the previous period as ▲/▼ with the percent and an accessible sentence.
 */
export type FigureKey = keyof Figures;
const MONEY = new Set<string>(MONEY_KEYS);

export function figureText(key: FigureKey, value: string | number, fmt: Formats): string {
  if (MONEY.has(key)) return fmt.money(String(value));
  if (key === 'epc') return fmt.money(String(value), 4);
  if (key === 'cr') return fmt.percent(String(value), 2, 2);
  return fmt.number(String(value), 0);
}

export interface Delta {
  /** 'up' | 'down' | 'same' | 'new' (nothing before) | null (nothing now nor before) */
  dir: 'up' | 'down' | 'same' | 'new' | null;
  /** absolute change in percent, 1 decimal ('12.5'); '' for same/new/null */
  percent: string;
}

/**
 * Change from `previous` to `current` in percent of `previous`. Numbers are decimal strings from the
 * server; a display rounded to one decimal does not need exact arithmetic.
 */
export function delta(current: string | number, previous: string | number): Delta {
  const c = Number(current);
  const p = Number(previous);
  if (!Number.isFinite(c) || !Number.isFinite(p)) return { dir: null, percent: '' };
  if (p === 0) return c === 0 ? { dir: null, percent: '' } : { dir: 'new', percent: '' };
  const change = ((c - p) / Math.abs(p)) * 100;
  const percent = Math.abs(change).toFixed(1);
  if (percent === '0.0') return { dir: 'same', percent: '' };
  return { dir: change > 0 ? 'up' : 'down', percent };
}

/** The cell text with its mark ("1,234 ▲ 12.5%") — what Ctrl+C copies and the totals row shows. */
export function withDelta(text: string, d: Delta): string {
  if (d.dir === 'up') return `${text} ▲ ${d.percent}%`;
  if (d.dir === 'down') return `${text} ▼ ${d.percent}%`;
  return text;
}

/** The sentence a screen reader hears for the mark. */
export function deltaLabel(ll: LL, d: Delta, previousText: string): string {
  const t = ll.reportViews.delta;
  if (d.dir === 'up') return t.up({ percent: d.percent, previous: previousText });
  if (d.dir === 'down') return t.down({ percent: d.percent, previous: previousText });
  if (d.dir === 'same') return t.same();
  if (d.dir === 'new') return t.fresh();
  return '';
}
