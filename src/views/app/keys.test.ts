import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutLabel } from './keys.ts';

describe('helpers', () => {
  it('labels shortcuts per platform, one entry per chord of a sequence', () => {
    expect(shortcutLabel('g o', false)).toEqual(['G', 'O']);
    expect(shortcutLabel('mod+k', false)).toEqual(['Ctrl+K']);
    expect(shortcutLabel('mod+k', true)).toEqual(['⌘K']);
    expect(shortcutLabel('?', false)).toEqual(['?']);
  });
  it('knows typing targets', () => {
    expect(isTypingTarget({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'text' } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'search' } as unknown as EventTarget)).toBe(true);
    // a row's radio or checkbox takes no text: the row's keys work with focus on it
    expect(isTypingTarget({ tagName: 'INPUT', type: 'radio' } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget({ tagName: 'INPUT', type: 'checkbox' } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
