import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { Circle, LinePath } from '@visx/shape';
import { ChartAxes } from './ChartAxes.tsx';
import * as css from './chart.css.ts';
import { useRovingPoints } from './roving.ts';
import { HEIGHT, MARGIN, type ChartProps } from './types.ts';
import { tickEvery, useChartWidth } from './useChartWidth.ts';

/** A daily series as a line with a focusable dot per day (the performance chart). */
export function LineChart({ title, points, formatTick }: ChartProps) {
  const { shown, pointProps, groupProps } = useRovingPoints(points.length);
  const { ref, width } = useChartWidth();
  const innerW = width - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint<string>({ domain: points.map((p) => p.key), range: [0, innerW], padding: 0.3 });
  const max = Math.max(0, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const y = scaleLinear<number>({ domain: [min, max || 1], range: [innerH, 0], nice: true });
  // date labels ("03/15") at least 90 px apart, however wide the box is
  const every = tickEvery(points.length, innerW, 90);
  const tip = shown === null ? null : points[shown];
  const px = (key: string) => x(key) ?? 0;
  return (
    <div ref={ref} style={{ position: 'relative' }}>
      <svg className={css.svg} viewBox={`0 0 ${width} ${HEIGHT}`} role="group" aria-label={title} {...groupProps}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <ChartAxes x={x} y={y} innerH={innerH} points={points} every={every} formatTick={formatTick} />
          <LinePath data={[...points]} x={(p) => px(p.key)} y={(p) => y(p.value)} className={css.line} />
          {points.map((p, i) => (
            <Circle
              key={p.key}
              {...pointProps(i)}
              className={css.point}
              role="img"
              aria-label={`${p.label}: ${p.text}`}
              cx={px(p.key)}
              cy={y(p.value)}
              r={points.length > 40 ? 3 : 4.5}
            />
          ))}
        </Group>
      </svg>
      {tip && (
        <div
          role="tooltip"
          className={css.tooltip}
          style={{ left: `${((MARGIN.left + px(tip.key)) / width) * 100}%`, top: `${((MARGIN.top + y(tip.value)) / HEIGHT) * 100}%` }}
        >
          <strong>{tip.label}</strong> {tip.text}
        </div>
      )}
    </div>
  );
}
