import type { MouseEvent } from 'react';
import { useI18n } from '../../i18n/runtime.ts';
import * as css from './shell.css.ts';

/** The id of every layout's `<main tabIndex={-1}>`, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * "Skip to main content": the first focusable element of every layout, shown when focused (WCAG
 * 2.4.1). Focus is moved by hand rather than by following `#main`, so the address never gains a hash
 * the router would read, and every browser lands focus (not just the scroll position) in main.
 */
export function SkipLink() {
  const { LL } = useI18n();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className={css.skipLink} onClick={skip}>
      {LL.shell.skipToContent()}
    </a>
  );
}
