import { i18nObject } from 'typesafe-i18n';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_AREAS, LATER_AREAS } from './areas.ts';
import enFirst from './en/first-paint.ts';
import en from './en/index.ts';
import viFirst from './vi/first-paint.ts';
import vi from './vi/index.ts';
import { completeDictionary } from './load.ts';
import type { LL } from './translate.ts';

describe('the first-paint split of the dictionary (decision 027)', () => {
  it('names every area of the dictionary exactly once, first or later', () => {
    const listed = [...FIRST_PAINT_AREAS, ...LATER_AREAS];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(en).sort());
  });

  it('each locale’s first-paint module holds exactly the first areas, the same objects as the whole dictionary', () => {
    for (const [first, whole] of [
      [enFirst, en],
      [viFirst, vi],
    ] as const) {
      expect(Object.keys(first).sort()).toEqual([...FIRST_PAINT_AREAS].sort());
      for (const area of FIRST_PAINT_AREAS) expect(first[area]).toBe(whole[area]);
    }
  });

  it('an LL made before the whole dictionary arrived reads its texts once completed', () => {
    const dictionary: Record<string, object> = { ...Object.fromEntries(LATER_AREAS.map((a) => [a, {}])), ...viFirst };
    const LL = i18nObject('vi', dictionary as never) as unknown as LL;
    expect(LL.offers.list.title()).toBe('');
    expect(LL.shell.menu.home()).toBe(vi.shell.menu.home);
    completeDictionary(dictionary, vi as never);
    expect(LL.offers.list.title()).toBe(vi.offers.list.title);
    expect(dictionary.shell).toBe(vi.shell);
  });
});
