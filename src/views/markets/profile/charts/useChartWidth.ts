import { useLayoutEffect, useRef, useState } from 'react';
import { WIDTH } from './types.ts';

/**
 * The px width of the chart's box, followed with a ResizeObserver: the chart draws at its real size,
 * so its labels keep the body's type size on a phone instead of shrinking with a scaled viewBox.
 * `WIDTH` until measured (and where nothing can measure, as in tests).
 */
export function useChartWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(WIDTH);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const w = Math.round(el.clientWidth);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Label every n-th point so labels stay at least `gap` px apart on an axis `innerW` px long. */
export const tickEvery = (count: number, innerW: number, gap: number) => Math.max(1, Math.ceil((count * gap) / Math.max(1, innerW)));
