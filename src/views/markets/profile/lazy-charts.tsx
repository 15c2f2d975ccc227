import { lazy, Suspense } from 'react';
import type { ChartProps } from './charts/types.ts';
import * as css from './profile.css.ts';

/*
 * The visx charts are a chunk of their own, fetched when a profile first draws one (as the
 * dashboard's, src/views/dashboard/lazy-charts.tsx): the page's figures never wait for it. While it
 * loads, the box keeps its height and the hidden data table is already there.
 */
const Share = lazy(async () => ({ default: (await import('./charts/ShareBarChart.tsx')).ShareBarChart }));
const Line = lazy(async () => ({ default: (await import('./charts/LineChart.tsx')).LineChart }));

export function ShareBarChart(props: ChartProps) {
  return (
    <div className={css.chartBox}>
      <Suspense fallback={null}>
        <Share {...props} />
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
