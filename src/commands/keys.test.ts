import { describe, expect, it } from 'vitest';
import { chordOf, createSequenceMatcher, displayShortcut, normalizeShortcut } from './keys.ts';

describe('keys', () => {
  it('normalises shortcuts: case, aliases, modifier order, spacing', () => {
    expect(normalizeShortcut('Shift+Mod+K')).toBe('mod+shift+k');
    expect(normalizeShortcut('cmd+k')).toBe('mod+k');
    expect(normalizeShortcut('  G   O ')).toBe('g o');
  });

  it('maps ⌘ on mac and Ctrl elsewhere to mod, and folds shift into symbols', () => {
    expect(chordOf({ key: 'k', metaKey: true }, 'mac')).toBe('mod+k');
    expect(chordOf({ key: 'k', ctrlKey: true }, 'other')).toBe('mod+k');
    expect(chordOf({ key: 'k', ctrlKey: true }, 'mac')).toBe('ctrl+k');
    expect(chordOf({ key: '?', shiftKey: true }, 'other')).toBe('?');
    expect(chordOf({ key: 'K', shiftKey: true }, 'other')).toBe('shift+k');
    expect(chordOf({ key: 'Shift', shiftKey: true }, 'other')).toBeNull();
  });

  it('matches a sequence typed within the window, not after it', () => {
    const m = createSequenceMatcher(['g o', 'g h', '?', 'mod+k']);
    expect(m.feed('g', 0)).toEqual({ match: null, pending: true });
    expect(m.feed('o', 500)).toEqual({ match: 'g o', pending: false });
    m.feed('g', 1000);
    expect(m.feed('h', 2500)).toEqual({ match: null, pending: false });
    expect(m.feed('?', 3000).match).toBe('?');
  });

  it('a wrong second key restarts matching from that key', () => {
    const m = createSequenceMatcher(['g o', 'x']);
    m.feed('g', 0);
    expect(m.feed('x', 10).match).toBe('x');
  });

  it('ignores keys typed in inputs except mod combos', () => {
    const m = createSequenceMatcher(['g o', 'mod+k']);
    expect(m.feed('g', 0, true).pending).toBe(false);
    expect(m.feed('o', 10, true).match).toBeNull();
    expect(m.feed('mod+k', 20, true).match).toBe('mod+k');
  });

  it('displays shortcuts per platform', () => {
    expect(displayShortcut('mod+k', 'mac')).toBe('⌘K');
    expect(displayShortcut('mod+k', 'other')).toBe('Ctrl+K');
    expect(displayShortcut('g o', 'other')).toBe('G then O');
  });
});
