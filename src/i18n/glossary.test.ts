import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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

describe('the glossary (docs/glossary.md)', () => {
  it('has terms and words that are the same in both languages', () => {
    expect(TERMS.length).toBeGreaterThan(20);
    expect(TERMS.every((t) => t.english && t.vietnamese)).toBe(true);
    expect(SAME.has('email')).toBe(true);
  });

  it('no English text uses a word the glossary keeps out', () => {
    const found = EN.flatMap(([key, text]) =>
      TERMS.flatMap((t) =>
        t.notEn.filter((w) => wordRe(w).test(prose(text))).map((w) => `${key}: "${text}" uses "${w}" (say "${t.english}")`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('no Vietnamese text uses a word the glossary keeps out', () => {
    const found = [...VI].flatMap(([key, text]) =>
      TERMS.flatMap((t) =>
        t.notVi.filter((w) => wordRe(w).test(prose(text))).map((w) => `${key}: "${text}" uses "${w}" (say "${t.vietnamese}")`),
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
