import { elementScroll, observeElementOffset, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type RefObject } from 'react';

/**
 * Row virtualization for the grid (fixed row height), with one addition: browsers cap an element's
 * height (about 33.5 million px in Chromium, 17.9 million in Firefox), and 1,000,000 rows × 32 px
 * is already at the edge. The body is therefore at most MAX_BODY_PX tall and the scroll position is
 * scaled: the virtualizer sees `scrollTop × ratio`, so the last row is reached exactly at the end of
 * the scrollbar. Below the cap the ratio is 1 and nothing is scaled.
 */
export const MAX_BODY_PX = 8_000_000;

export interface GridGeometry {
  count: number;
  rowHeight: number;
  /** height of the scroll container (px) */
  height: number;
  /** sticky header + totals height inside the container (px) */
  chrome: number;
}

export function bodyScale({ count, rowHeight, height, chrome }: GridGeometry) {
  const virtualSize = count * rowHeight;
  const realSize = Math.min(virtualSize, MAX_BODY_PX);
  const view = Math.max(rowHeight, height - chrome);
  const ratio = realSize > view && virtualSize > realSize ? (virtualSize - view) / (realSize - view) : 1;
  return { virtualSize, realSize, view, ratio };
}

export function useGridVirtualizer(scrollRef: RefObject<HTMLDivElement | null>, g: GridGeometry) {
  const scale = bodyScale(g);
  const ratio = useRef(scale.ratio);
  ratio.current = scale.ratio;
  const chrome = useRef(g.chrome);
  chrome.current = g.chrome;
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: g.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => g.rowHeight,
    // each overscanned row is work on every frame of a scrollbar drag
    overscan: 4,
    // no flushSync per scroll event: React renders the rows once per frame instead of once per event
    // (`npm run bench:scroll`: main-thread frames while wheeling 36/s → 57/s); the compositor keeps
    // scrolling the already-rendered margin meanwhile
    useFlushSync: false,
    initialRect: { width: 0, height: scale.view },
    // the body's own viewport: the container minus the sticky rows; no layout (tests, a hidden tab) → the configured height
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb({
          width: rect.width,
          height: rect.height > 0 ? Math.max(g.rowHeight, rect.height - chrome.current) : Math.max(g.rowHeight, g.height - chrome.current),
        }),
      ),
    observeElementOffset: (instance, cb) => observeElementOffset(instance, (offset, scrolling) => cb(offset * ratio.current, scrolling)),
    scrollToFn: (offset, options, instance) => elementScroll(offset / ratio.current, options, instance),
  });
  /** Scroll (the container) just enough that row `index` is fully visible. */
  const reveal = (index: number) => {
    const el = scrollRef.current;
    if (!el) return;
    const v = el.scrollTop * ratio.current;
    const top = index * g.rowHeight;
    let next = v;
    if (top < v) next = top;
    else if (top + g.rowHeight > v + scale.view) next = top + g.rowHeight - scale.view;
    if (next !== v) el.scrollTop = next / ratio.current;
  };
  /**
   * Where a virtual item sits inside the (scaled) body, in real px. From the virtualizer's own offset
   * (scrollTop × ratio), not the element's scrollTop: the items were computed from that offset, and
   * reading scrollTop in render forces a layout per row (`npm run bench:scroll`: 100–250 ms tasks).
   */
  const realTop = (start: number) => {
    const v = virtualizer.scrollOffset ?? 0;
    return v / ratio.current + (start - v);
  };
  return { virtualizer, reveal, realTop, scale };
}
