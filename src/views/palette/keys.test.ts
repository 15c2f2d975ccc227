import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutLabel } from './keys.ts';
import { rankRecent, type PaletteItem } from './items.ts';

describe('helpers', () => {
  it('labels shortcuts per platform', () => {
    expect(shortcutLabel('g o', false)).toEqual(['G', 'O']);
    expect(shortcutLabel('mod+k', false)).toEqual(['CTRL+K']);
    expect(shortcutLabel('mod+k', true)).toEqual(['⌘K']);
  });
  it('knows typing targets', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
  it('ranks recent commands first, most recent first', () => {
    const item = (id: string): PaletteItem => ({ id, title: id, group: 'navigation', keywords: [] });
    expect(rankRecent([item('a'), item('b'), item('c')], ['c', 'b']).map((i) => i.id)).toEqual(['c', 'b', 'a']);
  });
});
