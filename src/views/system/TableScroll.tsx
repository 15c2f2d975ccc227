import type { ReactNode } from 'react';
import * as css from './table-scroll.css.ts';

/**
 * The one wrapper of a table that may be wider than its column (decision 046): it scrolls sideways
 * on its own so the page never does. A named region and a tab stop, so a keyboard user can reach it
 * and scroll it with the arrow keys, and a screen reader announces what it holds. `label` is the
 * table's own (translated) name.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={css.tableScroll}>
      {children}
    </div>
  );
}
