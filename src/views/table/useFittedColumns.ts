import { useMemo, useRef } from 'react';
import { canvasMeasure, fitColumnWidths, fitReportColumns, phoneReportColumns } from './column-widths.ts';
import { groupsOf, type ReportColumn, type ShownGroup } from './columns.ts';
import { footTexts } from './GridParts.tsx';

/**
 * The columns' widths for the rows on screen and the totals (fitColumnWidths): they only grow while the
 * same columns are shown, and the same array comes back while nothing grew, so the memoized header
 * does not re-render on a scrolled frame.
 */
function useColumnWidths<Row>(leaf: readonly ReportColumn<Row>[], rows: readonly Row[], foot: readonly string[]): number[] {
  const measure = useMemo(() => canvasMeasure(), []);
  const last = useRef<{ leaf: readonly ReportColumn<Row>[]; widths: number[] } | null>(null);
  const previous = last.current?.leaf === leaf ? last.current.widths : [];
  const next = fitColumnWidths(leaf, rows, foot, measure, previous);
  if (previous.length === next.length && next.every((w, i) => w === previous[i])) return previous;
  last.current = { leaf, widths: next };
  return next;
}

/**
 * The columns of a report table that fit its box (decision 065): the row's name first and the rest while
 * they fit (fitReportColumns); on a phone the name pinned and the rest by priority beside it
 * (phoneReportColumns); all of them when the user asked to see every column. Arrays come back the same
 * while their columns are, so the memoized header does not re-render on a scrolled frame.
 */
export function useFittedColumns<Row>(p: {
  groups: readonly ShownGroup<Row>[];
  /** every column the settings enable */
  allLeaf: readonly ReportColumn<Row>[];
  /** the rows on screen, measured for the widths */
  rows: readonly Row[];
  totals: Readonly<Record<string, string>> | null;
  totalsLabel: string;
  /** the box's width, px */
  room: number;
  phone: boolean;
  showAll: boolean;
}) {
  const { groups, allLeaf, totals, totalsLabel, room, phone, showAll } = p;
  const allWidths = useColumnWidths(
    allLeaf,
    p.rows,
    useMemo(() => (totals ? footTexts(allLeaf, totals, totalsLabel) : []), [allLeaf, totals, totalsLabel]),
  );
  const fitted = useMemo(
    () =>
      showAll
        ? { shown: allLeaf.map((_, i) => i), widths: allWidths }
        : phone
          ? phoneReportColumns(allLeaf, allWidths, room)
          : fitReportColumns(allLeaf, allWidths, room),
    [showAll, phone, allLeaf, allWidths, room],
  );
  const shownKey = fitted.shown.join(' ');
  // by value: a new array of the same columns keeps the memoized header
  const leaf = useMemo(() => fitted.shown.map((i) => allLeaf[i]!), [allLeaf, shownKey]);
  const widthsKey = fitted.widths.join(' ');
  const widths = useMemo(() => fitted.widths, [widthsKey]);
  const hiddenNames = allLeaf.filter((_, i) => !fitted.shown.includes(i)).map((c) => c.header);
  const foot = useMemo(() => (totals ? footTexts(leaf, totals, totalsLabel) : []), [leaf, totals, totalsLabel]);
  const fitGroups = useMemo(() => groupsOf(groups, leaf), [groups, leaf]);
  return { leaf, widths, hiddenNames, foot, fitGroups };
}
