import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutLabel } from './keys.ts';
import { groupedRoot, type PaletteItem } from '../palette/palette-list.ts';

describe('helpers', () => {
  it('labels shortcuts per platform, one entry per chord of a sequence', () => {
    expect(shortcutLabel('g o', false)).toEqual(['G', 'O']);
    expect(shortcutLabel('mod+k', false)).toEqual(['Ctrl+K']);
    expect(shortcutLabel('mod+k', true)).toEqual(['⌘K']);
    expect(shortcutLabel('?', false)).toEqual(['?']);
  });
  it('knows typing targets', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

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
