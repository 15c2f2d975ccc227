import { lazy, Suspense } from 'react';
import * as css from './dashboard.css.ts';
import type { ChartProps } from './charts/types.ts';

/*
 * The visx charts are a chunk of their own (~60 kB gzip, stack notes), fetched when the dashboard
 * first draws a chart: neither the app shell nor the dashboard's figures wait for it. While it
 * loads, the box keeps its height and the hidden data table is already there.
 */
const Bar = lazy(async () => ({ default: (await import('./charts/BarChart.tsx')).BarChart }));
const Line = lazy(async () => ({ default: (await import('./charts/LineChart.tsx')).LineChart }));

export function BarChart(props: ChartProps) {
  return (
    <div className={css.chartBox}>
      <Suspense fallback={null}>
        <Bar {...props} />
      </Suspense>
    </div>
  );
}

export function LineChart(props: ChartProps) {
  return (
    <div className={css.chartBox}>
      <Suspense fallback={null}>
        <Line {...props} />
      </Suspense>
    </div>
  );
}
