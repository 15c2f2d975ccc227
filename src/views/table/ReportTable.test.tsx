import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTable, SYNTHETIC_COLUMNS } from '../../../tests/support/dom/table.tsx';
import { syntheticRow, syntheticSource, type ReportSource, type SortState, type SyntheticRow } from './source.ts';

afterEach(cleanup);

const MILLION = 1_000_000;
const press = (el: Element, key: string, extra: Record<string, boolean> = {}) =>
  act(() => {
    fireEvent.keyDown(el, { key, ...extra });
  });
const activeCell = (grid: HTMLElement) => {
  const id = grid.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const scrollTo = (top: number) =>
  act(() => {
    const scroller = screen.getByRole('grid').parentElement!;
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  });

function recording(total: number, withTotal = true) {
  const fetches: { cursor: string | null; sort: SortState | null }[] = [];
  const base = syntheticSource(total, { onFetch: (cursor, sort) => fetches.push({ cursor, sort }) });
  const source: ReportSource<SyntheticRow> = withTotal
    ? base
    : { fetchPage: async (...args) => ({ ...(await base.fetchPage(...args)), total: undefined }) };
  return { source, fetches };
}

describe('ReportTable over 1,000,000 synthetic rows', () => {
  it('is a grid with the full row count that renders one screen of rows and asks for one page', async () => {
    const { source, fetches } = recording(MILLION);
    const { grid } = renderTable({ report: 'bench', label: 'Bench', columns: SYNTHETIC_COLUMNS, source, totalRows: MILLION });
    await screen.findByText('Offer 1');
    // 2 header rows + a million body rows
    expect(grid().getAttribute('aria-rowcount')).toBe(String(MILLION + 2));
    const rows = grid().querySelectorAll('[role="rowgroup"]:nth-child(2) > [role="row"]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(60);
    expect(fetches.map((f) => f.cursor)).toEqual([null, '100']); // the screen + one page ahead
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('3');
  });

  it('arrows, Home/End and Ctrl+End move the active cell; the far end loads by seeking', async () => {
    const { source, fetches } = recording(MILLION);
    const { grid } = renderTable({ report: 'bench', label: 'Bench', columns: SYNTHETIC_COLUMNS, source, totalRows: MILLION });
    await screen.findByText('Offer 1');
    await press(grid(), 'ArrowDown');
    await press(grid(), 'ArrowDown');
    await press(grid(), 'ArrowRight');
    expect(activeCell(grid())?.textContent).toBe(SYNTHETIC_COLUMNS[1]!.value({ day: '2026-01-03' } as SyntheticRow));
    await press(grid(), 'End');
    expect(activeCell(grid())?.textContent).toBe(String(syntheticRow(2).clicks));
    await press(grid(), 'End', { ctrlKey: true });
    // reveal() scrolled the (scaled) container to the last row; the browser then fires scroll
    await act(async () => {
      fireEvent.scroll(grid().parentElement!);
    });
    await waitFor(() => expect(activeCell(grid())?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe(String(MILLION + 2)));
    await waitFor(() => expect(activeCell(grid())?.textContent).toBe(String(syntheticRow(MILLION - 1).clicks)));
    expect(fetches.some((f) => f.cursor === '999900')).toBe(true);
    expect(fetches.length).toBeLessThan(8);
  });

  it('Shift+arrows select rows, Ctrl+C copies the active cell or the selected rows, Enter opens', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onOpen = vi.fn();
    const { source } = recording(MILLION);
    const { grid } = renderTable({ report: 'bench', label: 'Bench', columns: SYNTHETIC_COLUMNS, source, totalRows: MILLION, onOpen });
    await screen.findByText('Offer 1');
    await press(grid(), 'ArrowRight');
    await press(grid(), 'ArrowRight');
    await press(grid(), 'c', { ctrlKey: true });
    expect(writeText).toHaveBeenLastCalledWith('Offer 1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Copied to the clipboard'));
    await press(grid(), 'ArrowDown', { shiftKey: true });
    await press(grid(), 'ArrowDown', { shiftKey: true });
    expect(grid().querySelectorAll('[role="row"][aria-selected="true"]').length).toBe(3);
    expect(screen.getByText(/3 rows selected/)).toBeTruthy();
    await press(grid(), 'c', { metaKey: true });
    expect(writeText).toHaveBeenLastCalledWith(
      ['1\t2026-01-01\tOffer 1\t0', '2\t2026-01-02\tOffer 2\t919', '3\t2026-01-03\tOffer 3\t838'].join('\n'),
    );
    await press(grid(), 'Enter');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 3, offer: 'Offer 3' }), 2);
  });

  it('onSelectionChange hears the active row, then the Shift range with its loaded rows', async () => {
    const onSelectionChange = vi.fn();
    const { source } = recording(MILLION);
    const { grid } = renderTable({
      report: 'bench',
      label: 'Bench',
      columns: SYNTHETIC_COLUMNS,
      source,
      totalRows: MILLION,
      onSelectionChange,
    });
    await screen.findByText('Offer 1');
    const last = () => onSelectionChange.mock.lastCall![0] as { rows: SyntheticRow[]; count: number };
    await waitFor(() => expect(last().rows.map((r) => r.id)).toEqual([1]));
    await press(grid(), 'ArrowDown');
    await press(grid(), 'ArrowDown', { shiftKey: true });
    await press(grid(), 'ArrowDown', { shiftKey: true });
    expect(last()).toEqual({
      count: 3,
      rows: [expect.objectContaining({ id: 2 }), expect.objectContaining({ id: 3 }), expect.objectContaining({ id: 4 })],
    });
    await press(grid(), 'Escape');
    expect(last().rows.map((r) => r.id)).toEqual([4]);
  });

  it('without a known total, the next keyset page loads as the user nears the end', async () => {
    const { source, fetches } = recording(MILLION, false);
    const { grid } = renderTable({ report: 'bench', label: 'Bench', columns: SYNTHETIC_COLUMNS, source });
    await screen.findByText('Offer 1');
    // first page + one ahead (its cursor came with the first page)
    await waitFor(() => expect(fetches.map((f) => f.cursor)).toEqual([null, '100']));
    expect(screen.getByText('200 rows loaded')).toBeTruthy();
    // 200 rows loaded + 1 loading row (+ 2 header rows)
    expect(grid().getAttribute('aria-rowcount')).toBe('203');
    // near the end of what is loaded: the next page (cursor 200) and one ahead (300)
    await scrollTo(190 * 32);
    await waitFor(() => expect(fetches.map((f) => f.cursor)).toEqual([null, '100', '200', '300']));
    await waitFor(() => expect(screen.getByText('400 rows loaded')).toBeTruthy());
  });

  it('sorting from a header or with S starts again from the first cursor', async () => {
    const { source, fetches } = recording(MILLION);
    const onSortChange = vi.fn();
    const { grid } = renderTable({ report: 'bench', label: 'Bench', columns: SYNTHETIC_COLUMNS, source, totalRows: MILLION, onSortChange });
    await screen.findByText('Offer 1');
    await scrollTo(150 * 32);
    await waitFor(() => expect(fetches.length).toBeGreaterThan(2));
    fireEvent.click(screen.getByRole('button', { name: 'Id' }));
    // the new query starts at cursor null even before the browser reports the scroll back to the top
    expect(fetches.at(-2)).toEqual({ cursor: null, sort: { id: 'id', desc: false } });
    await act(async () => {
      fireEvent.scroll(grid().parentElement!);
    });
    expect(screen.getByRole('columnheader', { name: /Id/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(grid().parentElement!.scrollTop).toBe(0);
    // S on the active column (Id) turns the sort to descending: the first row is now the last id
    await press(grid(), 's');
    await act(async () => {
      fireEvent.scroll(grid().parentElement!);
    });
    await waitFor(() => expect(fetches.some((f) => f.cursor === null && f.sort?.desc === true)).toBe(true));
    await screen.findByText('1000000');
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'id', desc: true });
    expect(screen.getByRole('status').textContent).toBe('Sorted by Id, descending');
  });
});
