import { describe, expect, it } from 'vitest';
import { keepPaths } from './kept-paths.ts';
import { translator, type LL } from './translate.ts';
import { i18nObject } from './i18n-util.ts';

describe('keepPaths', () => {
  const raw = (): LL => i18nObject('vi');

  it('answers every text as the dictionary does, with and without arguments', () => {
    const ll = keepPaths(raw());
    const plain = raw();
    expect(ll.common.reload()).toBe(plain.common.reload());
    expect(ll.errors.pageNotLoaded()).toBe(plain.errors.pageNotLoaded());
    // a text read through a dynamic key (API codes are looked up that way)
    const errors = ll.errors as unknown as Record<string, () => string>;
    expect(errors.errorOccurred!()).toBe(plain.errors.errorOccurred());
    expect(ll.common.reload()).not.toBe('');
  });

  it('keeps each path: the same area and the same text on every read (typesafe-i18n makes new ones)', () => {
    const plain = raw();
    expect(plain.common).not.toBe(plain.common); // why this exists
    const ll = keepPaths(plain);
    expect(ll.common).toBe(ll.common);
    expect(ll.common.reload).toBe(ll.common.reload);
    expect(keepPaths(plain)).toBe(ll);
  });

  it('is what translator() hands out for a whole dictionary', () => {
    const ll = translator('en');
    expect(ll.common).toBe(ll.common);
    expect(translator('en')).toBe(ll);
  });
});
