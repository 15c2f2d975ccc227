import { describe, expect, it } from 'vitest';
import { createRecentsStore, parseRecents, pushRecent, RECENTS_MAX, recentsKey } from './recents.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('recents', () => {
  it('puts the latest first, without duplicates, capped', () => {
    let list: string[] = [];
    for (const id of ['a', 'b', 'c', 'a']) list = pushRecent(list, id);
    expect(list).toEqual(['a', 'c', 'b']);
    for (let i = 0; i < 20; i++) list = pushRecent(list, `x${i}`);
    expect(list).toHaveLength(RECENTS_MAX);
    expect(list[0]).toBe('x19');
  });

  it('survives garbage in storage', () => {
    expect(parseRecents('{not json')).toEqual([]);
    expect(parseRecents('{"a":1}')).toEqual([]);
    expect(parseRecents('["a",2,"b"]')).toEqual(['a', 'b']);
  });

  it('persists through the store', () => {
    const storage = memoryStorage();
    const store = createRecentsStore(storage);
    store.add('nav.offers');
    store.add('nav.home');
    expect(createRecentsStore(storage).get()).toEqual(['nav.home', 'nav.offers']);
  });

  it('keeps one list per user', () => {
    const storage = memoryStorage();
    createRecentsStore(storage, recentsKey(1)).add('nav.offers');
    createRecentsStore(storage, recentsKey(2)).add('nav.reports');
    expect(createRecentsStore(storage, recentsKey(1)).get()).toEqual(['nav.offers']);
    expect(createRecentsStore(storage, recentsKey(2)).get()).toEqual(['nav.reports']);
    expect(recentsKey(null)).not.toBe(recentsKey(1));
  });
});
