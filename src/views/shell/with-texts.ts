import { ensureWholeDictionaries } from '../../i18n/load.ts';

/**
 * A lazy part of the shell that shows texts of any area (the palette's command titles, the bell's
 * dropdown) comes with the whole dictionary: the first render had only the shell's areas of it
 * (src/i18n/areas.ts). A dictionary that failed to load does not hold the part back: the page shows
 * that failure, and an empty text beats a palette that never opens.
 */
export function withWholeDictionary<M>(load: () => Promise<M>): Promise<M> {
  return Promise.all([load(), ensureWholeDictionaries().catch(() => undefined)]).then(([m]) => m);
}
