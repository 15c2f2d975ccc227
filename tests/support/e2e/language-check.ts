import type { Page } from '@playwright/test';
import { languageLexicon, type LanguageLexicon } from './language-lexicon.ts';

/*
 * The language check of issue 24 item 6(b) (decision 066): one page, as it is now, in one language.
 * It finds
 *   - raw codes: snake_case words (`non_profit`, `household_business`) in what a person reads;
 *   - raw keys: dictionary paths (`columns.time`) and other dotted identifiers of the code
 *     (`profile.systemSettings`, an endpoint id) shown instead of their text;
 *   - English on a Vietnamese page: a text of the English dictionary or the English name of a
 *     reference value (a country, an organisation type …) whose Vietnamese differs;
 *   - Vietnamese on an English page: the same the other way round;
 *   - dates not in the page's one date format (src/i18n/format.ts): ISO days (`2026-11-12`), an
 *     English month on a Vietnamese page, a day-first date on an English one, a day without its
 *     leading zero (`Aug 9, 2026`). Date fields are not prose: their segments follow the language.
 * Words that are the same in both languages (`Email`, `ID`, `Facebook`) are not findings: they are
 * derived from the dictionaries (a key whose two texts are equal) plus SAME_IN_BOTH below.
 * What a person reads: rendered text nodes (screen-reader-only texts included, they are read out),
 * placeholders, accessible names given as attributes, titles, the document title. Not read as prose:
 * code (`<code>`, `<pre>`, `<kbd>`), what the user typed (`input`, `textarea` values), addresses
 * (URLs, emails), tracking macros (`{click_id}`), anything marked `translate="no"`, and text marked
 * with a `lang` other than the page's: people's own words (a review, a partner's message, tags) carry
 * `lang=""` (unknown language), as HTML asks of text whose language is not the page's.
 */

export type LanguageLocale = 'en' | 'vi';
export type LanguageKind = 'raw code' | 'key' | 'english-on-vi' | 'vietnamese-on-en' | 'date';
export const LANGUAGE_KINDS: readonly LanguageKind[] = ['raw code', 'key', 'english-on-vi', 'vietnamese-on-en', 'date'];

export interface LanguageFinding {
  kind: LanguageKind;
  /** the offending text as found */
  text: string;
  /** for the dictionary kinds: the dictionary text it matched */
  matched?: string;
}

/**
 * The findings of the page as it is now, shown in `locale`. Each distinct text counts once per page.
 * Runs in the page: the function handed to `evaluate` must stay self-contained.
 */
export async function languageFindings(page: Page, locale: LanguageLocale): Promise<LanguageFinding[]> {
  // the lexicon is ~600 kB: sent to the page once per document, not with every check (that copy was
  // ~0.5 s of each check's 0.6 s, the check itself tens of ms — decision 073)
  const installed = await page.evaluate(() => 'languageCheckLexicon' in window);
  if (!installed) await page.evaluate((lexicon) => void Object.assign(window, { languageCheckLexicon: lexicon }), languageLexicon());
  return page.evaluate(
    ({ locale }) => {
      const lexicon = (window as unknown as { languageCheckLexicon: LanguageLexicon }).languageCheckLexicon;
      const SKIP = 'script, style, noscript, template, code, pre, kbd, samp, textarea, [translate="no"]';
      const pageLang = document.documentElement.lang;
      const rendered = (el: Element): boolean => {
        if (el.closest(SKIP)) return false;
        // text marked as another language (or lang="": unknown, e.g. a partner's own message) is not the page's
        if ((el.closest('[lang]')?.getAttribute('lang') ?? pageLang) !== pageLang) return false;
        if (el.getClientRects().length === 0) return false;
        return getComputedStyle(el).visibility !== 'hidden';
      };
      const segments: string[] = [];
      const dated: string[] = [];
      const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
      const inDateField = (el: Element) => Boolean(el.closest('[role="group"]')?.querySelector('[role="spinbutton"]'));
      const add = (s: string | null | undefined, el?: Element) => {
        const t = norm(s ?? '');
        if (t && /\d{4}/.test(t) && !(el && inDateField(el))) dated.push(t);
        if (t && /\p{L}/u.test(t)) segments.push(t);
      };
      add(document.title);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const parent = n.parentElement;
        if (parent && rendered(parent)) add(n.textContent, parent);
      }
      /** An element's text without what is not prose in it (`Macros: <code>click_id</code>` reads "Macros: "). */
      const prose = (el: Element): string => {
        let text = '';
        const inner = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = inner.nextNode(); n; n = inner.nextNode()) if (!n.parentElement?.closest(SKIP)) text += n.textContent ?? '';
        return text;
      };
      // texts split over inline elements (`<b>3</b> rows`) are read as one
      const all = Array.from(document.body.querySelectorAll('*'));
      const inlineOnly = new Map<Element, boolean>();
      for (let i = all.length - 1; i >= 0; i--) {
        const el = all[i]!;
        const children = Array.from(el.children);
        inlineOnly.set(
          el,
          children.every((c) => inlineOnly.get(c) === true && getComputedStyle(c).display.startsWith('inline')),
        );
        if (children.length > 0 && el.childNodes.length > 1 && inlineOnly.get(el) && rendered(el)) add(prose(el), el);
      }
      for (const el of Array.from(document.body.querySelectorAll('[placeholder], [aria-label], [title], img[alt]'))) {
        if (!rendered(el)) continue;
        for (const attr of ['placeholder', 'aria-label', 'alt']) add(el.getAttribute(attr), el);
        // a title restating content that holds code (an audit row's changed fields) is that code's text
        if (!el.querySelector('code')) add(el.getAttribute('title'), el);
      }

      const findings = new Map<string, { kind: string; text: string; matched?: string }>();
      const found = (kind: string, text: string, matched?: string) => {
        const id = `${kind}\u0000${text}`;
        if (!findings.has(id)) findings.set(id, matched === undefined || matched === text ? { kind, text } : { kind, text, matched });
      };
      const keys = new Set(lexicon.keys);
      const areas = new Set(lexicon.areas);
      const unique = [...new Set(segments)];
      // addresses and tracking macros are not prose
      const proseOnly = unique.map((s) =>
        s
          .replace(/\b(?:https?|ftp):\/\/\S+/g, ' ')
          .replace(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, ' ')
          .replace(/\{[^}\s]*\}/g, ' ')
          .replace(/\b(?:[\w-]+\.)+[a-z]{2,}\/\S*/g, ' '),
      );
      for (const s of proseOnly) {
        // dotted identifiers: a dictionary path or its tail, one of our areas' ids, or one with camelCase / snake_case parts
        const dotted = /(?<![\w.@/-])[a-z][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)+(?![\w@/-])/g;
        for (const m of s.match(dotted) ?? []) {
          const parts = m.split('.');
          const last = parts[parts.length - 1]!;
          if (lexicon.fileEndings.includes(last.toLowerCase())) continue;
          const codeLike = parts.some((p) => /_|[a-z][A-Z]/.test(p));
          if (keys.has(m) || areas.has(parts[0]!) || codeLike) found('key', m);
        }
        const rest = s.replace(dotted, ' ');
        for (const m of rest.match(/(?<![\w-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w-])/g) ?? []) found('raw code', m);
        for (const m of rest.match(/(?<![\w-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w-])/g) ?? []) found('raw code', m);
        // a camelCase word that is a key of the dictionary (`marketsFeatured`: a title that fell back to its id)
        for (const m of rest.match(/(?<![\w-])[a-z]+[A-Z][A-Za-z0-9]*(?![\w-])/g) ?? []) if (areas.has(m)) found('key', m);
      }

      const other = locale === 'vi' ? lexicon.english : lexicon.vietnamese;
      const kind = locale === 'vi' ? 'english-on-vi' : 'vietnamese-on-en';
      const trimmed = new Set(unique.map((s) => s.replace(/^[\s(•·*]+|[\s:*)…•·]+$/g, '')));
      // a value is a whole text or one item of a list ("Việt Nam, Thái Lan", "A · B")
      const values = new Set([...trimmed].flatMap((t) => [t, ...t.split(/\s*[,·;]\s+|\s+[·|/]\s+/)]).map((t) => t.trim()));
      const codes = new Set(lexicon.codes);
      for (const v of values) if (codes.has(v)) found('raw code', v);
      for (const v of locale === 'vi' ? lexicon.englishValues : lexicon.vietnameseValues) if (values.has(v)) found(kind, v);
      const joined = '\n' + unique.join('\n') + '\n';
      for (const m of other) {
        // most dictionary texts are not on a given page: a plain substring test spares their regex
        if (!joined.includes(m.needle)) continue;
        if (m.whole) {
          const re = new RegExp(`^${m.source}$`, 'u');
          for (const t of trimmed) if (re.test(t)) found(kind, t, m.text);
        } else {
          const re = new RegExp(`(?<![\\p{L}\\p{N}])${m.source}(?![\\p{L}\\p{N}])`, 'u');
          const hit = re.exec(joined);
          if (hit) found(kind, hit[0], m.text);
        }
      }
      const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
      const dateRules: RegExp[] = [
        /(?<![\d-])\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2})?)?(?![\d-])/g,
        /(?<![\p{L}\d])(?:[Tt]hg|tháng) \d{1,2}(?: \d{1,2})?, \d{4}/gu,
        ...(locale === 'vi'
          ? [
              new RegExp(`(?<![\\p{L}])${MONTH} \\d{1,2},? \\d{4}`, 'gu'),
              /(?<![\d/])(?:\d{1,2}\/(?:1[3-9]|[23]\d)|\d\/\d{1,2}|\d{2}\/\d)\/\d{4}(?![\d/])/g,
            ]
          : [new RegExp(`(?<![\\p{L}])${MONTH} \\d,? \\d{4}`, 'gu'), /(?<![\d/])\d{1,2}\/\d{1,2}\/\d{4}(?![\d/])/g]),
      ];
      // one finding per wrong shape of date on a page ("2026-11-12" and "2026-11-13" are one), shown by its first example
      const shapes = new Set<string>();
      for (const t of new Set(dated))
        for (const rule of dateRules)
          for (const m of t.match(rule) ?? []) {
            const shape = m.replace(/\d/g, '0');
            if (shapes.has(shape)) continue;
            shapes.add(shape);
            found('date', m);
          }
      return [...findings.values()] as { kind: LanguageKind; text: string; matched?: string }[];
    },
    { locale },
  );
}
