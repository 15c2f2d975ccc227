import { describe, expect, it } from 'vitest';
import { groupedRoot, type PaletteItem } from './palette-list.ts';

describe('palette groups', () => {
  const item = (id: string, title: string, group: PaletteItem['group']): PaletteItem => ({
    id,
    title,
    titles: [title],
    group,
    keywords: [],
  });
  const items = [
    item('a', 'Go to Offer groups', 'navigation'),
    item('b', 'Log out', 'account'),
    item('c', 'Offers', 'account'),
    item('d', 'Toggle theme', 'preferences'),
  ];

  it('empty query: recent first (most recent first), then the groups in their order', () => {
    const groups = groupedRoot(items, '', ['d', 'b']);
    expect(groups.map((g) => g.key)).toEqual(['recent', 'navigation', 'account']);
    expect(groups[0]!.items.map((i) => i.id)).toEqual(['d', 'b']);
  });
  it('with a query: groups follow their best match, so the best match is the first option', () => {
    const groups = groupedRoot(items, 'offers', []);
    expect(groups[0]!.key).toBe('account');
    expect(groups[0]!.items[0]!.id).toBe('c');
    expect(groupedRoot(items, 'offer', []).flatMap((g) => g.items.map((i) => i.id))).toEqual(['c', 'a']);
  });
});
