/**
 * How the palette orders what matches a query. Pure; the palette view ranks itself with it (cmdk's own
 * filter is off). Not part of the registry: the registry is in the first screen's chunk, the ranking
 * is only needed once the palette opens (decision 107).
 *
 * Order: match quality first — a title equal to the query, then a title starting with it, then a word
 * of a title starting with it, then a substring, then a subsequence; keywords only after every kind of
 * title match except the subsequence. Recently run commands come first only among equally good matches
 * (and so, with an empty query, before everything). Then the shorter title, then alphabetical.
 */
export interface Rankable {
  id: string;
  /** the texts matched as titles: the shown title and, for "Go to Offers", its subject "Offers" */
  titles: readonly string[];
  keywords?: readonly string[];
}

/** Lower case without diacritics, so "thanh toan" finds "Thanh toán" and "đ" matches "d". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .trim();
}

export const SCORE = {
  exact: 1000,
  prefix: 900,
  wordPrefix: 700,
  substring: 500,
  keywordExact: 400,
  keywordPrefix: 350,
  keywordSubstring: 300,
  subsequence: 100,
} as const;

const words = (text: string) => text.split(/[\s._/-]+/).filter(Boolean);

function isSubsequence(query: string, text: string): boolean {
  let i = 0;
  for (const ch of text) if (ch === query[i]) i++;
  return i === query.length;
}

/** Quality of `text` as a title for `query` (normalized inside); 0 = no match. */
export function titleScore(query: string, text: string): number {
  const q = normalizeText(query);
  const t = normalizeText(text);
  if (!q) return 1;
  if (t === q) return SCORE.exact;
  if (t.startsWith(q)) return SCORE.prefix;
  if (words(t).some((w) => w.startsWith(q))) return SCORE.wordPrefix;
  if (t.includes(q)) return SCORE.substring;
  return isSubsequence(q, t) ? SCORE.subsequence : 0;
}

/** Quality of a keyword match; always below a title's word-prefix match. */
export function keywordScore(query: string, keyword: string): number {
  const q = normalizeText(query);
  const k = normalizeText(keyword);
  if (!q) return 1;
  if (k === q) return SCORE.keywordExact;
  if (k.startsWith(q) || words(k).some((w) => w.startsWith(q))) return SCORE.keywordPrefix;
  return k.includes(q) ? SCORE.keywordSubstring : 0;
}

export function scoreOf(query: string, item: Rankable): number {
  return Math.max(0, ...item.titles.map((t) => titleScore(query, t)), ...(item.keywords ?? []).map((k) => keywordScore(query, k)));
}

/** The items matching `query`, best first (see the module comment). */
export function rankItems<T extends Rankable>(items: readonly T[], query: string, recents: readonly string[] = []): T[] {
  const position = new Map(recents.map((id, i) => [id, i]));
  return items
    .map((item) => ({ item, score: scoreOf(query, item), recent: position.get(item.id) ?? Infinity, title: item.titles[0] ?? item.id }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.recent - b.recent || a.title.length - b.title.length || a.title.localeCompare(b.title))
    .map((s) => s.item);
}
