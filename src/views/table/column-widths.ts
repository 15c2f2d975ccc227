import { fontFamily, fontSize, fontWeight } from '../system/tokens.ts';
import type { ReportColumn } from './columns.ts';

/*
 * How wide each column of the analyst table is (decision 047). A figure is never cut: a numeric
 * column is as wide as its widest text among its header, the totals row and the rows seen so far, plus the cell's
 * padding; text columns keep their set width and ellipsize, the whole value in the cell's `title`.
 * Widths only grow while the same columns are shown, so scrolling never makes the columns jump back.
 */

/** px a column has when its definition names none */
export const DEFAULT_COLUMN_WIDTH = 140;
/** the cell's inline padding (table.css.ts `cell`: 10px each side) plus 4px for sub-pixel rounding of fonts */
export const CELL_INSET = 24;

/** px of `text` as a cell shows it; `bold` for the totals row */
export type MeasureText = (text: string, bold: boolean) => number;

/**
 * Without a canvas (tests, a browser refusing one): an upper bound in the body font at the table's
 * size. Tabular digits and their separators are at most 0.6em in the system fonts of the stack, a
 * space 0.35em, a mark such as ▲ or a capital at most 1em; bold is up to 8% wider.
 */
export function estimateTextWidth(text: string, bold: boolean, px = parseFloat(fontSize.md)): number {
  let em = 0;
  for (const ch of text) em += /[0-9.,%+\-$]/.test(ch) ? 0.6 : ch === ' ' ? 0.35 : 1;
  return Math.ceil(em * px * (bold ? 1.08 : 1));
}

let canvas: CanvasRenderingContext2D | null | undefined;
/** Measures with the page's own fonts on a canvas; falls back to the estimate where there is none. */
export function canvasMeasure(): MeasureText {
  if (canvas === undefined) {
    try {
      canvas = typeof document === 'undefined' ? null : (document.createElement('canvas').getContext('2d') ?? null);
    } catch {
      canvas = null;
    }
  }
  const ctx = canvas;
  if (!ctx) return estimateTextWidth;
  const cache = new Map<string, number>();
  return (text, bold) => {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let w = cache.get(key);
    if (w === undefined) {
      ctx.font = `${bold ? fontWeight.bold : fontWeight.regular} ${fontSize.md} ${fontFamily.body}`;
      // canvas has no tabular-nums: 4% covers fonts whose tabular digits are wider than their default ones
      w = Math.ceil(ctx.measureText(text).width * 1.04);
      if (cache.size > 5000) cache.clear();
      cache.set(key, w);
    }
    return w;
  };
}

/**
 * The width of each column: `previous` (same columns, earlier rows) never shrinks; a numeric column
 * grows to fit the widest of `foot` (the totals row's texts, by column index) and the `rows`' values.
 */
export function fitColumnWidths<Row>(
  leaf: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  foot: readonly string[],
  measure: MeasureText,
  previous: readonly number[] = [],
): number[] {
  return leaf.map((c, ci) => {
    const base = Math.max(c.width ?? DEFAULT_COLUMN_WIDTH, previous[ci] ?? 0);
    if (c.pin && !c.numeric) {
      // the row's name asks for its whole text (up to PIN_MAX_WIDTH): it is what a row is read by (decision 065)
      let widest = 0;
      for (const r of rows) widest = Math.max(widest, measure(c.value(r), false));
      return Math.max(base, Math.min(PIN_MAX_WIDTH, widest + CELL_INSET));
    }
    if (!c.numeric) return base;
    // its header too: a right-aligned title wider than the figures lost its start ("…nhấp duy nhất")
    let widest = Math.max(foot[ci] ? measure(foot[ci], true) : 0, measure(c.header, true));
    for (const r of rows) widest = Math.max(widest, measure(c.value(r), false));
    return Math.max(base, widest + CELL_INSET);
  });
}

/** `grid-template-columns` of the widths */
export const columnTemplate = (widths: readonly number[]) => widths.map((w) => `${w}px`).join(' ');

/** px a text column may shrink to when the grid is short of room (its own `minWidth` wins) */
export const TEXT_MIN_WIDTH = 140;
/** px the row's name (the pinned column) may grow to for its longest text; past it the name ellipsizes */
export const PIN_MAX_WIDTH = 360;
/** the share of a phone's box the pinned name takes at most: the figures beside it stay in sight */
export const PIN_PHONE_SHARE = 0.5;

export interface FittedColumns {
  /** the indexes of the columns shown, in the order shown */
  shown: number[];
  /** their widths, in the same order */
  widths: number[];
}

/**
 * Which columns the analyst grid shows in a box `room` px wide, and how wide (decision 065). When
 * every column fits at its width, all of them, in the user's order. Else: the pinned column (the row's
 * name) first and always; then the others by priority (1 first) and the user's order while they fit
 * at their narrowest (a text column shrinks to `minWidth`, a figure never) — a priority-3 column only
 * while everything fits whole; the room left is shared among the text columns back towards their
 * widths. `room` 0 (not measured) shows everything.
 */
export function fitReportColumns<Row>(leaf: readonly ReportColumn<Row>[], widths: readonly number[], room: number): FittedColumns {
  const all = leaf.map((_, i) => i);
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (room <= 0 || total <= room) return { shown: all, widths: [...widths] };
  const least = leaf.map((c, i) => (c.numeric ? widths[i]! : Math.min(widths[i]!, c.minWidth ?? TEXT_MIN_WIDTH)));
  const order = [...all].sort(
    (a, b) => Number(Boolean(leaf[b]!.pin)) - Number(Boolean(leaf[a]!.pin)) || (leaf[a]!.priority ?? 2) - (leaf[b]!.priority ?? 2) || a - b,
  );
  const kept = new Set<number>();
  let used = 0; // at their narrowest
  let whole = 0; // at their widths
  for (const i of order) {
    const c = leaf[i]!;
    // a column of the lowest priority never squeezes the others: it comes only when all fit whole
    const fits = c.priority === 3 ? whole + widths[i]! <= room : used + least[i]! <= room;
    if (!c.pin && !fits) continue;
    kept.add(i);
    used += least[i]!;
    whole += widths[i]!;
  }
  // pinned first, then the user's order
  const shown = [...kept].sort((a, b) => Number(Boolean(leaf[b]!.pin)) - Number(Boolean(leaf[a]!.pin)) || a - b);
  let spare = Math.max(0, room - used);
  // the room left goes to the row's name first (whole, it is what the row is read by), then to the others
  for (const i of shown) {
    if (!leaf[i]!.pin) continue;
    const more = Math.min(spare, widths[i]! - least[i]!);
    least[i]! += more;
    spare -= more;
  }
  const short = shown.map((i) => widths[i]! - least[i]!);
  const wanted = short.reduce((sum, w) => sum + w, 0);
  const give = wanted > 0 ? Math.min(1, spare / wanted) : 0;
  const fitted = shown.map((i, k) => {
    const extra = Math.floor(short[k]! * give);
    spare -= extra;
    return least[i]! + extra;
  });
  // the pixels rounding left over, one by one to the columns still short of their width
  for (let k = 0; spare >= 1 && k < shown.length; k++) {
    const more = Math.min(Math.floor(spare), widths[shown[k]!]! - fitted[k]!);
    fitted[k]! += more;
    spare -= more;
  }
  return { shown, widths: fitted };
}

/**
 * The analyst grid on a phone (a box narrower than CARDS_BELOW, decision 065): the row's name pinned
 * at the start — at most PIN_PHONE_SHARE of the box, its text wrapping onto more lines rather than
 * cut — then the columns ranked by priority (1, then 2, each in the user's order) scrolling sideways
 * beside it under the scroll cue; priority 3 gives way (the note above the grid names them). Hiding
 * columns until the rest fits left one column of a report on a phone, with nothing to swipe to.
 */
export function phoneReportColumns<Row>(leaf: readonly ReportColumn<Row>[], widths: readonly number[], room: number): FittedColumns {
  const rank = (c: ReportColumn<Row>) => (c.pin ? 0 : (c.priority ?? 2));
  const shown = leaf
    .map((c, i) => ({ i, rank: rank(c) }))
    .filter((c) => c.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((c) => c.i);
  const nameWidth = Math.max(TEXT_MIN_WIDTH - 20, Math.floor(room * PIN_PHONE_SHARE));
  return { shown, widths: shown.map((i) => (leaf[i]!.pin ? Math.min(widths[i]!, nameWidth) : widths[i]!)) };
}
