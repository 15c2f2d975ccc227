import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import * as css from './chart.css.ts';
import { useRovingPoints } from './roving.ts';
import type { ChartProps } from './types.ts';
import { useChartWidth } from './useChartWidth.ts';

const ROW = 26;
const MARGIN = { top: 4, right: 16, bottom: 24, left: 120 };
/** a category name longer than this is cut on the axis; the bar's name and the table keep it whole */
const LABEL_MAX = 16;

/**
 * Horizontal bars for categories with long names (traffic by vertical, by country): the names read
 * along the left axis instead of crowding under vertical bars. Same keyboard reading as the
 * dashboard's charts (one Tab stop, arrow keys between bars, each bar an image named "label: value");
 * the page renders the same data as a hidden table beside it.
 */
export function ShareBarChart({ title, points, formatTick }: ChartProps) {
  const { shown, pointProps, groupProps } = useRovingPoints(points.length);
  const { ref, width } = useChartWidth();
  const height = MARGIN.top + MARGIN.bottom + Math.max(1, points.length) * ROW;
  const innerW = Math.max(40, width - MARGIN.left - MARGIN.right);
  const innerH = height - MARGIN.top - MARGIN.bottom;
  const y = scaleBand<string>({ domain: points.map((p) => p.key), range: [0, innerH], padding: 0.25 });
  const max = Math.max(0, ...points.map((p) => p.value));
  const x = scaleLinear<number>({ domain: [0, max || 1], range: [0, innerW], nice: true });
  const names = new Map(points.map((p) => [p.key, p.label.length > LABEL_MAX ? `${p.label.slice(0, LABEL_MAX - 1)}…` : p.label]));
  const tip = shown === null ? null : points[shown];
  return (
    <div ref={ref} style={{ position: 'relative' }}>
      <svg className={css.svg} viewBox={`0 0 ${width} ${height}`} role="group" aria-label={title} {...groupProps}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <g aria-hidden="true">
            <AxisLeft scale={y} tickFormat={(k) => names.get(k) ?? k} hideTicks />
            <AxisBottom top={innerH} scale={x} numTicks={4} tickFormat={(v) => (formatTick ? formatTick(Number(v)) : String(v))} />
          </g>
          {points.map((p, i) => (
            <Bar
              key={p.key}
              {...pointProps(i)}
              className={css.bar}
              role="img"
              aria-label={`${p.label}: ${p.text}`}
              x={0}
              y={y(p.key) ?? 0}
              width={Math.max(x(p.value), 1)}
              height={y.bandwidth()}
            />
          ))}
        </Group>
      </svg>
      {tip && (
        <div
          role="tooltip"
          className={css.tooltip}
          style={{
            left: `${((MARGIN.left + Math.max(x(tip.value), 1)) / width) * 100}%`,
            top: `${((MARGIN.top + (y(tip.key) ?? 0)) / height) * 100}%`,
          }}
        >
          <strong>{tip.label}</strong> {tip.text}
        </div>
      )}
    </div>
  );
}
