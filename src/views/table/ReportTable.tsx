import { createColumnHelper, useTable, type SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import { Button } from '../system/Button.tsx';
import { ScrollCues, useScrollEdges } from '../system/TableScroll.tsx';
import { ColumnSettingsDialog } from './ColumnSettingsDialog.tsx';
import { shownGroups, useReportColumns, type ReportColumn } from './columns.ts';
import type { ExportFormat } from './export.ts';
import { cellsText, gridKey, isSelected, selectedRange, type GridCursor } from './grid-keys.ts';
import { columnTemplate } from './column-widths.ts';
import { CARDS_BELOW } from './list-fit.ts';
import { features, GridBody, GridFoot, GridHead, type WindowRow } from './GridParts.tsx';
import { PageControls, PAGE_SIZES } from './PageControls.tsx';
import type { Filters, ReportSource, SortState } from './source.ts';
import * as css from './table.css.ts';
import { TableToolbar } from './TableToolbar.tsx';
import { useBoxWidth } from './useBoxWidth.ts';
import { useFittedColumns } from './useFittedColumns.ts';
import { useGridVirtualizer } from './useGridVirtualizer.ts';
import { useRowStore } from './useRowStore.ts';

export interface ReportTableProps<Row> {
  /** column-settings key of the report (src/domain/profile/columns.ts), e.g. 'performance' */
  report: string;
  /** accessible name of the grid */
  label: string;
  columns: readonly ReportColumn<Row>[];
  source: ReportSource<Row>;
  /** server-side filters; a change (by value) restarts from the first page */
  filters?: Filters;
  defaultSort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** rows known up front: the scrollbar has its full height at once */
  totalRows?: number | null;
  /** sticky totals row, text by column key */
  totals?: Readonly<Record<string, string>> | null;
  /** Enter or double-click on a row */
  onOpen?: (row: Row, index: number) => void;
  /**
   * The selection changed: the Shift range, or the active row when there is no range. `count` is the
   * range's size; `rows` its loaded rows, looked up only up to `SELECTION_LOOKUP` (a bulk action's cap).
   */
  onSelectionChange?: (selection: TableSelection<Row>) => void;
  /** server export URL of the current query; shows Export CSV / XLSX */
  exportUrl?: (format: ExportFormat, sort: SortState | null, filters: Filters) => string;
  exportName?: string;
  /** 'scroll': keyset infinite scroll; 'pages': one page at a time (spec 1 §9 sizes) */
  mode?: 'scroll' | 'pages';
  /** scroll: rows per request (default 100); pages: the first page size (default 25) */
  pageSize?: number;
  pageSizes?: readonly number[];
  /** px of the scroll container at most (default 480); a short result takes only the rows' height */
  height?: number;
  rowHeight?: number;
}

const EMPTY: Filters = {};
/** At most this many selected rows are handed to `onSelectionChange` (bulk actions take up to 1000). */
export const SELECTION_LOOKUP = 1000;
export interface TableSelection<Row> {
  rows: Row[];
  count: number;
}

/**
 * The one table of every report: TanStack Table (columns, header groups from the user's column
 * settings, server-side sort state) over rows virtualized with TanStack Virtual and fetched page by
 * page from `source`. Only the rows on screen are given to TanStack Table (a window of ~40), so a
 * million-row result costs what one screen costs. Focus stays on the grid element; the active cell
 * is its aria-activedescendant. See docs/decisions/023-analyst-table.md.
 */
export function ReportTable<Row>(p: ReportTableProps<Row>) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const t = LL.table;
  const gridId = useId();
  const mode = p.mode ?? 'scroll';
  const scrollRef = useRef<HTMLDivElement>(null);
  // the box's width (fitReportColumns): on a phone the name wraps onto more lines, so rows are taller
  const room = useBoxWidth(scrollRef);
  const phone = room > 0 && room < CARDS_BELOW;
  const rowHeight = phone ? Math.max(p.rowHeight ?? 32, PHONE_ROW_HEIGHT) : (p.rowHeight ?? 32);
  const filters = p.filters ?? EMPTY;
  const [sort, setSortState] = useState<SortState | null>(p.defaultSort ?? null);
  const [pageSize, setPageSize] = useState(p.pageSize ?? (mode === 'pages' ? PAGE_SIZES[0]! : 100));
  const [page, setPage] = useState(0);
  const [cursor, setCursor] = useState<GridCursor>({ row: 0, col: 0, anchor: null });
  const [announce, setAnnounce] = useState('');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const edges = useScrollEdges(scrollRef);
  const cols = useReportColumns(p.report);
  const groups = useMemo(() => shownGroups(cols.settings, p.columns, LL), [cols.settings, p.columns, LL]);
  // every column the settings enable; `leaf` below is what fits the box (decision 065)
  const allLeaf = useMemo(() => groups.flatMap((g) => g.columns), [groups]);
  const [showAll, setShowAll] = useState(false);
  const [store, snap] = useRowStore(p.source, pageSize, sort, filters, mode === 'scroll' ? (p.totalRows ?? null) : null);
  // after a new sort or filters the view jumps to the top, but the virtualizer learns it only from the
  // next scroll event: until then the top is what is fetched, not the old position
  const backToTop = useRef(false);
  // a new sort or new filters (by value, as the store compares them) is a new query: page 1, the first
  // row, the top of the scroll — else a keyset source walks every page up to the old position
  const nextQueryKey = JSON.stringify([sort, filters]);
  const [queryKey, setQueryKey] = useState(nextQueryKey);
  if (queryKey !== nextQueryKey) {
    setQueryKey(nextQueryKey);
    setPage(0);
    setCursor((c) => ({ ...c, row: 0, anchor: null }));
    backToTop.current = true;
  }

  const pageStart = mode === 'pages' ? page * pageSize : 0;
  // pages: the page's rows once loaded, placeholders until then; scroll: every row known, +1 loading row
  const count =
    mode === 'pages'
      ? (store.blockLength(page) ?? (snap.ended && pageStart >= snap.loaded ? 0 : pageSize))
      : (snap.total ?? snap.loaded + (snap.ended ? 0 : 1));
  const chrome = rowHeight * (2 + (p.totals ? 1 : 0));
  const height = p.height ?? 480;
  // the box is as tall as its rows, up to that height: one row of activity is not a screen of empty grid
  // (+2 for the border, room for the empty message, and for a sideways scrollbar once every column is
  // shown). The virtualizer keeps the full height: a box shorter than it has nothing to scroll anyway.
  const empty = snap.ended && snap.loaded === 0;
  const boxHeight = Math.min(height, chrome + Math.max(1, count) * rowHeight + 2 + (empty ? 48 : 0) + (showAll ? 16 : 0));
  const { virtualizer, reveal, realTop, scale } = useGridVirtualizer(scrollRef, { count, rowHeight, height, chrome });
  // rows of a new height (a phone turned, a window narrowed): the virtualizer forgets the sizes it knew
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;

  // done once the virtualizer has seen the top (not `first === 0`: a reset store counts one row until
  // its first page comes, which would end the jump before the scroll happened)
  if (backToTop.current && (virtualizer.scrollOffset ?? 0) < rowHeight) backToTop.current = false;
  const scrolledQuery = useRef(queryKey);
  useEffect(() => {
    if (scrolledQuery.current === queryKey) return;
    scrolledQuery.current = queryKey;
    virtualizer.scrollToOffset(0);
  }, [queryKey, virtualizer]);
  const screenRows = Math.ceil(scale.view / rowHeight);
  // fetch what the screen shows (+1 block ahead while scrolling; pages fetch only their own block)
  useEffect(() => {
    if (mode === 'pages') store.ensure(pageStart, pageStart + pageSize - 1, 0);
    else if (backToTop.current) store.ensure(0, screenRows, 1);
    else store.ensure(first, last, 1);
  }, [store, snap.version, mode, pageStart, pageSize, first, last, screenRows]);

  const setSort = (next: SortState | null) => {
    setSortState(next); // the query key changes: back to the top (above)
    p.onSortChange?.(next);
    const column = leaf.find((c) => c.key === next?.id)?.header ?? '';
    setAnnounce(next ? (next.desc ? t.sortedDesc({ column }) : t.sortedAsc({ column })) : t.unsorted());
  };
  const cycleSort = (key: string) => setSort(sort?.id !== key ? { id: key, desc: false } : sort.desc ? null : { id: key, desc: true });
  // stable for the memoized header (it must not re-render on every scrolled frame)
  const cycleSortRef = useRef(cycleSort);
  cycleSortRef.current = cycleSort;
  const onHeadSort = useCallback((key: string) => cycleSortRef.current(key), []);
  const openSettings = useCallback(() => setSettingsOpen(true), []);
  const exportUrl = p.exportUrl;
  const urlOf = useCallback((f: ExportFormat) => exportUrl!(f, sort, filters), [exportUrl, sort, filters]);

  const rowAt = (i: number) => store.row(pageStart + i);
  // scroll: the virtual window; pages: the whole page (at most 200 rows)
  const data: WindowRow<Row>[] = useMemo(
    () =>
      (mode === 'pages' ? Array.from({ length: count }, (_, index) => index) : items.map((v) => v.index)).map((index) => ({
        index,
        row: store.row(pageStart + index),
      })),
    [mode, count, items, store, pageStart, snap.version],
  );
  const rowsOnScreen = data.map((w) => w.row).filter((r) => r !== undefined);
  const { leaf, widths, hiddenNames, foot, fitGroups } = useFittedColumns<Row>({
    groups,
    allLeaf,
    rows: rowsOnScreen,
    totals: p.totals ?? null,
    totalsLabel: t.totals(),
    room,
    phone,
    showAll,
  });
  // a narrower set of columns: the cursor stays on a column that is there
  if (leaf.length > 0 && cursor.col >= leaf.length) setCursor((c) => ({ ...c, col: leaf.length - 1 }));
  const colTemplate = useMemo(() => columnTemplate(widths), [widths]);
  const helper = createColumnHelper<typeof features, WindowRow<Row>>();
  const columnDefs = useMemo(
    () =>
      fitGroups.map((g) =>
        helper.group({
          id: `group:${g.key}`,
          header: g.name,
          columns: helper.columns(
            g.columns.map((c) =>
              helper.accessor((w) => (w.row === undefined ? '' : c.value(w.row)), {
                id: c.key,
                header: c.header,
                enableSorting: Boolean(c.sortable),
              }),
            ),
          ),
        }),
      ),
    [fitGroups],
  );
  const sorting: SortingState = useMemo(() => (sort ? [{ id: sort.id, desc: sort.desc }] : []), [sort]);
  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (w) => String(w.index),
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: () => undefined, // sorting is driven by cycleSort (one server-side column)
  });

  const activeId = (row: number, col: number) => `${gridId}-r${row}-c${col}`;
  const rendered = mode === 'pages' ? cursor.row < count : items.some((v) => v.index === cursor.row);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(cellsText(cursor, rowAt, leaf));
      setAnnounce(t.copied());
    } catch {
      setAnnounce(t.copyFailed());
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!e.ctrlKey && !e.metaKey && !e.altKey && (e.key === 's' || e.key === 'S')) {
      const c = leaf[cursor.col];
      if (c?.sortable) cycleSort(c.key);
      e.preventDefault();
      e.stopPropagation();
      return;
    }
    const res = gridKey(cursor, e, { rows: count, cols: leaf.length, page: Math.max(1, Math.floor(scale.view / rowHeight)) });
    if (!res.handled) return;
    e.preventDefault();
    e.stopPropagation();
    setCursor(res.cursor);
    if (mode === 'scroll') reveal(res.cursor.row);
    if (res.action === 'open') {
      const r = rowAt(res.cursor.row);
      if (r !== undefined) p.onOpen?.(r, pageStart + res.cursor.row);
    }
    if (res.action === 'copy') void copy();
  };
  const onCell = (row: number, col: number, shift: boolean) => setCursor((c) => ({ row, col, anchor: shift ? (c.anchor ?? c.row) : null }));
  const range = selectedRange(cursor);
  const total = snap.total;
  // tell the page what is selected whenever the cursor moves or rows arrive (a ref: no re-run on a new callback)
  const onSelection = useRef(p.onSelectionChange);
  onSelection.current = p.onSelectionChange;
  useEffect(() => {
    if (!onSelection.current) return;
    const [from, to] = selectedRange(cursor) ?? [cursor.row, cursor.row];
    const rows: Row[] = [];
    for (let i = from; i <= Math.min(to, from + SELECTION_LOOKUP - 1); i++) {
      const r = store.row(pageStart + i);
      if (r !== undefined) rows.push(r);
    }
    onSelection.current({ rows, count: to - from + 1 });
  }, [cursor, store, snap.version, pageStart]);

  return (
    <div className={css.wrap}>
      <TableToolbar
        status={`${total !== null ? t.rows(fmt.count(total)) : t.rowsLoaded(fmt.count(snap.loaded))}${range ? ` · ${t.selected(fmt.count(range[1] - range[0] + 1))}` : ''}`}
        columnsLabel={t.columns.open()}
        onColumns={openSettings}
        exportUrl={exportUrl ? urlOf : undefined}
        exportName={p.exportName ?? p.report}
        totalRows={total}
        commands={`table.${p.report}`}
      />
      {(showAll || hiddenNames.length > 0) && (
        <p className={css.fitNote} data-slot="fit-note">
          {!showAll && <span>{LL.table.fit.hidden({ count: hiddenNames.length, names: someNames(hiddenNames) })}</span>}
          {/* a disclosure of the columns that did not fit (decision 098): it shows part of the table, acts on nothing */}
          <Button size="sm" tone="ghost" aria-expanded={showAll} aria-controls={gridId} onPress={() => setShowAll((on) => !on)}>
            {showAll ? LL.table.fit.fit() : LL.table.fit.showAll()}
          </Button>
        </p>
      )}
      <span role="status" aria-live="polite" className={css.visuallyHidden}>
        {announce}
      </span>
      {snap.error !== null && (
        <div role="alert" className={css.error}>
          {t.loadFailed()}{' '}
          <Button size="sm" onPress={() => store.retry()}>
            {t.retry()}
          </Button>
        </div>
      )}
      <div className={css.frame} data-scroll-frame="">
        <div ref={scrollRef} className={css.scroller} style={{ height: boxHeight }}>
          <div
            role="grid"
            id={gridId}
            tabIndex={0}
            aria-label={p.label}
            aria-description={t.keyboardHint()}
            aria-multiselectable="true"
            aria-rowcount={(mode === 'pages' ? (total ?? -1) : count) + 2 + (p.totals ? 1 : 0)}
            aria-colcount={leaf.length}
            aria-activedescendant={rendered && leaf.length > 0 ? activeId(cursor.row, cursor.col) : undefined}
            className={css.grid}
            data-wrap-name={phone ? '' : undefined}
            onKeyDown={onKeyDown}
            style={{ width: widths.reduce((sum, w) => sum + w, 0) }}
          >
            <GridHead table={table} leaf={leaf} cols={colTemplate} rowHeight={rowHeight} sort={sort} onSort={onHeadSort} />
            <GridBody
              table={table}
              leaf={leaf}
              cols={colTemplate}
              rowHeight={rowHeight}
              pageStart={pageStart}
              bodyHeight={mode === 'pages' ? count * rowHeight : scale.realSize}
              top={(index) =>
                mode === 'pages' ? index * rowHeight : realTop(items.find((v) => v.index === index)?.start ?? index * rowHeight)
              }
              cellId={activeId}
              active={cursor}
              isSelected={(i) => isSelected(cursor, i)}
              onCell={onCell}
              onOpen={(i) => {
                const r = rowAt(i);
                if (r !== undefined) p.onOpen?.(r, pageStart + i);
              }}
              loadingText={(i) => t.loadingRow({ index: pageStart + i + 1 })}
            />
            {p.totals && (
              <GridFoot
                texts={foot}
                leaf={leaf}
                cols={colTemplate}
                rowHeight={rowHeight}
                rowIndex={(mode === 'pages' ? (total ?? count) : count) + 3}
              />
            )}
          </div>
          {empty && <p className={css.message}>{t.empty()}</p>}
        </div>
        <ScrollCues edges={edges} box={scrollRef} />
      </div>
      {mode === 'pages' && (
        <PageControls
          page={page}
          pageSize={pageSize}
          sizes={p.pageSizes ?? PAGE_SIZES}
          total={total}
          hasNext={total !== null ? (page + 1) * pageSize < total : !snap.ended || snap.loaded > (page + 1) * pageSize}
          onPage={(n) => {
            setPage(n);
            setCursor({ row: 0, col: cursor.col, anchor: null });
          }}
          onSize={(n) => {
            setPageSize(n);
            setPage(0);
            setCursor({ row: 0, col: cursor.col, anchor: null });
          }}
        />
      )}
      {settingsOpen && (
        <ColumnSettingsDialog settings={cols.settings} onSave={cols.save} onRestore={cols.restore} onClose={() => setSettingsOpen(false)} />
      )}
    </div>
  );
}

/** px of a row on a phone: three lines of the row's name at the small size (table.css.ts `pinned`, decision 065) */
const PHONE_ROW_HEIGHT = 52;

/** A few of the hidden columns' names: the note stays one line on a wide screen. */
const someNames = (names: readonly string[]) => (names.length > 4 ? `${names.slice(0, 4).join(', ')}, …` : names.join(', '));
