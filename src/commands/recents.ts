/**
 * Recently run commands, most recent first, capped. The core is pure; the store persists it in
 * localStorage, one list per signed-in user (two people sharing a browser do not see each other's
 * habits; decision 068). The palette shows a few of them when it opens (palette-order.ts).
 */
export const RECENTS_MAX = 8;
export const RECENTS_KEY = 'bc.palette.recents';

/** The storage key of a user's list (the shared key while nobody is signed in). */
export const recentsKey = (userId: number | null | undefined): string => (userId ? `${RECENTS_KEY}.${userId}` : RECENTS_KEY);

export function pushRecent(list: readonly string[], id: string, max = RECENTS_MAX): string[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, max);
}

export function parseRecents(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string').slice(0, RECENTS_MAX) : [];
  } catch {
    return [];
  }
}

export interface RecentsStore {
  get(): string[];
  add(id: string): string[];
}

export function createRecentsStore(storage: Pick<Storage, 'getItem' | 'setItem'>, key = RECENTS_KEY): RecentsStore {
  return {
    get: () => parseRecents(storage.getItem(key)),
    add(id) {
      const next = pushRecent(parseRecents(storage.getItem(key)), id);
      try {
        storage.setItem(key, JSON.stringify(next));
      } catch {
        // storage full or disabled: recents are a convenience
      }
      return next;
    },
  };
}
