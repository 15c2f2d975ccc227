import type { ReactNode } from 'react';
import * as css from './table-scroll.css.ts';

/**
 * The box a plain `<table>` sits in: when the table is wider than its column (a phone, long names)
 * it scrolls here instead of the page. The box is a tab stop named by the table's heading, so a
 * keyboard user can scroll it with the arrow keys (axe: scrollable-region-focusable). It is a group,
 * not a region: the section around it is already the landmark of that heading.
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className={css.scroll} role="group" aria-labelledby={labelledBy} tabIndex={0} data-slot="table-scroll">
      {children}
    </div>
  );
}
