import { lazy, Suspense } from 'react';
import * as css from './chart.css.ts';
import type { ChartProps } from './types.ts';

/*
 * The visx charts are a chunk of their own (~60 kB gzip, stack notes), fetched when a page first
 * draws a chart: neither the app shell nor a page's figures wait for it. While it loads, the box
 * keeps its height and the hidden data table is already there. Shared by the dashboard and the
 * marketplace's featured boards and profiles (moved from src/views/dashboard, decision 055).
 */
const Bar = lazy(async () => ({ default: (await import('./BarChart.tsx')).BarChart }));
const Share = lazy(async () => ({ default: (await import('./ShareBarChart.tsx')).ShareBarChart }));
const Line = lazy(async () => ({ default: (await import('./LineChart.tsx')).LineChart }));

export function BarChart(props: ChartProps) {
  return (
    <div className={css.chartBox}>
      <Suspense fallback={null}>
        <Bar {...props} />
      </Suspense>
    </div>
  );
}

/** Horizontal bars for categories with long names (the market profile's traffic by vertical and country). */
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
