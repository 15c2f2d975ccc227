import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * Keyboard reading of a chart: the chart is one Tab stop (roving tabindex); ArrowLeft / ArrowRight
 * (and Up / Down, Home / End) move between data points and the focused point shows its tooltip, as a
 * hovered one does. Leaving the chart hides it.
 */
export function useRovingPoints(count: number) {
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<number | null>(null);
  const refs = useRef<(SVGElement | null)[]>([]);
  const current = Math.min(active, Math.max(0, count - 1));

  const move = (to: number) => {
    const next = Math.max(0, Math.min(count - 1, to));
    setActive(next);
    setShown(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (step !== undefined) move(current + step);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(count - 1);
    else if (e.key === 'Escape') setShown(null);
    else return;
    e.preventDefault();
  };
  const pointProps = (i: number) => ({
    ref: (el: SVGElement | null) => {
      refs.current[i] = el;
    },
    tabIndex: i === current ? 0 : -1,
    'data-active': shown === i,
    onFocus: () => {
      setActive(i);
      setShown(i);
    },
    onMouseEnter: () => setShown(i),
    onMouseLeave: () => setShown(null),
  });
  const groupProps = {
    onKeyDown,
    onBlur: (e: FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setShown(null);
    },
  };
  return { shown, pointProps, groupProps };
}
