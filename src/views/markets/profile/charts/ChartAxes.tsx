import { AxisBottom, AxisLeft } from '@visx/axis';
import type { scaleBand, scaleLinear, scalePoint } from '@visx/scale';
import type { ChartPoint } from './types.ts';

/**
 * The value axis and the category axis of a dashboard chart, labelling every `every`-th point (its
 * short tick, else its label). Axes are a picture of the scale: the points and the hidden table carry
 * the numbers, so the whole group is hidden from assistive technology.
 */
export function ChartAxes({
  x,
  y,
  innerH,
  points,
  every,
  formatTick,
}: {
  x: ReturnType<typeof scaleBand<string>> | ReturnType<typeof scalePoint<string>>;
  y: ReturnType<typeof scaleLinear<number>>;
  innerH: number;
  points: readonly ChartPoint[];
  every: number;
  formatTick?: (value: number) => string;
}) {
  const labels = new Map(points.map((p) => [p.key, p.tick ?? p.label]));
  return (
    <g aria-hidden="true">
      <AxisLeft scale={y} numTicks={4} tickFormat={(v) => (formatTick ? formatTick(Number(v)) : String(v))} />
      <AxisBottom
        top={innerH}
        scale={x}
        tickFormat={(k) => labels.get(k) ?? k}
        tickValues={points.filter((_, i) => i % every === 0).map((p) => p.key)}
      />
    </g>
  );
}
