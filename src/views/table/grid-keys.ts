/**
 * The keyboard of a ReportTable (role grid), as a pure function: the active cell moves with the
 * arrows, Home/End (row start/end; with Ctrl or Cmd the first/last row), PageUp/PageDown (one
 * screen of rows); Shift+↑/↓ extends a row range from an anchor (Shift+Home/End to the first/last
 * row), Escape drops it; Enter asks to open the row, Ctrl/Cmd+C to copy the active cell.
 */
export interface GridCursor {
  row: number;
  col: number;
  /** where a Shift range started; null: no range */
  anchor: number | null;
}

export interface GridSize {
  rows: number;
  cols: number;
  /** rows on one screen (PageUp/PageDown) */
  page: number;
}

export type GridAction = 'open' | 'copy' | null;

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export interface KeyResult {
  cursor: GridCursor;
  action: GridAction;
  /** the grid used the key (the view then prevents the browser's default) */
  handled: boolean;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, Math.max(0, max)));

export function gridKey(c: GridCursor, e: KeyInput, size: GridSize): KeyResult {
  const mod = Boolean(e.ctrlKey || e.metaKey);
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  const moveRow = (row: number): KeyResult => {
    const to = clamp(row, lastRow);
    // Shift keeps (or starts) the range; a plain move drops it
    const anchor = e.shiftKey ? (c.anchor ?? c.row) : null;
    return { cursor: { ...c, row: to, anchor }, action: null, handled: true };
  };
  const moveCol = (col: number): KeyResult => ({ cursor: { ...c, col: clamp(col, lastCol) }, action: null, handled: true });
  if (e.altKey) return { cursor: c, action: null, handled: false };
  switch (e.key) {
    case 'ArrowDown':
      return moveRow(c.row + 1);
    case 'ArrowUp':
      return moveRow(c.row - 1);
    case 'ArrowRight':
      return e.shiftKey ? unhandled(c) : moveCol(c.col + 1);
    case 'ArrowLeft':
      return e.shiftKey ? unhandled(c) : moveCol(c.col - 1);
    case 'PageDown':
      return moveRow(c.row + Math.max(1, size.page));
    case 'PageUp':
      return moveRow(c.row - Math.max(1, size.page));
    case 'Home':
      return mod || e.shiftKey ? moveRow(0) : moveCol(0);
    case 'End':
      return mod || e.shiftKey ? moveRow(lastRow) : moveCol(lastCol);
    case 'Escape':
      return c.anchor === null ? unhandled(c) : { cursor: { ...c, anchor: null }, action: null, handled: true };
    case 'Enter':
      return { cursor: c, action: 'open', handled: true };
    case 'c':
    case 'C':
      return mod ? { cursor: c, action: 'copy', handled: true } : unhandled(c);
    default:
      return unhandled(c);
  }
}

const unhandled = (c: GridCursor): KeyResult => ({ cursor: c, action: null, handled: false });

/** The selected row range [from, to] (inclusive), or null. */
export function selectedRange(c: GridCursor): [number, number] | null {
  return c.anchor === null ? null : [Math.min(c.anchor, c.row), Math.max(c.anchor, c.row)];
}

export function isSelected(c: GridCursor, row: number): boolean {
  const r = selectedRange(c);
  return r !== null && row >= r[0] && row <= r[1];
}

/** Rows copied at most: a range over a million rows would build a string the clipboard refuses. */
export const COPY_ROWS = 10_000;

/**
 * What Ctrl/Cmd+C copies: the selected rows' cells, tab-separated, a line each (loaded rows only, at
 * most COPY_ROWS), or the active cell alone when no range is selected.
 */
export function cellsText<Row>(
  c: GridCursor,
  rowAt: (index: number) => Row | undefined,
  columns: readonly { value: (row: Row) => string }[],
): string {
  const range = selectedRange(c);
  if (!range) {
    const row = rowAt(c.row);
    const column = columns[c.col];
    return row !== undefined && column ? column.value(row) : '';
  }
  return Array.from({ length: Math.min(range[1] - range[0] + 1, COPY_ROWS) }, (_, k) => rowAt(range[0] + k))
    .filter((row) => row !== undefined)
    .map((row) => columns.map((column) => column.value(row)).join('\t'))
    .join('\n');
}
