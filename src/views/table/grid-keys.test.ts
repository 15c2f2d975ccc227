import { describe, expect, it } from 'vitest';
import { cellsText, gridKey, isSelected, selectedRange, type GridCursor } from './grid-keys.ts';

const size = { rows: 1_000_000, cols: 5, page: 10 };
const at = (row: number, col = 0, anchor: number | null = null): GridCursor => ({ row, col, anchor });

describe('gridKey', () => {
  it('arrows move the active cell and stop at the edges', () => {
    expect(gridKey(at(0), { key: 'ArrowUp' }, size).cursor).toEqual(at(0));
    expect(gridKey(at(0), { key: 'ArrowDown' }, size).cursor).toEqual(at(1));
    expect(gridKey(at(3, 4), { key: 'ArrowRight' }, size).cursor).toEqual(at(3, 4));
    expect(gridKey(at(3, 4), { key: 'ArrowLeft' }, size).cursor).toEqual(at(3, 3));
    expect(gridKey(at(size.rows - 1), { key: 'ArrowDown' }, size).cursor.row).toBe(size.rows - 1);
  });

  it('Home/End go to the row ends; with Ctrl (or Cmd) to the first and last row', () => {
    expect(gridKey(at(7, 2), { key: 'Home' }, size).cursor).toEqual(at(7, 0));
    expect(gridKey(at(7, 2), { key: 'End' }, size).cursor).toEqual(at(7, 4));
    expect(gridKey(at(7, 2), { key: 'End', ctrlKey: true }, size).cursor).toEqual(at(999_999, 2));
    expect(gridKey(at(7, 2), { key: 'Home', metaKey: true }, size).cursor).toEqual(at(0, 2));
  });

  it('PageUp/PageDown move one screen of rows', () => {
    expect(gridKey(at(5), { key: 'PageDown' }, size).cursor.row).toBe(15);
    expect(gridKey(at(5), { key: 'PageUp' }, size).cursor.row).toBe(0);
  });

  it('Shift+arrows extend a row range from the anchor; a plain move or Escape drops it', () => {
    let c = gridKey(at(4), { key: 'ArrowDown', shiftKey: true }, size).cursor;
    c = gridKey(c, { key: 'ArrowDown', shiftKey: true }, size).cursor;
    expect(selectedRange(c)).toEqual([4, 6]);
    expect(isSelected(c, 5)).toBe(true);
    expect(isSelected(c, 7)).toBe(false);
    c = gridKey(c, { key: 'ArrowUp', shiftKey: true }, size).cursor;
    c = gridKey(c, { key: 'ArrowUp', shiftKey: true }, size).cursor;
    c = gridKey(c, { key: 'ArrowUp', shiftKey: true }, size).cursor;
    expect(selectedRange(c)).toEqual([3, 4]);
    expect(selectedRange(gridKey(c, { key: 'ArrowDown' }, size).cursor)).toBeNull();
    const esc = gridKey(c, { key: 'Escape' }, size);
    expect(esc.handled).toBe(true);
    expect(selectedRange(esc.cursor)).toBeNull();
    // Escape without a range is left to others (a dialog, the page)
    expect(gridKey(at(1), { key: 'Escape' }, size).handled).toBe(false);
  });

  it("Enter opens, Ctrl/Cmd+C copies, a plain c is not the grid's", () => {
    expect(gridKey(at(2), { key: 'Enter' }, size).action).toBe('open');
    expect(gridKey(at(2), { key: 'c', ctrlKey: true }, size).action).toBe('copy');
    expect(gridKey(at(2), { key: 'c', metaKey: true }, size).action).toBe('copy');
    expect(gridKey(at(2), { key: 'c' }, size).handled).toBe(false);
  });

  it('an empty grid keeps the cursor at 0', () => {
    expect(gridKey(at(0), { key: 'ArrowDown' }, { rows: 0, cols: 0, page: 10 }).cursor).toEqual(at(0));
  });
});

describe('cellsText (Ctrl/Cmd+C)', () => {
  const rows = [
    { id: 1, name: 'Alpha' },
    { id: 2, name: 'Beta' },
  ];
  const rowAt = (i: number) => rows[i];
  const columns = [{ value: (r: (typeof rows)[number]) => String(r.id) }, { value: (r: (typeof rows)[number]) => r.name }];

  it('copies the active cell alone without a range', () => {
    expect(cellsText({ row: 1, col: 1, anchor: null }, rowAt, columns)).toBe('Beta');
  });

  it('copies a range as tab-separated lines, in order whichever way it was drawn, skipping rows not loaded', () => {
    expect(cellsText({ row: 0, col: 0, anchor: 2 }, rowAt, columns)).toBe('1\tAlpha\n2\tBeta');
  });

  it('copies nothing from a row not loaded yet', () => {
    expect(cellsText({ row: 5, col: 0, anchor: null }, rowAt, columns)).toBe('');
  });
});
