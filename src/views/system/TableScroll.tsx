import type { ReactNode } from 'react';
import * as css from './table-scroll.css.ts';

type Name =
  /** the table's own (translated) name: the box is a region of its own */
  | { label: string; labelledBy?: never }
  /** the id of the heading of the section around it: that section is already the landmark, so the box is a group */
  | { labelledBy: string; label?: never };

/**
 * The one wrapper of a table that may be wider than its column (decisions 046, 047): it scrolls
 * sideways on its own so the page never does. A named tab stop, so a keyboard user can reach it and
 * scroll it with the arrow keys (axe "scrollable-region-focusable"), and a screen reader announces
 * what it holds.
 */
export function TableScroll({ children, ...name }: Name & { children: ReactNode }) {
  return (
    <div
      role={name.label ? 'region' : 'group'}
      aria-label={name.label}
      aria-labelledby={name.labelledBy}
      tabIndex={0}
      className={css.tableScroll}
      data-slot="table-scroll"
    >
      {children}
    </div>
  );
}
