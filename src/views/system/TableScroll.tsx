import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Icon } from './icons.tsx';
import * as css from './table-scroll.css.ts';

type Name =
  /** the table's own (translated) name: the box is a region of its own */
  | { label: string; labelledBy?: never }
  /** the id of the heading of the section around it: that section is already the landmark, so the box is a group */
  | { labelledBy: string; label?: never };

/** Which edges of a box hide content past them: what the scroll cue shows. */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}
const NONE: ScrollEdges = { start: false, end: false };

/** Where `el` is scrolled to: is there more to the left (start) and to the right (end)? (1 px for sub-pixel rounding) */
export function scrollEdges(el: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollEdges {
  const left = Math.abs(el.scrollLeft); // negative in right-to-left boxes
  return { start: left > 1, end: el.scrollWidth - el.clientWidth - left > 1 };
}

/**
 * Follows a box's scroll position and size: scroll events, a ResizeObserver on the box and on what it
 * holds, and every render of the box's owner (new rows, columns shown or hidden).
 */
export function useScrollEdges(box: { current: HTMLElement | null }): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const update = useRef(() => {});
  update.current = () => {
    const el = box.current;
    if (!el) return;
    const now = scrollEdges(el);
    setEdges((was) => (was.start === now.start && was.end === now.end ? was : now));
  };
  useLayoutEffect(() => update.current());
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const onChange = () => update.current();
    el.addEventListener('scroll', onChange, { passive: true });
    if (typeof ResizeObserver === 'undefined') return () => el.removeEventListener('scroll', onChange);
    const observer = new ResizeObserver(onChange);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', onChange);
      observer.disconnect();
    };
  }, [box]);
  return edges;
}

/**
 * The one wrapper of a table that may be wider than its column (decisions 046, 047, 065): it scrolls
 * sideways on its own so the page never does. A named tab stop, so a keyboard user can reach it and
 * scroll it with the arrow keys (axe "scrollable-region-focusable"), and a screen reader announces
 * what it holds. While more of the table lies past an edge, that edge shows it: a shade and, at the
 * end, an arrow that scrolls on by a box's width (the scroll cue, `data-scroll-cue`).
 */
export function TableScroll({
  children,
  boxRef,
  className,
  ...name
}: Name & {
  children: ReactNode;
  /** the scrolling box itself (the list table measures it to fit its columns) */
  boxRef?: Ref<HTMLDivElement>;
  className?: string;
}) {
  const box = useRef<HTMLDivElement | null>(null);
  const edges = useScrollEdges(box);
  const setBox = (el: HTMLDivElement | null) => {
    box.current = el;
    if (typeof boxRef === 'function') boxRef(el);
    else if (boxRef) boxRef.current = el;
  };
  return (
    <div
      className={className ? `${css.frame} ${className}` : css.frame}
      data-scroll-frame=""
      data-more-start={edges.start}
      data-more-end={edges.end}
    >
      <div
        ref={setBox}
        role={name.label ? 'region' : 'group'}
        aria-label={name.label}
        aria-labelledby={name.labelledBy}
        tabIndex={0}
        className={css.tableScroll}
        data-slot="table-scroll"
      >
        {children}
      </div>
      <ScrollCues edges={edges} box={box} />
    </div>
  );
}

/**
 * The scroll cue of a box that scrolls sideways (decision 065): a shade on each edge past which more
 * lies and, at the end, an arrow that scrolls on by most of a box's width. Placed in the box's frame
 * (a positioned parent marked `data-scroll-frame`), not in the box, so it stays put while the box scrolls.
 */
export function ScrollCues({ edges, box }: { edges: ScrollEdges; box: { current: HTMLElement | null } }) {
  return (
    <>
      {edges.start && <span className={css.cueStart} data-scroll-cue="start" aria-hidden="true" />}
      {edges.end && (
        // pointer users click on; keyboard users scroll the focused box with the arrow keys
        <span
          className={css.cueEnd}
          data-scroll-cue="end"
          aria-hidden="true"
          onClick={() => box.current?.scrollBy?.({ left: box.current.clientWidth * 0.8, behavior: 'smooth' })}
        >
          <span className={css.cueArrow}>
            <Icon name="chevronRight" size={14} />
          </span>
        </span>
      )}
    </>
  );
}
