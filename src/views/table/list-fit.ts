/*
 * Which columns of a list table give way when its box is too narrow (decision 065). Pure, so the
 * order is tested without a layout; ListTable measures and asks.
 */

/** What a cell is: it decides where the cell goes in a card and whether the column may give way. */
export type ColumnRole = 'select' | 'name' | 'status' | 'figure' | 'detail' | 'actions';
/** 1: always shown (the row's name, status, key figures, actions); 2: while there is room; 3: the first to give way */
export type ColumnPriority = 1 | 2 | 3;

export interface FitColumn {
  key: string;
  role?: ColumnRole;
  priority?: ColumnPriority;
}

/** The select box, the name and the actions are what make a row usable: they never give way. */
const KEPT: ReadonlySet<ColumnRole> = new Set(['select', 'name', 'actions']);

/** The select box, name and actions are 1 whatever is asked; a status is 1 unless the page says otherwise; the rest 2. */
export const priorityOf = (c: FitColumn): ColumnPriority =>
  c.role && KEPT.has(c.role) ? 1 : (c.priority ?? (c.role === 'status' ? 1 : 2));

/**
 * The keys of the columns that may give way, in the order they do: the lowest priority first and,
 * within one priority, the rightmost first (a table reads from its start).
 */
export function giveWayOrder(columns: readonly FitColumn[]): string[] {
  return columns
    .map((c, index) => ({ key: c.key, priority: priorityOf(c), index }))
    .filter((c) => c.priority > 1)
    .sort((a, b) => b.priority - a.priority || b.index - a.index)
    .map((c) => c.key);
}

/** Below this many px of box a card list reads better than any table: a phone, a narrow panel. */
export const CARDS_BELOW = 560;

export interface Fit {
  /** how many columns of `giveWayOrder` are hidden */
  hidden: number;
  /** rows read as cards */
  cards: boolean;
}

/**
 * The fit to start from when the box is `width` px wide: everything shown (the measuring pass hides
 * columns one by one until the table fits), or cards at once on a narrow box of a card list.
 * `width` 0 means not measured (tests, a hidden tab): the plain table.
 */
export const startFit = (width: number, layout: 'cards' | 'pinned'): Fit => ({
  hidden: 0,
  cards: layout === 'cards' && width > 0 && width < CARDS_BELOW,
});

/**
 * The next fit after a measure: the table is `tableWidth` px in a box `boxWidth` px wide. Hide the next
 * column while one may give way; a card list whose essential columns still do not fit turns into
 * cards; `null` when nothing changes (it fits, or nothing more can give way).
 */
export function nextFit(fit: Fit, tableWidth: number, boxWidth: number, canHide: number, layout: 'cards' | 'pinned'): Fit | null {
  if (fit.cards || boxWidth <= 0 || tableWidth <= boxWidth + 1) return null;
  if (fit.hidden < canHide) return { ...fit, hidden: fit.hidden + 1 };
  return layout === 'cards' ? { ...fit, cards: true } : null;
}
