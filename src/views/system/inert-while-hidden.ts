import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * While `isOpen`, whatever react-aria hid with `aria-hidden` and still holds focusable elements is made
 * `inert` too, and set back on close. react-aria 1.22's combobox hides the rest of the page with
 * aria-hidden alone while its list is open (its modal popovers use inert), which leaves buttons and
 * links inside hidden content (axe "aria-hidden-focus", serious). Only elements this hook marked are
 * unmarked; the content stays hidden by react-aria's own rules.
 */
export function useInertWhileHidden(isOpen: boolean): void {
  useEffect(() => {
    if (!isOpen || typeof document === 'undefined') return;
    const marked = new Set<Element>();
    const mark = () => {
      for (const hidden of document.body.querySelectorAll('[aria-hidden="true"]')) {
        if (!marked.has(hidden) && !hidden.hasAttribute('inert') && (hidden.matches(FOCUSABLE) || hidden.querySelector(FOCUSABLE))) {
          hidden.setAttribute('inert', '');
          marked.add(hidden);
        }
      }
    };
    // react-aria hides in its own effect, and hides late-added content through a MutationObserver
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'], childList: true });
    return () => {
      observer.disconnect();
      for (const element of marked) element.removeAttribute('inert');
    };
  }, [isOpen]);
}
