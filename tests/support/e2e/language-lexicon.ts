import en from '../../../src/i18n/en/index.ts';
import vi from '../../../src/i18n/vi/index.ts';
import * as business from '../../../src/domain/reference/data/business.ts';
import * as countries from '../../../src/domain/reference/data/countries.ts';
import * as creatives from '../../../src/domain/reference/data/creatives.ts';
import * as filters from '../../../src/domain/reference/data/filters.ts';
import * as offers from '../../../src/domain/reference/data/offers.ts';
import * as partners from '../../../src/domain/reference/data/partners.ts';
import * as productCategories from '../../../src/domain/reference/data/product-categories.ts';
import * as regions from '../../../src/domain/reference/data/regions.ts';
import * as tech from '../../../src/domain/reference/data/tech.ts';
import * as verticals from '../../../src/domain/reference/data/verticals.ts';

/*
 * What the language check (./language-check.ts, decision 066) looks for, built once per process from the
 * two dictionaries and the reference data: dictionary texts as regexes, reference values, keys and codes.
 */

/**
 * Same in both languages although not derivable from a dictionary key: names in the demo workspace
 * that a page shows and that happen to equal a text of one dictionary. Each entry says why; keep it
 * short, a real untranslated text never belongs here.
 */
const SAME_IN_BOTH: readonly string[] = [
  // the demo brand's tier groups (server/partners/demo-data.ts): names the brand typed, which happen to be the English
  // of the marketplace's rank badges (`Gold` → `Vàng`); a name is shown as it was written
  'Gold',
  'Silver',
];

/** File endings: `report_2026.csv` is a file name (user data), not a raw key. */
const FILE_ENDINGS = ['csv', 'xlsx', 'json', 'png', 'jpg', 'jpeg', 'gif', 'pdf', 'zip', 'mp4', 'txt', 'doc', 'docx'];

interface Matcher {
  /** the dictionary text */
  text: string;
  /** regex source; a whole segment for one word, a phrase inside any segment otherwise */
  source: string;
  whole: boolean;
  /**
   * The longest run of the text's own letters without a space (outside its parameters): every match
   * contains it verbatim (segments are whitespace-normalised), so a page without it cannot match and
   * its regex is not run ('' when the text has no such run).
   */
  needle: string;
}

export interface LanguageLexicon {
  /** dictionary paths (`activity.columns.time`) and their tails of two or more segments (`columns.time`) */
  keys: string[];
  /** first segments of identifiers of this code base: dictionary areas and API features */
  areas: string[];
  /** texts that are wrong on a page of the other language */
  english: Matcher[];
  vietnamese: Matcher[];
  /** names of reference values (countries, organisation types …), found only as a whole value */
  englishValues: string[];
  vietnameseValues: string[];
  codes: string[];
  fileEndings: string[];
}

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, path: string[] = [], out: [string, string][] = []): [string, string][] {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.push([[...path, key].join('.'), value]);
    else leaves(value, [...path, key], out);
  }
  return out;
}

const REFERENCE = [business, countries, creatives, filters, offers, partners, productCategories, regions, tech, verticals];

/** Every `{ en, vi }` label of the reference data, however deep, and the machine codes of its rows. */
function referenceData(value: unknown, out = { labels: [] as [string, string][], codes: new Set<string>() }) {
  if (Array.isArray(value)) for (const v of value) referenceData(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (Object.keys(o).length === 2 && typeof o.en === 'string' && typeof o.vi === 'string') out.labels.push([o.en, o.vi]);
    else {
      if (typeof o.code === 'string' && o.name && typeof o.name === 'object') out.codes.add(o.code);
      for (const v of Object.values(o)) if (typeof v !== 'function') referenceData(v, out);
    }
  }
  return out;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `{count:number}` and `{count}` are the same parameter: the vi dictionary leaves types to the base. */
const withoutTypes = (text: string) => text.replace(/\{(\w+)(?::\w+)?(?:\|\w+)?\}/g, '{$1}');
const PARAMS = /\{\{([^}]*)\}\}|\{(\w+)(?::(\w+))?[^}]*\}/g;
/** Numeric parameters are matched as numbers; a parameter without a type is numeric by its name. */
const NUMERIC_NAMES =
  /^(count|n|total|page|pages|year|id|min|max|loaded|percent|size|days|hours|minutes|amount|rank|rate|shown|selected)$/i;
/** Whitespace inside one text (segments are joined by '\n', which no match may cross). */
const SPACE = '[^\\S\\n]+';

/**
 * A dictionary text as a regex: `{count:number} {{row|rows}}` → `\d[\d.,]*\s(?:row|rows)`. Null when it
 * cannot be told from data: no letters of its own, or one word beside a text parameter (`Review
 * {name}` reads like a name).
 */
function toMatcher(text: string, types: ReadonlyMap<string, string>): Matcher | null {
  const parts: string[] = [];
  const runs: string[] = [];
  let last = 0;
  let textParams = 0;
  const literal = (s: string) => escapeRegex(s).replace(/\s+/g, SPACE);
  PARAMS.lastIndex = 0;
  for (let m = PARAMS.exec(text); m; m = PARAMS.exec(text)) {
    parts.push(literal(text.slice(last, m.index)));
    runs.push(...text.slice(last, m.index).split(/\s+/));
    if (m[1] !== undefined) {
      const forms = m[1].split('|').map((f) => f.replace(/^\s*\w+\s*:\s*/, '')); // `{{ one: a | other: b }}` too
      parts.push(`(?:${forms.map((f) => literal(f).replace(/\\\?\\\?/g, '\\d[\\d.,]*')).join('|')})`);
    } else {
      const type = m[3] ?? types.get(m[2]!) ?? (NUMERIC_NAMES.test(m[2]!) ? 'number' : 'string');
      if (type === 'number') parts.push('\\d[\\d.,]*[KMBTPE]?');
      else {
        textParams++;
        parts.push('[^\\n]+?');
      }
    }
    last = m.index + m[0].length;
  }
  parts.push(literal(text.slice(last)));
  runs.push(...text.slice(last).split(/\s+/));
  const needle = runs.reduce((a, b) => (b.length > a.length ? b : a), '');
  const words = text
    .replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  const letters = words.join('').replace(/[^\p{L}]/gu, '').length;
  if (letters < 2 || (textParams > 0 && words.length < 2)) return null;
  // one word and nothing else: only a whole text counts, not the word inside a name
  const whole = words.length === 1 && !/\s/.test(text.replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, 'x').trim());
  return { text, source: parts.join(''), whole, needle };
}

const matchers = (texts: ReadonlyMap<string, ReadonlyMap<string, string>>): Matcher[] =>
  [...texts].map(([text, types]) => toMatcher(text, types)).filter((m): m is Matcher => m !== null);

let cached: LanguageLexicon | null = null;

/** What the check looks for, from the two dictionaries and the reference data (built once per process). */
export function languageLexicon(): LanguageLexicon {
  if (cached) return cached;
  const enLeaves = leaves(en as unknown as Tree);
  const viByKey = new Map(leaves(vi as unknown as Tree));
  /** en text, vi text, the parameter types the en text declares (the vi one shares them) */
  const typesOf = (text: string) => new Map([...text.matchAll(/\{(\w+):(\w+)/g)].map((m) => [m[1]!, m[2]!] as const));
  const pairs = enLeaves.map(([key, text]) => [text, viByKey.get(key) ?? text, typesOf(text)] as const);
  const same = new Set<string>(SAME_IN_BOTH);
  for (const [e, v] of pairs) {
    if (withoutTypes(e) !== withoutTypes(v)) continue;
    same.add(e);
    same.add(v);
  }
  const reference = referenceData(REFERENCE);
  const english = new Map<string, ReadonlyMap<string, string>>();
  const vietnamese = new Map<string, ReadonlyMap<string, string>>();
  for (const [e, v, types] of pairs) {
    if (withoutTypes(e) === withoutTypes(v)) continue;
    if (!same.has(e)) english.set(e, types);
    if (!same.has(v)) vietnamese.set(v, types);
  }
  // reference values are shown whole (a cell, a list item): "Hà Nội" inside "Hà Nội Foodie" is a name
  const englishValues = new Set<string>();
  const vietnameseValues = new Set<string>();
  for (const [e, v] of reference.labels) {
    if (e === v) continue;
    if (!same.has(e)) englishValues.add(e);
    if (!same.has(v)) vietnameseValues.add(v);
  }
  // a text that is the English of one key and the Vietnamese of another is in both languages
  for (const v of [...vietnamese.keys()]) {
    if (!english.has(v) && !englishValues.has(v)) continue;
    english.delete(v);
    vietnamese.delete(v);
  }
  for (const v of [...vietnameseValues]) {
    if (!english.has(v) && !englishValues.has(v)) continue;
    englishValues.delete(v);
    vietnameseValues.delete(v);
  }
  const keys = new Set<string>();
  for (const [key] of enLeaves) {
    const segments = key.split('.');
    for (let i = 0; i < segments.length - 1; i++) keys.add(segments.slice(i).join('.'));
  }
  const areas = new Set<string>(Object.keys(en));
  for (const [key] of enLeaves) if (key.startsWith('routes.')) areas.add(key.slice('routes.'.length));
  cached = {
    keys: [...keys],
    areas: [...areas],
    english: matchers(english),
    vietnamese: matchers(vietnamese),
    englishValues: [...englishValues],
    vietnameseValues: [...vietnameseValues],
    // the codes of reference rows (`individual`, `household_business`): a cell showing one skipped its label
    codes: [...reference.codes].filter((c) => c.length >= 3 && /^[a-z][a-z0-9_]*$/.test(c)),
    fileEndings: FILE_ENDINGS,
  };
  return cached;
}
