import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { ChartAxes } from './ChartAxes.tsx';
import * as css from './chart.css.ts';
import { useRovingPoints } from './roving.ts';
import { HEIGHT, MARGIN, type ChartProps } from './types.ts';
import { tickEvery, useChartWidth } from './useChartWidth.ts';

/**
 * Vertical bars (hour of day, conversion status). Drawn at the width of its box (useChartWidth),
 * so labels keep their size on a phone. Each bar is a focusable image named "label: value"; the page
 * renders the same data as a hidden table next to the chart.
 */
export function BarChart({ title, points, formatTick }: ChartProps) {
  const { shown, pointProps, groupProps } = useRovingPoints(points.length);
  const { ref, width } = useChartWidth();
  const innerW = width - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: points.map((p) => p.key), range: [0, innerW], padding: 0.2 });
  const max = Math.max(0, ...points.map((p) => p.value));
  const y = scaleLinear<number>({ domain: [0, max || 1], range: [innerH, 0], nice: true });
  // hour labels at least 44 px apart, however wide the box is
  const every = tickEvery(points.length, innerW, 44);
  const tip = shown === null ? null : points[shown];
  const tipX = tip ? MARGIN.left + (x(tip.key) ?? 0) + x.bandwidth() / 2 : 0;
  const tipY = tip ? MARGIN.top + y(tip.value) : 0;
  return (
    <div ref={ref} style={{ position: 'relative' }}>
      <svg className={css.svg} viewBox={`0 0 ${width} ${HEIGHT}`} role="group" aria-label={title} {...groupProps}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <ChartAxes x={x} y={y} innerH={innerH} points={points} every={every} formatTick={formatTick} />
          {points.map((p, i) => {
            const h = innerH - y(p.value);
            return (
              <Bar
                key={p.key}
                {...pointProps(i)}
                className={css.bar}
                role="img"
                aria-label={`${p.label}: ${p.text}`}
                x={x(p.key) ?? 0}
                y={innerH - Math.max(h, 1)}
                width={x.bandwidth()}
                height={Math.max(h, 1)}
              />
            );
          })}
        </Group>
      </svg>
      {tip && (
        <div role="tooltip" className={css.tooltip} style={{ left: `${(tipX / width) * 100}%`, top: `${(tipY / HEIGHT) * 100}%` }}>
          <strong>{tip.label}</strong> {tip.text}
        </div>
      )}
    </div>
  );
}
