import { useId, useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import { Button } from '../system/Button.tsx';
import * as css from '../system/list-table.css.ts';
import { visuallyHidden } from '../system/visually-hidden.css.ts';
import { TableScroll } from '../system/TableScroll.tsx';
import { useBoxWidth } from './useBoxWidth.ts';
import { giveWayOrder, nextFit, priorityOf, startFit, type ColumnPriority, type ColumnRole, type Fit } from './list-fit.ts';

export type { ColumnPriority, ColumnRole } from './list-fit.ts';

/** One column of a list table: what its cells show, what they are, and how much it matters. */
export interface ListColumn<Row> {
  key: string;
  /** the header's text; a card shows it before the field's value */
  label: string;
  /** where the cell goes in a card, and whether it may give way (select, name and actions never do) */
  role?: ColumnRole;
  /** 1 always shown, 2 while there is room (default), 3 the first to give way; a card leaves out 3 */
  priority?: ColumnPriority;
  /** the header's content when it is more than its text (a select-all box); `label` stays its name */
  head?: ReactNode;
  /** a sortable column: its header is a button with aria-sort */
  sort?: { direction: 'ascending' | 'descending' | null; onSort: () => void };
  /** what the cell shows; without it, `format(value(row))` or the value as text */
  cell?: (row: Row, index: number) => ReactNode;
  /** the cell's value … */
  value?: (row: Row) => unknown;
  /** … through the column's own formatter (a translation of a code, a date, a figure) */
  format?: (value: unknown, row: Row) => string;
  /** the whole text of a cell that may be cut */
  title?: (row: Row) => string | undefined;
  /** right-aligned tabular figures (the default of role "figure") */
  numeric?: boolean;
  /** a long text (a message) wraps instead of widening the table */
  wrap?: boolean;
  /** the cell is its row's header (`<th scope="row">`): tables of figures named by their first column */
  rowHeader?: boolean;
  /** users' own words (tags, messages) in whatever language they wrote them: lang="" (unknown, decision 066) */
  usersWords?: boolean;
}

/** What a page may set on a row element: ids for tests, focus handling, aria-current. */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { ref?: Ref<HTMLTableRowElement> } & Record<`data-${string}`, unknown>;

export interface ListTableProps<Row> {
  /** the table's name: its own label (the box it scrolls in is then a region of that name) … */
  label?: string;
  /** … and / or the id of the heading of the section it sits in (the box is then a group named by it) */
  labelledBy?: string;
  /** visually hidden caption (what a screen reader announces first) */
  caption?: string;
  /** `false` / `null` leave a column out (permissions) */
  columns: readonly (ListColumn<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** the row j / k is on: `data-active` */
  activeIndex?: number;
  /** rows ticked with x: `data-selected` (style only; a plain table's row may not carry aria-selected) */
  isSelected?: (row: Row) => boolean;
  onRowClick?: (index: number, row: Row) => void;
  rowAttributes?: (row: Row, index: number) => RowAttributes;
  /**
   * On a box too narrow for the table: 'cards' (lists of things: each row a card), or 'pinned'
   * (tables of figures: the name column stays, the figures scroll under the scroll cue).
   */
  layout?: 'cards' | 'pinned';
  className?: string;
  /** tests find the table by it */
  testId?: string;
}

const columnKey = (cols: readonly { key: string }[]) => cols.map((c) => c.key).join(' ');

/**
 * The one list table (decision 065). It fits its box: while the table is wider than the box, the
 * column of lowest priority gives way (a note above says which and offers them all back); a card
 * list on a phone, or one whose essential columns still do not fit, reads as cards; a box that still
 * scrolls (the user asked for every column) shows the scroll cue. Semantics stay a table in every
 * layout (explicit roles, since `display` changes drop them in some browsers); keyboard handling
 * stays with the page (`rowAttributes`, `activeIndex`).
 */
export function ListTable<Row>(p: ListTableProps<Row>) {
  const { LL } = useI18n();
  const t = LL.table.fit;
  const layout = p.layout ?? 'cards';
  const columns = useMemo(() => p.columns.filter((c): c is ListColumn<Row> => Boolean(c)), [p.columns]);
  const keys = columnKey(columns);
  const order = useMemo(() => giveWayOrder(columns), [columns]);
  const box = useRef<HTMLDivElement | null>(null);
  const tableRef = useRef<HTMLTableElement | null>(null);
  const width = useBoxWidth(box);
  const [showAll, setShowAll] = useState(false);
  const tableId = useId();
  // a new width, new columns or new rows measure again from everything shown (the layout effect
  // below hides columns one by one before the browser paints)
  const fitFor = `${width}|${keys}|${p.rows.map(p.rowKey).join(' ')}`;
  const [fit, setFit] = useState<{ for: string } & Fit>(() => ({ for: fitFor, ...startFit(width, layout) }));
  let current: Fit = fit;
  if (fit.for !== fitFor) {
    current = startFit(width, layout);
    setFit({ for: fitFor, ...current });
  }

  useLayoutEffect(() => {
    if (showAll || fit.for !== fitFor) return;
    const next = nextFit(fit, tableRef.current?.offsetWidth ?? 0, box.current?.clientWidth ?? 0, order.length, layout);
    if (next) setFit({ for: fitFor, ...next });
  });

  const cards = current.cards;
  const hiddenKeys = new Set(
    showAll ? [] : cards ? columns.filter((c) => priorityOf(c) === 3).map((c) => c.key) : order.slice(0, current.hidden),
  );
  const shown = columns.filter((c) => !hiddenKeys.has(c.key));
  const hiddenNames = columns.filter((c) => hiddenKeys.has(c.key)).map((c) => c.label);
  const hasSelect = shown.some((c) => c.role === 'select');
  const mayShowAll = showAll || hiddenNames.length > 0;

  return (
    <div className={p.className ? `${css.list} ${p.className}` : css.list} data-slot="list-table">
      {mayShowAll && (
        <p className={css.fitNote} data-slot="fit-note">
          {!showAll && <span>{t.hidden({ count: hiddenNames.length, names: hiddenNames.join(', ') })}</span>}
          {/* a disclosure of the columns that did not fit (decision 098): it shows part of the table, acts on nothing */}
          <Button size="sm" tone="ghost" aria-expanded={showAll} aria-controls={tableId} onPress={() => setShowAll((on) => !on)}>
            {showAll ? t.fit() : t.showAll()}
          </Button>
        </p>
      )}
      <TableScroll boxRef={box} {...(p.labelledBy !== undefined ? { labelledBy: p.labelledBy } : { label: p.label ?? '' })}>
        <table
          id={tableId}
          ref={tableRef}
          role="table"
          className={css.table}
          aria-label={p.label}
          aria-labelledby={p.label === undefined ? p.labelledBy : undefined}
          data-layout={cards ? 'cards' : layout === 'pinned' ? 'pinned' : 'table'}
          data-select={hasSelect ? '' : undefined}
          data-testid={p.testId}
        >
          {p.caption && <caption className={visuallyHidden}>{p.caption}</caption>}
          <thead role="rowgroup">
            <tr role="row">
              {shown.map((c) => (
                <HeadCell key={c.key} column={c} />
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {p.rows.map((row, index) => {
              const attributes = p.rowAttributes?.(row, index) ?? {};
              return (
                <tr
                  key={p.rowKey(row)}
                  role="row"
                  className={css.row}
                  data-active={p.activeIndex === undefined ? undefined : index === p.activeIndex}
                  data-selected={p.isSelected?.(row)}
                  onClick={p.onRowClick ? () => p.onRowClick!(index, row) : undefined}
                  {...attributes}
                >
                  {shown.map((c) => (
                    <BodyCell key={c.key} column={c} row={row} index={index} />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

const isNumeric = <Row,>(c: ListColumn<Row>) => c.numeric ?? c.role === 'figure';

function HeadCell<Row>({ column: c }: { column: ListColumn<Row> }) {
  const numeric = isNumeric(c);
  const sort = c.sort;
  const dir = sort?.direction ?? null;
  return (
    <th
      scope="col"
      role="columnheader"
      className={numeric ? css.headNumeric : css.headCell}
      aria-sort={sort ? (dir ?? 'none') : undefined}
      data-role={c.role ?? 'detail'}
      // what can be pressed stays visible when the rows are cards (select all, sorting); a select column
      // without a select-all box (one row at a time: radios) has nothing to press in its header
      data-press={sort || (c.role === 'select' && c.head !== undefined) ? '' : undefined}
    >
      {sort ? (
        <button type="button" className={css.headButton} onClick={sort.onSort}>
          {c.head ?? c.label}
          {dir === 'ascending' ? ' ▲' : dir === 'descending' ? ' ▼' : ''}
        </button>
      ) : (
        (c.head ?? c.label)
      )}
    </th>
  );
}

function BodyCell<Row>({ column: c, row, index }: { column: ListColumn<Row>; row: Row; index: number }) {
  const content = c.cell
    ? c.cell(row, index)
    : c.format
      ? c.format(c.value?.(row), row)
      : String((c.value?.(row) as string | number | null | undefined) ?? '');
  const props = {
    className: c.wrap ? css.wrapCell : isNumeric(c) ? css.numeric : css.cell,
    'data-role': c.role ?? 'detail',
    'data-column': c.key,
    'data-label': c.label,
    'data-row-name': c.role === 'name' ? '' : undefined,
    title: c.title?.(row),
    lang: c.usersWords ? '' : undefined,
  };
  return c.rowHeader ? (
    <th scope="row" role="rowheader" {...props}>
      {content}
    </th>
  ) : (
    <td role="cell" {...props}>
      {content}
    </td>
  );
}
