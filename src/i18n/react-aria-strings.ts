import type { Locale } from './translate.ts';

/*
 * react-aria's own words for the languages it does not ship (decision 072): Vietnamese, from
 * ./react-aria-vi.ts, handed to react-aria before the first Vietnamese render (./load.ts loads it
 * beside the Vietnamese dictionary). English needs nothing: react-aria has it.
 */
const loaders: Partial<Record<Locale, () => Promise<{ installAriaStrings: () => void }>>> = {
  vi: () => import('./react-aria-vi.ts'),
};
const installed = new Set<Locale>();

export async function ensureAriaStrings(locale: Locale): Promise<void> {
  const load = loaders[locale];
  if (!load || installed.has(locale) || typeof window === 'undefined') return;
  try {
    (await load()).installAriaStrings();
    installed.add(locale);
  } catch {
    // the chunk did not load: react-aria's English stays, in words a screen reader says — not a broken page
  }
}
