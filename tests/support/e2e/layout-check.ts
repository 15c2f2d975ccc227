import type { Page } from '@playwright/test';

/** The widths every route is checked at (issue 15 item 3; decision 046). */
export const LAYOUT_WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 375, height: 812 },
] as const;

/** Below this width the shell shows the menu button instead of the side menu (tokens.ts `breakpoints.tablet`). */
export const NARROW_BELOW = 768;

/**
 * Everything that does not fit on the page as it is now, one readable line per finding (they end up
 * in the failure message): sideways scrolling, elements sticking out of their column or the header,
 * text cut off in table cells without the full value at hand, figures cut off, a title shown twice,
 * and, on narrow screens, a side menu that did not collapse. Runs in the page: the function handed
 * to `evaluate` must stay self-contained (no imports, no closures).
 */
export async function layoutFindings(page: Page, opts: { narrow: boolean; signedIn: boolean }): Promise<string[]> {
  return page.evaluate(({ narrow, signedIn }) => {
    const findings: string[] = [];
    const TOLERANCE = 1; // sub-pixel rounding
    const describe = (el: Element): string => {
      const id = el.id ? `#${el.id}` : '';
      const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : '';
      const column = el.getAttribute('data-column') ? `[data-column=${el.getAttribute('data-column')}]` : '';
      const role = el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : '';
      const label = el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${testId}${column}${role}${label}>${text ? ` "${text}"` : ''}`;
    };
    const visible = (el: Element): boolean => {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false; // visually hidden texts are 1×1
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'contents' && el.getClientRects().length > 0;
    };
    /** Nearest ancestor (below `stop`) that clips or scrolls sideways; such an element is its own box. */
    const clippingAncestor = (el: Element, stop: Element): Element | null => {
      for (let p = el.parentElement; p && p !== stop; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX !== 'visible') return p;
      }
      return null;
    };
    const contentRight = (el: Element): number => {
      const style = getComputedStyle(el);
      return el.getBoundingClientRect().right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    };

    // 1. the page never scrolls sideways
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) findings.push(`page scrolls sideways by ${doc.scrollWidth - doc.clientWidth} px`);
    if (document.body.scrollWidth > document.body.clientWidth)
      findings.push(`body scrolls sideways by ${document.body.scrollWidth - document.body.clientWidth} px`);

    // 2. nothing sticks out of its column (main's content box) or of the header; a region that scrolls
    //    on its own holds wide content legitimately, a clipping box is checked by the cell rule below
    const boxes: { box: Element; right: number; name: string }[] = [];
    const main = document.querySelector('main');
    if (main) boxes.push({ box: main, right: contentRight(main), name: 'main' });
    const header = document.querySelector('header');
    if (header && visible(header))
      boxes.push({ box: header, right: Math.min(header.getBoundingClientRect().right, doc.clientWidth), name: 'header' });
    for (const { box, right, name } of boxes) {
      const reported: Element[] = [];
      for (const el of Array.from(box.querySelectorAll('*'))) {
        if (reported.some((r) => r.contains(el))) continue; // the outermost offender says it
        if (!visible(el) || getComputedStyle(el).position === 'fixed') continue;
        const clip = clippingAncestor(el, box);
        if (clip) continue;
        const overBy = el.getBoundingClientRect().right - right;
        if (overBy > TOLERANCE) {
          reported.push(el);
          findings.push(`${describe(el)} sticks out of ${name} by ${Math.round(overBy)} px`);
        }
      }
      // a region that scrolls sideways must be reachable by keyboard and named
      for (const el of Array.from(box.querySelectorAll('*'))) {
        const style = getComputedStyle(el);
        if (!['auto', 'scroll'].includes(style.overflowX) || el.scrollWidth <= el.clientWidth + TOLERANCE) continue;
        const named = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
        const focusable = el.getAttribute('tabindex') === '0' || el.querySelector('[tabindex="0"]') !== null;
        if (!focusable || !(named && el.getAttribute('role'))) {
          if (el.getAttribute('role') === 'grid' || el.querySelector(':scope > [role="grid"]')) continue; // the analyst grid scrolls with arrow keys
          findings.push(`${describe(el)} scrolls sideways but is not a named, focusable region`);
        }
      }
    }

    // 3. no text cut off in a table cell without its full value; figures never cut off
    const cells = Array.from(
      document.querySelectorAll('main td, main th, main [role="cell"], main [role="gridcell"], main [role="columnheader"]'),
    );
    const numeric = (text: string) => /\d/.test(text) && /^[\s\d.,%+\-−$₫€()/:]+$/.test(text);
    for (const cell of cells) {
      if (!visible(cell)) continue;
      const text = (cell.textContent ?? '').trim();
      const parts = [cell, ...Array.from(cell.querySelectorAll('*'))].filter(
        (el) => visible(el) && el.scrollWidth > el.clientWidth + TOLERANCE && el.clientWidth > 0,
      );
      if (parts.length === 0) continue;
      if (numeric(text)) {
        findings.push(`figure cut off in ${describe(cell)}`);
        continue;
      }
      for (const el of parts) {
        if (getComputedStyle(el).overflowX === 'visible') continue; // it overflows visibly: rule 2 sees it
        const titled = (n: Element | null): boolean => !!n && (n.hasAttribute('title') || (n !== cell && titled(n.parentElement)));
        const fullText = titled(el) || cell.hasAttribute('title') || el.getAttribute('aria-describedby') !== null;
        if (!fullText) findings.push(`text cut off without its full value in ${describe(cell)}`);
        break;
      }
    }

    // 4. the page title appears once: one h1, in main, not repeated in the header
    if (signedIn) {
      const h1s = Array.from(document.querySelectorAll('h1')).filter(visible);
      if (h1s.length !== 1) findings.push(`${h1s.length} visible h1 (one page title expected)`);
      const title = h1s.find((h) => main?.contains(h));
      if (!title) findings.push('no h1 in main');
      const titleText = (title?.textContent ?? '').trim();
      if (header && titleText) {
        const repeats = Array.from(header.querySelectorAll('*')).filter(
          (el) => visible(el) && el.children.length === 0 && (el.textContent ?? '').trim() === titleText,
        );
        if (repeats.length > 0) findings.push(`the header repeats the page title "${titleText}"`);
      }
    }

    // 5. narrow screens: the side menu is collapsed behind a menu button
    if (signedIn && narrow) {
      // the shell's menus (side menu, classic top menu) sit outside main; a page's own navigation (pager, sections) is not one.
      // The menu button that replaces them is driven by the keyboard and touch tests of layout.spec.ts.
      const menus = Array.from(document.querySelectorAll('nav')).filter(
        (nav) => visible(nav) && !main?.contains(nav) && !nav.closest('[role="dialog"]') && !nav.closest('footer'),
      );
      for (const nav of menus) findings.push(`${describe(nav)} is not collapsed at ${doc.clientWidth} px`);
    }
    return findings;
  }, opts);
}
