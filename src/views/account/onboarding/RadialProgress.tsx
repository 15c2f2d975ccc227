import { radialAngle } from '../../../domain/onboarding/progress.ts';
import * as css from './onboarding.css.ts';

const SIZE = 72;
const STROKE = 8;
const R = (SIZE - STROKE) / 2;
const C = SIZE / 2;

/** The point on the ring `deg` degrees clockwise from twelve o'clock. */
function point(deg: number): [number, number] {
  const rad = ((deg - 90) * Math.PI) / 180;
  return [C + R * Math.cos(rad), C + R * Math.sin(rad)];
}

/** The arc's path: from twelve o'clock, `angle` degrees clockwise (a full turn is drawn as two halves). */
export function arcPath(angle: number): string {
  if (angle <= 0) return '';
  const end = Math.min(angle, 359.999);
  const [x0, y0] = point(0);
  const [x1, y1] = point(end);
  const large = end > 180 ? 1 : 0;
  return `M ${x0.toFixed(3)} ${y0.toFixed(3)} A ${R} ${R} 0 ${large} 1 ${x1.toFixed(3)} ${y1.toFixed(3)}`;
}

/** Spec 1 §9: the onboarding's radial chart turns percentage × 3.6°. */
export function RadialProgress({ percentage, label }: { percentage: number; label: string }) {
  const angle = radialAngle(percentage);
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label}
      data-angle={angle}
      data-testid="onboarding-radial"
    >
      <circle cx={C} cy={C} r={R} fill="none" strokeWidth={STROKE} className={css.track} />
      {angle > 0 && <path d={arcPath(angle)} fill="none" strokeWidth={STROKE} strokeLinecap="round" className={css.arc} />}
      <text x={C} y={C} textAnchor="middle" dominantBaseline="central" className={css.centre} aria-hidden="true">
        {percentage}%
      </text>
    </svg>
  );
}
