import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Figures } from '../../domain/reports/schema.ts';
import { useI18n } from '../../i18n/runtime.ts';
import { useFormat } from '../app/useFormat.ts';
import { Select } from '../system/Select.tsx';
import type { ChartPoint } from '../system/charts/types.ts';
import { formatFigure, plotValue } from './figures.ts';
import { BarChart, LineChart } from '../system/charts/lazy-charts.tsx';
import { conversionsStatusQuery, hourOfDateQuery, performanceQuery } from '../../api/reports.ts';
import type { RangeQuery } from './range.ts';
import { ChartTable } from '../system/charts/ChartTable.tsx';
import { Widget } from './Widget.tsx';
import * as css from './dashboard.css.ts';

interface Props {
  range: RangeQuery;
  enabled: boolean;
}

/** "Highest X with Y; total Z": what a chart shows at a glance, in words. */
function useSummary(chart: string, points: readonly ChartPoint[], total: string) {
  const { LL } = useI18n();
  const top = points.reduce<ChartPoint | null>((best, p) => (p.value > 0 && (!best || p.value > best.value) ? p : best), null);
  return top ? LL.dashboard.chart.summary({ chart, label: top.label, value: top.text, total }) : LL.dashboard.chart.emptySummary({ chart });
}

function ChartSummary({ text }: { text: string }) {
  return <p className={css.note}>{text}</p>;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const sumOf = (values: readonly string[]) => values.reduce((a, v) => a + plotValue(v), 0);

/** Clicks by hour of day in the report zone (24 bars), conversions alongside in the table. */
export function HourOfDayWidget({ range, enabled }: Props) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const q = useQuery({ ...hourOfDateQuery(range), enabled });
  const items = q.data?.items ?? [];
  const title = LL.dashboard.widgets.hourOfDay();
  const points = items.map((h) => ({
    key: String(h.hour),
    label: LL.dashboard.chart.hour({ hour: pad2(h.hour) }),
    value: h.clicks,
    text: formatFigure('clicks', h.clicks, fmt),
  }));
  const total = formatFigure(
    'clicks',
    items.reduce((a, h) => a + h.clicks, 0),
    fmt,
  );
  const summary = useSummary(`${title} (${LL.reports.columns.clicks()})`, points, total);
  const empty = q.isSuccess && items.every((h) => h.clicks === 0 && h.conversions === 0);
  return (
    <Widget id="hourOfDay" title={title} state={q} empty={empty}>
      <ChartSummary text={summary} />
      <BarChart title={`${title}: ${LL.reports.columns.clicks()}`} points={points} formatTick={(v) => fmt.abbreviate(v)} />
      <ChartTable
        caption={LL.dashboard.chart.table({ chart: title })}
        head={[LL.reports.columns.hour(), LL.reports.columns.clicks(), LL.reports.columns.conversions()]}
        rows={items.map((h, i) => [
          points[i]!.label,
          formatFigure('clicks', h.clicks, fmt),
          formatFigure('conversions', h.conversions, fmt),
        ])}
      />
    </Widget>
  );
}

/** Conversions by status over the range, with each status' share of the total. */
export function ConversionStatusWidget({ range, enabled }: Props) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const q = useQuery({ ...conversionsStatusQuery(range), enabled });
  const items = q.data?.items ?? [];
  const total = q.data?.total ?? 0;
  const title = LL.dashboard.widgets.conversionStatus();
  const statusLabel = (s: string) => (s in LL.reports.statuses ? LL.reports.statuses[s as keyof typeof LL.reports.statuses]() : s);
  const points = items.map((s) => ({
    key: s.status,
    label: statusLabel(s.status),
    value: s.count,
    text: formatFigure('conversions', s.count, fmt),
  }));
  const share = (n: number) => (total > 0 ? fmt.percent((n * 100) / total, 1) : '–');
  const summary = useSummary(title, points, formatFigure('conversions', total, fmt));
  return (
    <Widget id="conversionStatus" title={title} state={q} empty={q.isSuccess && total === 0}>
      <ChartSummary text={summary} />
      <BarChart title={title} points={points} formatTick={(v) => fmt.abbreviate(v)} />
      <ChartTable
        caption={LL.dashboard.chart.table({ chart: title })}
        head={[LL.reports.columns.status(), LL.reports.columns.conversions(), LL.dashboard.chart.share()]}
        rows={items.map((s, i) => [points[i]!.label, points[i]!.text, share(s.count)])}
      />
    </Widget>
  );
}

export const PERFORMANCE_METRICS = ['clicks', 'conversions', 'approved', 'payout', 'revenue', 'profit', 'cr', 'epc'] as const;
type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];

/** The daily series of the range, one metric at a time (chosen from a list); the table has them all. */
export function PerformanceWidget({ range, enabled }: Props) {
  const { LL } = useI18n();
  const fmt = useFormat();
  const [metric, setMetric] = useState<PerformanceMetric>('clicks');
  const q = useQuery({ ...performanceQuery(range), enabled });
  const items = q.data?.items ?? [];
  const title = LL.dashboard.widgets.performance();
  const name = (k: PerformanceMetric) => LL.reports.columns[k]();
  const points = items.map((d) => {
    const v = (d as Figures)[metric];
    const label = fmt.date(d.date);
    return { key: d.date, label, tick: fmt.shortDay(d.date), value: plotValue(v), text: formatFigure(metric, v, fmt) };
  });
  const total =
    metric === 'cr' || metric === 'epc' ? '–' : formatFigure(metric, sumOf(items.map((d) => String((d as Figures)[metric]))), fmt);
  const summary = useSummary(`${title} (${name(metric)})`, points, total);
  const empty = q.isSuccess && items.every((d) => d.clicks === 0 && d.conversions === 0);
  const tools = (
    <Select
      label={LL.dashboard.chart.metric()}
      options={PERFORMANCE_METRICS.map((k) => ({ id: k, label: name(k) }))}
      selectedKey={metric}
      onSelectionChange={(k) => setMetric(k as PerformanceMetric)}
    />
  );
  return (
    <Widget id="performance" title={title} state={q} empty={empty} wide tools={tools}>
      <ChartSummary text={summary} />
      <LineChart title={`${title}: ${name(metric)}`} points={points} formatTick={(v) => fmt.abbreviate(v)} />
      <ChartTable
        caption={LL.dashboard.chart.table({ chart: title })}
        head={[LL.reports.columns.date(), ...PERFORMANCE_METRICS.map(name)]}
        rows={items.map((d) => [fmt.date(d.date), ...PERFORMANCE_METRICS.map((k) => formatFigure(k, (d as Figures)[k], fmt))])}
      />
    </Widget>
  );
}
