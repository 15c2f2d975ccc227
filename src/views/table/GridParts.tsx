import { rowSortingFeature, tableFeatures, type ReactTable } from '@tanstack/react-table';
import { memo } from 'react';
import type { ReportColumn } from './columns.ts';
import type { GridCursor } from './grid-keys.ts';
import type { SortState } from './source.ts';
import * as css from './table.css.ts';

/** The TanStack Table features every report table uses (sorting is manual: the server sorts). */
export const features = tableFeatures({ rowSortingFeature });
type Features = typeof features;

/** What TanStack Table sees: only the rows on screen, each with its index in the whole result. */
export interface WindowRow<Row> {
  index: number;
  /** undefined while its page is loading */
  row: Row | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the selected state is not read here
type Table<Row> = ReactTable<Features, WindowRow<Row>, any>;

/** Two header rows: the column-settings groups (spanning their columns), then the columns. */
function Head<Row>({
  table,
  leaf,
  cols,
  rowHeight,
  sort,
  onSort,
}: {
  table: Table<Row>;
  leaf: readonly ReportColumn<Row>[];
  /** grid-template-columns (column-widths.ts) */
  cols: string;
  rowHeight: number;
  sort: SortState | null;
  onSort: (key: string) => void;
}) {
  return (
    <div role="rowgroup" className={css.head}>
      {table.getHeaderGroups().map((hg, level) => (
        <div role="row" key={hg.id} aria-rowindex={level + 1} className={css.row} style={{ gridTemplateColumns: cols, height: rowHeight }}>
          {hg.headers.map((h) => {
            const style = { gridColumn: `span ${h.colSpan}` };
            if (level === 0) {
              return (
                <div
                  role="columnheader"
                  key={h.id}
                  aria-colspan={h.colSpan}
                  className={css.groupCell}
                  style={style}
                  title={typeof h.column.columnDef.header === 'string' ? h.column.columnDef.header : undefined}
                >
                  {h.isPlaceholder ? null : <table.FlexRender header={h} />}
                </div>
              );
            }
            const def = leaf.find((c) => c.key === h.column.id);
            const dir = sort?.id === h.column.id ? (sort.desc ? 'descending' : 'ascending') : undefined;
            return (
              <div
                role="columnheader"
                key={h.id}
                aria-sort={h.column.getCanSort() ? (dir ?? 'none') : undefined}
                className={`${def?.numeric ? `${css.headCell} ${css.numeric}` : css.headCell}${def?.pin ? ` ${css.pinned}` : ''}`}
                style={style}
                title={def?.header}
              >
                {h.column.getCanSort() ? (
                  // not a tab stop: the grid keeps focus; S sorts from the keyboard
                  <button type="button" tabIndex={-1} className={css.sortButton} onClick={() => onSort(h.column.id)}>
                    <table.FlexRender header={h} />
                    {dir === 'ascending' ? ' ▲' : dir === 'descending' ? ' ▼' : ''}
                  </button>
                ) : (
                  <table.FlexRender header={h} />
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/**
 * The header does not change while the body scrolls: it re-renders only for new columns, row height or
 * sort (its header groups come from the columns; `onSort` must be stable), not on every scrolled frame.
 */
export const GridHead = memo(
  Head,
  (a, b) => a.leaf === b.leaf && a.cols === b.cols && a.rowHeight === b.rowHeight && a.sort === b.sort && a.onSort === b.onSort,
) as typeof Head;

export interface GridBodyProps<Row> {
  table: Table<Row>;
  leaf: readonly ReportColumn<Row>[];
  /** grid-template-columns (column-widths.ts) */
  cols: string;
  rowHeight: number;
  /** index of the first row of this page in the whole result (pages mode), else 0 */
  pageStart: number;
  /** px of the body (scaled past the browser's height cap) */
  bodyHeight: number;
  /** px from the body's top of row `index` */
  top: (index: number) => number;
  cellId: (row: number, col: number) => string;
  active: GridCursor;
  isSelected: (index: number) => boolean;
  onCell: (row: number, col: number, shift: boolean) => void;
  onOpen: (index: number) => void;
  loadingText: (index: number) => string;
}

/** The rows on screen, absolutely placed; a row whose page has not arrived shows a loading cell. */
export function GridBody<Row>(p: GridBodyProps<Row>) {
  const cols = p.cols;
  const rows = p.table.getRowModel().rows;
  return (
    <div role="rowgroup" style={{ position: 'relative', height: p.bodyHeight }}>
      {rows.map((r) => {
        const { index, row } = r.original;
        // keyed by slot (index modulo the rows on screen), not by row: a row leaving the screen is reused
        // for the one entering it, so scrolling updates texts instead of creating and removing elements
        // (a scrollbar drag through a million rows replaces every row each frame; `npm run bench:scroll`)
        return (
          <div
            role="row"
            key={index % rows.length}
            aria-rowindex={p.pageStart + index + 3}
            aria-selected={p.isSelected(index)}
            data-index={index}
            className={css.bodyRow}
            style={{ gridTemplateColumns: cols, height: p.rowHeight, width: '100%', transform: `translateY(${p.top(index)}px)` }}
            onDoubleClick={() => p.onOpen(index)}
          >
            {row === undefined ? (
              <div
                role="gridcell"
                id={p.cellId(index, p.active.col)}
                aria-colindex={1}
                className={`${css.cell} ${css.placeholder}`}
                style={{ gridColumn: `span ${Math.max(1, p.leaf.length)}` }}
              >
                {p.loadingText(index)}
              </div>
            ) : (
              p.leaf.map((def, ci) => (
                // the column's own value(), as its accessor cell would render it, without building the
                // table's cell objects and a FlexRender per cell on every scrolled frame
                <div
                  role="gridcell"
                  key={def.key}
                  id={p.cellId(index, ci)}
                  aria-colindex={ci + 1}
                  data-active={p.active.row === index && p.active.col === ci}
                  data-row-name={def.pin ? '' : undefined}
                  className={`${def.numeric ? css.numeric : css.cell}${def.pin ? ` ${css.pinned}` : ''}`}
                  // a text cell may ellipsize: its whole value on hover (figures are never cut: column-widths.ts),
                  // whatever it draws (a link, lines of changes): the cell is what the ellipsis cuts
                  title={def.numeric ? undefined : def.value(row)}
                  onMouseDown={(e) => p.onCell(index, ci, e.shiftKey)}
                >
                  {def.render ? def.render(row) : def.value(row)}
                </div>
              ))
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The sticky totals row (spec 3 reports: "Total" then each column's sum as the server computed it). */
function Foot<Row>({
  texts,
  leaf,
  cols,
  rowHeight,
  rowIndex,
}: {
  /** the cell texts by column index (footTexts) */
  texts: readonly string[];
  leaf: readonly ReportColumn<Row>[];
  cols: string;
  rowHeight: number;
  rowIndex: number;
}) {
  return (
    <div role="rowgroup" className={css.foot}>
      <div role="row" aria-rowindex={rowIndex} className={css.row} style={{ gridTemplateColumns: cols, height: rowHeight }}>
        {leaf.map((c, ci) => (
          <div
            role="gridcell"
            key={c.key}
            aria-colindex={ci + 1}
            className={`${c.numeric ? css.numeric : css.cell}${c.pin ? ` ${css.pinned}` : ''}`}
          >
            {texts[ci]}
          </div>
        ))}
      </div>
    </div>
  );
}
/** The totals row's texts by column index: the server's sums by key, the label under the first column. */
export const footTexts = <Row,>(leaf: readonly ReportColumn<Row>[], totals: Readonly<Record<string, string>>, label: string) =>
  leaf.map((c, ci) => totals[c.key] ?? (ci === 0 ? label : ''));

/** Same totals, columns and position → no re-render while scrolling. */
export const GridFoot = memo(Foot) as typeof Foot;
