import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as business from '../domain/reference/data/business.ts';
import * as countries from '../domain/reference/data/countries.ts';
import * as creatives from '../domain/reference/data/creatives.ts';
import * as filters from '../domain/reference/data/filters.ts';
import * as offers from '../domain/reference/data/offers.ts';
import * as partners from '../domain/reference/data/partners.ts';
import * as productCategories from '../domain/reference/data/product-categories.ts';
import * as regions from '../domain/reference/data/regions.ts';
import * as tech from '../domain/reference/data/tech.ts';
import * as verticals from '../domain/reference/data/verticals.ts';
import en from './en/index.ts';
import vi from './vi/index.ts';

/*
 * Both dictionaries follow docs/glossary.md (decision 066): no text uses a word the glossary keeps
 * out ("ưu đãi" for an offer, "publisher" for a partner …), and a Vietnamese text that is its English
 * text unchanged is made only of the words the glossary lists as the same in both languages.
 */
const GLOSSARY = readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8');

/** The rows of the table under `## heading`, as cells (header and rule rows dropped). */
function table(heading: string): string[][] {
  const section = GLOSSARY.split(/^## /m).find((s) => s.startsWith(heading));
  if (!section) throw new Error(`docs/glossary.md has no section "${heading}"`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
}

const words = (cell: string | undefined) =>
  (cell ?? '')
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
const TERMS = table('Terms').map(([english, vietnamese, notEn, notVi]) => ({
  english: english!,
  vietnamese: vietnamese!,
  notEn: words(notEn),
  notVi: words(notVi),
}));
/** Phrases with a kept-out word that name another idea ("phiếu ưu đãi", a voucher): read past them. */
const OTHER_IDEAS = table('Other ideas in the same words').map(([phrase]) => phrase!);
const withoutOtherIdeas = (text: string) =>
  OTHER_IDEAS.reduce((t, phrase) => t.replace(new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ' '), text);
const SAME = new Set(table('Same in both languages').map(([word]) => word!.toLowerCase()));

function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree as object).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}
/**
 * The words of a text, without what is not language: parameters (`{offer}`), plural parts (`{{s}}`),
 * codes (`conversion_id`, `offers.update.general`) and literal values in quotes (“offer”).
 */
const prose = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/“[^”]*”/g, ' ')
    .replace(/[\w-]+(?:[._][\w-]+)+/g, ' ');
/** `word` (and its plural) as a whole word, any case; Vietnamese letters count as letters. */
const wordRe = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:e?s)?(?![\\p{L}\\p{N}])`, 'iu');
const EN = leaves(en);
const VI = new Map(leaves(vi));

/**
 * The reference data's labels (`{ en, vi }` anywhere in `src/domain/reference/data`), as
 * `[path, text]` per language: they are shown beside the dictionaries' texts, so they follow the same
 * glossary. Every exported value of every data module, so a new list is read without touching this.
 */
const REFERENCE = { business, countries, creatives, filters, offers, partners, productCategories, regions, tech, verticals };
function labels(value: unknown, path: string, out: Array<[string, { en: string; vi: string }]> = []) {
  if (Array.isArray(value)) value.forEach((v, i) => labels(v, `${path}[${i}]`, out));
  else if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    if (typeof o.en === 'string' && typeof o.vi === 'string') out.push([path, { en: o.en, vi: o.vi }]);
    else for (const [k, v] of Object.entries(o)) labels(v, `${path}.${k}`, out);
  }
  return out;
}
const REFERENCE_LABELS = Object.entries(REFERENCE).flatMap(([m, mod]) =>
  Object.entries(mod as Record<string, unknown>).flatMap(([name, value]) => labels(value, `reference ${m}.${name}`)),
);
const REF_EN: Array<[string, string]> = REFERENCE_LABELS.map(([p, l]) => [p, l.en]);
const REF_VI: Array<[string, string]> = REFERENCE_LABELS.map(([p, l]) => [p, l.vi]);

describe('the glossary (docs/glossary.md)', () => {
  it('has terms and words that are the same in both languages, and reads the reference labels too', () => {
    expect(TERMS.length).toBeGreaterThan(20);
    expect(REFERENCE_LABELS.length).toBeGreaterThan(900);
    expect(REFERENCE_LABELS.some(([, l]) => l.vi === 'Ý')).toBe(true);
    expect(TERMS.every((t) => t.english && t.vietnamese)).toBe(true);
    expect(SAME.has('email')).toBe(true);
    expect(OTHER_IDEAS).toContain('phiếu ưu đãi');
  });

  it('no English text (dictionaries, reference labels) uses a word the glossary keeps out', () => {
    const found = [...EN, ...REF_EN].flatMap(([key, text]) =>
      TERMS.flatMap((t) =>
        t.notEn.filter((w) => wordRe(w).test(prose(text))).map((w) => `${key}: "${text}" uses "${w}" (say "${t.english}")`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('no Vietnamese text (dictionaries, reference labels) uses a word the glossary keeps out', () => {
    const found = [...VI, ...REF_VI].flatMap(([key, text]) =>
      TERMS.flatMap((t) =>
        t.notVi
          .filter((w) => wordRe(w).test(withoutOtherIdeas(prose(text))))
          .map((w) => `${key}: "${text}" uses "${w}" (say "${t.vietnamese}")`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('a Vietnamese text left as its English is made of words that are the same in both', () => {
    const found = EN.flatMap(([key, text]) => {
      const viText = VI.get(key) ?? '';
      if (prose(viText) !== prose(text)) return [];
      const foreign = (prose(text).match(/\p{L}+/gu) ?? []).filter((w) => !SAME.has(w.toLowerCase()));
      return foreign.length ? [`${key}: "${viText}" is the English text (${foreign.join(', ')})`] : [];
    });
    expect(found).toEqual([]);
  });
});
