/**
 * Keyboard shortcuts as plain strings, matched by a pure state machine-like function so it is testable
 * without a DOM. Notation: modifier combos `mod+k` (`mod` = ⌘ on macOS, Ctrl elsewhere), single keys
 * `?` or `x`, and sequences `g o` (press g, then o within the window).
 */
export type Platform = 'mac' | 'other';

const MODIFIER_ORDER = ['mod', 'ctrl', 'alt', 'shift', 'meta'] as const;
const ALIASES: Record<string, string> = {
  cmd: 'mod',
  command: 'mod',
  control: 'ctrl',
  option: 'alt',
  esc: 'escape',
  space: ' ',
  del: 'delete',
};

/** One chord (`Mod+Shift+K` → `mod+shift+k`) with modifiers in a fixed order. */
export function normalizeChord(chord: string): string {
  const parts =
    chord === '+'
      ? ['+']
      : chord
          .toLowerCase()
          .split('+')
          .filter(Boolean)
          .map((p) => ALIASES[p] ?? p);
  const mods = MODIFIER_ORDER.filter((m) => parts.includes(m));
  const keys = parts.filter((p) => !(MODIFIER_ORDER as readonly string[]).includes(p));
  return [...mods, ...keys].join('+');
}

/** A whole shortcut: chords separated by spaces (`G  O` → `g o`). */
export function normalizeShortcut(shortcut: string): string {
  return shortcut.trim().split(/\s+/).map(normalizeChord).join(' ');
}

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

const MODIFIER_KEYS = new Set(['Control', 'Meta', 'Alt', 'Shift', 'OS', 'Hyper', 'Super']);

/**
 * The chord a keydown stands for. Shift is dropped for printable symbols because it is already in the
 * character ('?' is shift+/ on most layouts); the platform's command key becomes `mod`.
 */
export function chordOf(event: KeyLike, platform: Platform): string | null {
  if (MODIFIER_KEYS.has(event.key)) return null;
  const mods: string[] = [];
  const modPressed = platform === 'mac' ? event.metaKey : event.ctrlKey;
  if (modPressed) mods.push('mod');
  if (platform === 'mac' && event.ctrlKey) mods.push('ctrl');
  if (event.altKey) mods.push('alt');
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key.toLowerCase();
  const printableSymbol = event.key.length === 1 && !/[a-z0-9]/i.test(event.key);
  if (event.shiftKey && !printableSymbol) mods.push('shift');
  if (platform !== 'mac' && event.metaKey) mods.push('meta');
  return normalizeChord([...mods, key === '+' ? 'plus' : key].join('+')).replace(/plus$/, '+');
}

export function detectPlatform(userAgentOrPlatform: string): Platform {
  return /mac|iphone|ipad|ipod/i.test(userAgentOrPlatform) ? 'mac' : 'other';
}

/** How a shortcut is shown in the UI (⌘K on macOS, Ctrl+K elsewhere). */
export function displayShortcut(shortcut: string, platform: Platform): string {
  const symbol: Record<string, string> =
    platform === 'mac' ? { mod: '⌘', ctrl: '⌃', alt: '⌥', shift: '⇧' } : { mod: 'Ctrl', ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift' };
  return normalizeShortcut(shortcut)
    .split(' ')
    .map((chord) =>
      chord
        .split('+')
        .map((p) => symbol[p] ?? (p.length === 1 ? p.toUpperCase() : p[0]!.toUpperCase() + p.slice(1)))
        .join(platform === 'mac' ? '' : '+'),
    )
    .join(' then ');
}

export interface MatchResult {
  /** the shortcut that completed with this key, if any */
  match: string | null;
  /** true while a sequence is half typed (the caller should swallow the key) */
  pending: boolean;
}

/**
 * A sequence matcher over a fixed set of shortcuts. `feed` is pure in time: the caller passes `now`
 * (ms). Keys typed inside text inputs are ignored unless they carry `mod`, so typing "go" in a search
 * box never navigates but Ctrl/⌘+K still opens the palette.
 */
export function createSequenceMatcher(shortcuts: readonly string[], windowMs = 1000) {
  const bindings = shortcuts.map(normalizeShortcut).map((s) => s.split(' '));
  let buffer: string[] = [];
  let last = -Infinity;
  return {
    feed(chord: string | null, now: number, inInput = false): MatchResult {
      if (chord === null) return { match: null, pending: buffer.length > 0 };
      if (inInput && !chord.startsWith('mod+')) {
        buffer = [];
        return { match: null, pending: false };
      }
      if (now - last > windowMs) buffer = [];
      last = now;
      for (const candidate of [[...buffer, chord], [chord]]) {
        const exact = bindings.find((b) => b.length === candidate.length && b.every((c, i) => c === candidate[i]));
        if (exact) {
          buffer = [];
          return { match: exact.join(' '), pending: false };
        }
        const prefix = bindings.some((b) => b.length > candidate.length && candidate.every((c, i) => b[i] === c));
        if (prefix) {
          buffer = candidate;
          return { match: null, pending: true };
        }
      }
      buffer = [];
      return { match: null, pending: false };
    },
    reset() {
      buffer = [];
    },
  };
}
