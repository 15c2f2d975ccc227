import type { Filters, ReportSource, SortState } from './source.ts';

/**
 * The rows of one query (sort + filters) of a ReportTable, kept as blocks of `blockSize` rows keyed
 * by block number: block b holds rows [b·size, b·size + size). Rows are never copied into one big
 * array and a loaded block is never re-rendered as a whole: the view reads single rows by index.
 *
 * Keyset paging: block b is fetched with the cursor block b−1 returned, so a source without
 * `cursorAt` is walked forward block by block (a far jump shows loading rows while the walk catches
 * up); a source with `cursorAt` fetches any block directly. Far-away blocks are dropped past
 * `maxBlocks` (their cursors stay), so a million-row scroll holds a bounded number of rows.
 * A new query (`reset`) aborts everything in flight and starts again from cursor null.
 */
export interface StoreSnapshot {
  /** changes on every update (React re-renders on it) */
  version: number;
  /** total rows when known: from the source, from `initialTotal`, or exact once the last page came */
  total: number | null;
  /** rows known to exist so far (the highest loaded row + 1) */
  loaded: number;
  /** the last page has arrived */
  ended: boolean;
  loading: boolean;
  error: unknown;
}

export interface RowStoreOptions {
  blockSize: number;
  /** rows known before the first page (sizes the scrollbar at once) */
  initialTotal?: number | null;
  maxBlocks?: number;
  /** concurrent requests at most */
  maxInFlight?: number;
}

export class RowStore<Row> {
  private blocks = new Map<number, Row[]>();
  private cursors = new Map<number, string | null>([[0, null]]);
  private inflight = new Map<number, AbortController>();
  private listeners = new Set<() => void>();
  private snap: StoreSnapshot;
  private sort: SortState | null = null;
  /** blocks of the last ensure() (eviction keeps the ones nearest to it) */
  private view: [number, number] = [0, 0];
  private filters: Filters = {};
  readonly blockSize: number;
  private readonly maxBlocks: number;
  private readonly maxInFlight: number;
  private readonly initialTotal: number | null;

  private readonly source: ReportSource<Row>;
  constructor(source: ReportSource<Row>, opts: RowStoreOptions) {
    this.source = source;
    this.blockSize = Math.max(1, opts.blockSize);
    this.maxBlocks = opts.maxBlocks ?? 400;
    this.maxInFlight = opts.maxInFlight ?? 3;
    this.initialTotal = opts.initialTotal ?? null;
    this.snap = { version: 0, total: this.initialTotal, loaded: 0, ended: false, loading: false, error: null };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): StoreSnapshot => this.snap;

  /** The row at `index`, or undefined while its block is not loaded. */
  row(index: number): Row | undefined {
    return this.blocks.get(Math.floor(index / this.blockSize))?.[index % this.blockSize];
  }

  /** Rows in block b once it has loaded (the last block may be short), else undefined. */
  blockLength(b: number): number | undefined {
    return this.blocks.get(b)?.length;
  }

  /**
   * New sort or filters: forget every row and cursor, abort what is in flight. `silent` skips the
   * notification (a React render that resets reads the new snapshot itself).
   */
  reset(sort: SortState | null, filters: Filters, silent = false): void {
    for (const c of this.inflight.values()) c.abort();
    this.inflight.clear();
    this.blocks.clear();
    this.cursors = new Map([[0, null]]);
    this.sort = sort;
    this.filters = filters;
    this.snap = { version: this.snap.version + 1, total: this.initialTotal, loaded: 0, ended: false, loading: false, error: null };
    if (!silent) this.emit();
  }

  /** Make rows first..last available (fetching what is missing); `ahead` more blocks are prefetched. */
  ensure(first: number, last: number, ahead = 1): void {
    // after a failure nothing is fetched until retry(): a failing server is not hammered on every render
    if (this.snap.error !== null) return;
    const size = this.blockSize;
    const lo = Math.max(0, Math.floor(first / size));
    let hi = Math.floor(Math.max(first, last) / size) + ahead;
    const total = this.snap.total;
    if (total !== null) hi = Math.min(hi, Math.max(0, Math.ceil(total / size) - 1));
    for (let b = lo; b <= hi; b++) {
      if (this.inflight.size >= this.maxInFlight) break;
      if (this.blocks.has(b) || this.inflight.has(b)) continue;
      const target = this.fetchable(b);
      if (target !== null && !this.blocks.has(target) && !this.inflight.has(target)) this.fetch(target);
      if (target !== b) break; // walking forward: the next ensure (after this page) continues
    }
    this.view = [lo, hi];
    this.evict();
  }

  /** Block to fetch to make progress towards `b`: b itself when reachable, else the walk's next step. */
  private fetchable(b: number): number | null {
    if (this.cursors.has(b) || this.source.cursorAt) return b;
    let step = b;
    while (step > 0 && !this.cursors.has(step)) step--;
    // the cursor of `step` is known; its block must be loaded before the next one can be asked for
    return this.inflight.has(step) ? null : step;
  }

  private fetch(b: number): void {
    if (this.snap.ended && b * this.blockSize >= this.snap.loaded) return;
    const cursor = this.cursors.has(b)
      ? (this.cursors.get(b) ?? null)
      : (this.source.cursorAt?.(b * this.blockSize, this.sort, this.filters) ?? null);
    const controller = new AbortController();
    this.inflight.set(b, controller);
    this.update({ loading: true });
    this.source
      .fetchPage(cursor, this.sort, this.filters, controller.signal, this.blockSize)
      .then((page) => {
        if (controller.signal.aborted) return;
        this.inflight.delete(b);
        this.blocks.set(b, page.rows);
        this.cursors.set(b + 1, page.next_cursor);
        this.evict();
        const end = b * this.blockSize + page.rows.length;
        const ended = page.next_cursor === null;
        this.update({
          loaded: Math.max(this.snap.loaded, end),
          ended: this.snap.ended || ended,
          total: ended ? end : (page.total ?? this.snap.total),
          loading: this.inflight.size > 0,
          error: null,
        });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        this.inflight.delete(b);
        this.update({ loading: this.inflight.size > 0, error });
      });
  }

  /** Drop the blocks farthest from the view once more than maxBlocks are held. */
  private evict(): void {
    if (this.blocks.size <= this.maxBlocks) return;
    const [lo, hi] = this.view;
    const far = [...this.blocks.keys()].sort(
      (a, b) => Math.min(Math.abs(b - lo), Math.abs(b - hi)) - Math.min(Math.abs(a - lo), Math.abs(a - hi)),
    );
    for (const b of far.slice(0, this.blocks.size - this.maxBlocks)) this.blocks.delete(b);
  }

  /** Clear the error; the next ensure() fetches again. */
  retry(): void {
    this.update({ error: null });
  }

  /** Abort everything (the table unmounts). */
  dispose(): void {
    for (const c of this.inflight.values()) c.abort();
    this.inflight.clear();
  }

  private update(patch: Partial<StoreSnapshot>): void {
    this.snap = { ...this.snap, ...patch, version: this.snap.version + 1 };
    this.emit();
  }

  private emit(): void {
    for (const l of this.listeners) l();
  }
}
