const KEY = 'bc.palette.recent';
export const MAX_RECENT = 5;

/** Ids of recently run commands, most recent first, kept in this browser. */
export function loadRecent(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string').slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function remember(id: string, recent: readonly string[], storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): string[] {
  const next = [id, ...recent.filter((x) => x !== id)].slice(0, MAX_RECENT);
  try {
    storage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage blocked: recent commands last for this page only
  }
  return next;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
