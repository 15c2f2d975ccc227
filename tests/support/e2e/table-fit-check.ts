import type { Page } from '@playwright/test';

/** A list's own loading line, in either language ("Loading partners…", "Đang tải đối tác…"). */
const LOADING = /^\s*(Loading|Đang tải)\b.*…\s*$/;

/** At or below this width a row must read whole without sideways scrolling (the phone check). */
export const PHONE_MAX = 480;
/** At or above this width no list table may scroll sideways (the desktop check). */
export const DESKTOP_MIN = 1280;

/**
 * Tables that work at every width (issue 24 items 1 and 6a; decision 065), one readable line per
 * table and rule, for the layout check to call on each page it opens:
 *
 * - phone (≤ 480 px): every body row's **name** is fully inside what the screen shows — not cut by the
 *   edge of the box it scrolls in, nor by the screen, nor inside its own cell (an ellipsis, a clipped
 *   line) — and every **action** of the row (its buttons, links, radios, menu triggers) is there
 *   too, so nobody has to scroll a table sideways to use it;
 * - desktop (≥ 1280 px): no table or grid scrolls sideways at all;
 * - any width: a box that does scroll a table sideways (more columns chosen than fit) shows that it
 *   does — a visible scroll cue (`[data-scroll-cue]`) inside it.
 *
 * A row's name is the cell the table marks `data-row-name`; a table that marks none (written before
 * this check) is read as a person would: the row's first link, else its row header, else its first
 * cell with words. Runs in the page: the function handed to `evaluate` is self-contained.
 */
export async function tableFitFindings(page: Page): Promise<string[]> {
  // a list drawn after its first query ("Loading partners…" is a paragraph, not aria-busy): its table is what is checked
  const loading = page.locator('main').getByText(LOADING).first();
  try {
    await loading.waitFor({ state: 'hidden', timeout: 15_000 });
  } catch {
    return [`still loading after 15 s: "${((await loading.textContent()) ?? '').trim().slice(0, 40)}"`];
  }
  return page.evaluate(
    ({ phone, desktop }) => {
      const findings: string[] = [];
      const TOLERANCE = 1;
      const main = document.querySelector('main');
      if (!main) return findings;
      const doc = document.documentElement;
      type Box = { left: number; right: number };

      /** The part of the screen an element's box can be seen in: the viewport cut by every ancestor that clips or scrolls. */
      const seenArea = (el: Element): Box => {
        let box: Box = { left: 0, right: doc.clientWidth };
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX === 'visible') continue;
          const r = p.getBoundingClientRect();
          const left = r.left + p.clientLeft;
          box = { left: Math.max(box.left, left), right: Math.min(box.right, left + p.clientWidth) };
        }
        return box;
      };
      const shown = (el: Element): boolean => {
        const r = el.getBoundingClientRect();
        if (r.width <= 1 || r.height <= 1 || el.getClientRects().length === 0) return false;
        if (getComputedStyle(el).visibility === 'hidden') return false;
        const area = seenArea(el);
        return area.right - area.left > 1; // inside a visually hidden box (the charts' screen-reader tables)
      };
      const inside = (el: Element): boolean => {
        const r = el.getBoundingClientRect();
        const area = seenArea(el);
        return r.left >= area.left - TOLERANCE && r.right <= area.right + TOLERANCE;
      };
      /** inside a visually hidden box (1 px, clipped): not what a sighted user presses */
      const hiddenBox = (el: Element): boolean => {
        const area = seenArea(el);
        return area.right - area.left <= 1;
      };
      /**
       * Text cut inside the element itself (an ellipsis, a clipped second line): it or one of its
       * descendants clips what it holds and holds more than it shows.
       */
      const clipsText = (el: Element): boolean =>
        [el, ...Array.from(el.querySelectorAll('*'))].some((e) => {
          const style = getComputedStyle(e);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') return false;
          return e.scrollWidth > e.clientWidth + TOLERANCE || e.scrollHeight > e.clientHeight + TOLERANCE;
        });
      const textOf = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ');
      const nameOfTable = (t: Element): string => {
        const labelled = t.getAttribute('aria-labelledby');
        const byId = labelled ? textOf(document.getElementById(labelled.split(' ')[0]!) ?? t) : '';
        const region = t.closest('[role="region"], [role="group"]');
        const regionName =
          region?.getAttribute('aria-label') ??
          (region?.getAttribute('aria-labelledby') ? textOf(document.getElementById(region.getAttribute('aria-labelledby')!)!) : '');
        const name = t.getAttribute('aria-label') || byId || regionName || textOf(t.querySelector('caption') ?? t).slice(0, 30);
        return `${t.getAttribute('role') === 'grid' ? 'grid' : 'table'} "${name.slice(0, 40)}"`;
      };
      const figure = (text: string) => /\d/.test(text) && /^[\s\d.,%+\-−$₫€()/:#▲▼]+$/.test(text);
      const cellsOf = (row: Element) => Array.from(row.querySelectorAll(':scope > td, :scope > th, :scope > [role="gridcell"]'));
      /** The row's name as a person reads it (see the doc comment). */
      const nameIn = (row: Element): Element | null => {
        const marked = row.querySelector('[data-row-name]');
        if (marked) return marked;
        const link = row.querySelector('a[href]');
        if (link) return link;
        const header = row.querySelector(':scope > th[scope="row"]');
        if (header) return header;
        return cellsOf(row).find((c) => !c.querySelector('input, button') && textOf(c) !== '' && !figure(textOf(c))) ?? null;
      };
      const ACTIONS = 'button, a[href], [role="button"], select, input[type="radio"], input[type="checkbox"]';

      const tables = Array.from(main.querySelectorAll('table, [role="grid"], [role="table"]')).filter(
        (t) => shown(t) && !t.closest('[role="dialog"]') && !(t.tagName === 'TABLE' && t.getAttribute('role') === 'grid'),
      );
      for (const table of tables) {
        const name = nameOfTable(table);
        const rows = Array.from(table.querySelectorAll('tr, [role="row"]')).filter(
          (r) => r.closest('table, [role="grid"], [role="table"]') === table && r.querySelector('td, [role="gridcell"]') && shown(r),
        );
        // the box the table scrolls in, when it does (the table's nearest ancestor that clips or scrolls)
        let scroller: Element | null = null;
        for (let p = table.parentElement; p && p !== main; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible') {
            scroller = p;
            break;
          }
        }
        const overBy = scroller ? scroller.scrollWidth - scroller.clientWidth : 0;

        if (doc.clientWidth <= phone) {
          const cutNames: string[] = [];
          const farActions: string[] = [];
          for (const row of rows.slice(0, 50)) {
            const own = nameIn(row);
            if (own && (!inside(own) || clipsText(own))) cutNames.push(textOf(own));
            const actions = Array.from(row.querySelectorAll(ACTIONS))
              // a visually hidden input (a styled checkbox) is pressed through its visible label
              .map((a) => (hiddenBox(a) ? a.closest('label') : a))
              .filter(
                (a): a is Element => !!a && a !== own && !own?.contains(a) && a.getBoundingClientRect().width > 1 && !a.closest('[hidden]'),
              );
            const far = actions.find((a) => !inside(a));
            if (far) farActions.push(textOf(far) || far.getAttribute('aria-label') || far.tagName.toLowerCase());
          }
          if (cutNames.length > 0)
            findings.push(
              `${name}: the name of ${cutNames.length} of ${rows.length} rows is cut off (by the edge of its box or inside its cell; first: "${cutNames[0]!.slice(0, 30)}")`,
            );
          if (farActions.length > 0)
            findings.push(
              `${name}: ${farActions.length} of ${rows.length} rows have actions out of reach without sideways scrolling (first: "${farActions[0]!.slice(0, 30)}")`,
            );
        }
        if (doc.clientWidth >= desktop && overBy > TOLERANCE) findings.push(`${name} scrolls sideways by ${overBy} px`);
        if (scroller && overBy > TOLERANCE && getComputedStyle(scroller).overflowX !== 'hidden') {
          const frame = scroller.closest('[data-scroll-frame]') ?? scroller;
          const cue = Array.from(frame.querySelectorAll('[data-scroll-cue]')).some((c) => {
            const r = c.getBoundingClientRect();
            return r.width > 1 && r.height > 1 && getComputedStyle(c).visibility !== 'hidden' && getComputedStyle(c).display !== 'none';
          });
          if (!cue) findings.push(`${name} scrolls sideways by ${overBy} px with no sign that it does (no scroll cue)`);
        }
      }
      return findings;
    },
    { phone: PHONE_MAX, desktop: DESKTOP_MIN },
  );
}
