/**
 * What `npm run bench:shell` (shell.bench.ts) watches inside the page, installed with addInitScript so
 * it runs before the app's first script. It runs in the browser: no imports, nothing from outside but
 * its argument.
 *
 * - times, in ms after navigation start (performance.now()): first contentful paint (PerformanceObserver
 *   'paint'), the signed-in shell (its header), the page's own heading, the palette's input focused,
 *   the palette showing results for the typed query;
 * - every text the page showed while loading: text nodes and the names a person or a screen reader
 *   meets (aria-label, title, placeholder), each once with when it first appeared, read in a
 *   MutationObserver (it runs after each change and before the next paint, so nothing painted is missed);
 * - controls and headings that were ever drawn without a name (an untranslated text renders empty);
 * - user-timing marks probe-shell / probe-open / probe-usable, so a Chrome trace can count the main
 *   thread's CPU time up to each moment (shell.bench.ts).
 */
export interface ProbeOptions {
  /** the palette query the bench types; results count once an item shows `expect` */
  query: string;
  expect: string;
}

export interface ProbeResult {
  fcp: number | null;
  shell: number | null;
  heading: number | null;
  open: number | null;
  results: number | null;
  /** <html lang> when the shell first showed */
  lang: string | null;
  texts: [number, string][];
  unnamed: [number, string][];
  /** the texts of the page as it is now (call at the end: what stayed, as opposed to what flashed) */
  final(): string[];
}

export function installProbe(options: ProbeOptions): void {
  const now = () => performance.now();
  const result: ProbeResult = {
    fcp: null,
    shell: null,
    heading: null,
    open: null,
    results: null,
    lang: null,
    texts: [],
    unnamed: [],
    final: () => [],
  };
  (window as unknown as { __probe: ProbeResult }).__probe = result;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') result.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });

  const seen = new Set<string>();
  let text = (value: string | null | undefined) => {
    const t = value?.replace(/\s+/g, ' ').trim();
    if (!t || seen.has(t)) return;
    seen.add(t);
    result.texts.push([now(), t]);
  };
  const NAMES = ['aria-label', 'title', 'placeholder', 'alt'];
  const collect = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.parentElement?.closest('script, style')) text(node.nodeValue);
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.matches('script, style')) return;
    for (const name of NAMES) text(node.getAttribute(name));
    for (const child of Array.from(node.childNodes)) collect(child);
  };
  result.final = () => {
    const recordDuringLoad = text;
    const present = new Set<string>();
    text = (value) => {
      const t = value?.replace(/\s+/g, ' ').trim();
      if (t) present.add(t);
    };
    collect(document.documentElement);
    text = recordDuringLoad;
    return [...present];
  };

  const nameOf = (el: Element) =>
    (el.textContent ?? '').trim() ||
    el.getAttribute('aria-label') ||
    el.querySelector('[aria-label]')?.getAttribute('aria-label') ||
    el.getAttribute('title') ||
    (el.getAttribute('aria-labelledby') ? 'labelled' : '');
  // palette items too: a command title from an area not loaded yet would draw empty
  const NAMED = 'button, a[href], [role="button"], [role="menuitem"], [role="tab"], [role="link"], [cmdk-item], h1, h2, h3, label, th';
  const flagged = new Set<Element>();
  const checkNames = () => {
    for (const el of Array.from(document.querySelectorAll(NAMED))) {
      if (flagged.has(el) || nameOf(el)) continue;
      flagged.add(el);
      result.unnamed.push([now(), el.outerHTML.slice(0, 160)]);
    }
  };

  const marks = () => {
    const t = now();
    if (result.shell === null && document.querySelector('header')) {
      result.shell = t;
      performance.mark('probe-shell');
      result.lang = document.documentElement.lang;
    }
    if (result.heading === null && document.querySelector('main h1')) result.heading = t;
    const input = document.querySelector<HTMLInputElement>('[cmdk-input]');
    if (result.open === null && input && document.activeElement === input) {
      result.open = t;
      performance.mark('probe-open');
    }
    if (result.results === null && input && input.value === options.query) {
      const wanted = options.expect.toLowerCase();
      const items = Array.from(document.querySelectorAll('[cmdk-item]'));
      if (items.some((item) => (item.textContent ?? '').toLowerCase().includes(wanted))) {
        result.results = t;
        performance.mark('probe-usable');
      }
    }
  };

  new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === 'childList') m.addedNodes.forEach(collect);
      else if (m.type === 'characterData') collect(m.target);
      else if (m.target instanceof Element && m.attributeName) text(m.target.getAttribute(m.attributeName));
    }
    checkNames();
    marks();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: NAMES });
  // focus moves without changing the document, and the last letter of a query may leave the list as it was
  document.addEventListener('focusin', marks, true);
  document.addEventListener('input', () => requestAnimationFrame(marks), true);
}

/** The probe as init-script source: tsx wraps named functions in `__name(…)`, which the page lacks. */
export function probeScript(options: ProbeOptions): string {
  return `window.__name = (f) => f; (${installProbe.toString()})(${JSON.stringify(options)});`;
}
