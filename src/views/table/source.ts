/**
 * How ReportTable gets its rows: one `fetchPage` per keyset page. The table never asks for an
 * offset; it passes back the `next_cursor` the previous page returned (null for the first page).
 * A source that can start anywhere (an offset-paged report, the synthetic bench source) may also
 * implement `cursorAt(index)`, which lets the scrollbar jump far ahead without walking every page.
 */
export interface SortState {
  /** column key */
  id: string;
  desc: boolean;
}

/** Server-side filters: whatever the report's filter bar produces (query-string friendly values). */
export type Filters = Readonly<Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>>;

export interface PageResult<Row> {
  rows: Row[];
  next_cursor: string | null;
  /** total rows of the filtered result when the server knows it (sizes the scrollbar) */
  total?: number;
}

export interface ReportSource<Row> {
  /** `limit`: rows the table wants (its page or block size); a source that pages its own way may ignore it */
  fetchPage(cursor: string | null, sort: SortState | null, filters: Filters, signal: AbortSignal, limit?: number): Promise<PageResult<Row>>;
  /** optional: a cursor that starts at row `index` (sources that can seek) */
  cursorAt?(index: number, sort: SortState | null, filters: Filters): string | null;
}

export interface SyntheticRow {
  id: number;
  day: string;
  offer: string;
  partner: string;
  clicks: number;
  conversions: number;
  payout: string;
}

/**
 * A source of `total` rows computed from the row index (never an array of them): the bench page and
 * the tests scroll a million rows with it. The cursor is the index of the next row, so it can seek.
 * Sorting by `id` descending reverses the order; other sorts keep it (the data is synthetic).
 */
export function syntheticRow(index: number): SyntheticRow {
  const day = new Date(Date.UTC(2026, 0, 1) + (index % 365) * 86_400_000).toISOString().slice(0, 10);
  const clicks = (index * 7919) % 1000;
  return {
    id: index + 1,
    day,
    offer: `Offer ${(index % 97) + 1}`,
    partner: `Partner ${(index % 31) + 1}`,
    clicks,
    conversions: clicks % 37,
    payout: ((clicks % 37) * 1.25).toFixed(2),
  };
}

export interface SyntheticOptions {
  pageSize?: number;
  /** ms before each page resolves (0: next microtask) */
  delay?: number;
  /** called on every fetch (tests count requests and check the cursor) */
  onFetch?: (cursor: string | null, sort: SortState | null, filters: Filters) => void;
}

export function syntheticSource(total: number, opts: SyntheticOptions = {}): ReportSource<SyntheticRow> {
  const defaultSize = opts.pageSize ?? 100;
  return {
    async fetchPage(cursor, sort, filters, signal, limit) {
      opts.onFetch?.(cursor, sort, filters);
      const pageSize = limit ?? defaultSize;
      if (opts.delay) await new Promise((resolve) => setTimeout(resolve, opts.delay));
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      const start = cursor === null ? 0 : Number(cursor);
      const end = Math.min(total, start + pageSize);
      const rows: SyntheticRow[] = [];
      for (let i = start; i < end; i++) rows.push(syntheticRow(sort?.id === 'id' && sort.desc ? total - 1 - i : i));
      return { rows, next_cursor: end < total ? String(end) : null, total };
    },
    cursorAt: (index) => String(index),
  };
}
