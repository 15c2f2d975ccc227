import { FIGURE_KEYS, type Figures, type PerformanceRow } from '../../../domain/reports/schema.ts';
import type { LL } from '../../../i18n/translate.ts';
import type { Formats } from '../../app/formats.ts';
import type { ReportColumn } from '../../table/columns.ts';
import { delta, deltaLabel, figureText, withDelta, type FigureKey } from '../figures.ts';
import * as css from '../reports.css.ts';

/**
 * The performance report's columns: id, name, then every figure of the API with its change against
 * the previous period (▲/▼ percent; the sentence for screen readers is the mark's label).
 */
export function FigureCell({
  value,
  previous,
  figure,
  fmt,
  ll,
}: {
  value: string | number;
  previous: string | number;
  figure: FigureKey;
  fmt: Formats;
  ll: LL;
}) {
  const d = delta(value, previous);
  const mark = d.dir === 'up' ? `▲ ${d.percent}%` : d.dir === 'down' ? `▼ ${d.percent}%` : '';
  return (
    <span>
      {figureText(figure, value, fmt)}
      {mark && (
        <span className={d.dir === 'up' ? css.up : css.down} role="img" aria-label={deltaLabel(ll, d, figureText(figure, previous, fmt))}>
          {mark}
        </span>
      )}
    </span>
  );
}

/** The figures kept first on a narrow screen. */
const HEADLINE: ReadonlySet<string> = new Set(['clicks', 'conversions', 'payout', 'revenue']);

export function figureColumns<Row extends Figures>(
  ll: LL,
  fmt: Formats,
  previous: (row: Row) => Figures | null,
  sortable: boolean,
): ReportColumn<Row>[] {
  return FIGURE_KEYS.map((key) => ({
    key,
    header: ll.reports.columns[key](),
    numeric: true,
    sortable,
    width: 130,
    // the figures an analyst reads first stay when the grid is short of room (decision 065)
    priority: HEADLINE.has(key) ? 1 : 2,
    value: (r: Row) => {
      const p = previous(r);
      const text = figureText(key, r[key], fmt);
      return p ? withDelta(text, delta(r[key], p[key])) : text;
    },
    render: (r: Row) => {
      const p = previous(r);
      return p ? <FigureCell value={r[key]} previous={p[key]} figure={key} fmt={fmt} ll={ll} /> : figureText(key, r[key], fmt);
    },
  }));
}

export function performanceColumns(ll: LL, fmt: Formats): ReportColumn<PerformanceRow>[] {
  return [
    { key: 'id', header: ll.reports.columns.id(), value: (r) => String(r.id), numeric: true, sortable: true, width: 80, priority: 3 },
    { key: 'name', header: ll.reports.columns.name(), value: (r) => r.name, sortable: true, width: 220, pin: true },
    ...figureColumns<PerformanceRow>(ll, fmt, (r) => r.previous, true),
  ];
}

/** The sticky totals row: each figure with its change, as text (the grid's foot is text). */
export function totalsText(totals: { current: Figures; previous: Figures }, fmt: Formats): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FIGURE_KEYS)
    out[key] = withDelta(figureText(key, totals.current[key], fmt), delta(totals.current[key], totals.previous[key]));
  return out;
}
