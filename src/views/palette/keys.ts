/**
 * Key sequences ("g o": press g, then o within a second) and single keys ("?") for commands, ignored
 * while the user types in a field. Modifier combos (mod+k) are handled where they are bound.
 */
export const SEQUENCE_TIMEOUT_MS = 1000;

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable;
}

export interface SequenceMatcher {
  /** Feed one key; returns the shortcut completed by it, if any. */
  press(key: string, now: number): string | null;
  reset(): void;
}

/** Matches pressed keys against `shortcuts` ("g o", "?", "t t"). A prefix of a longer shortcut waits. */
export function createSequenceMatcher(shortcuts: readonly string[]): SequenceMatcher {
  const sequences = shortcuts.filter((s) => !s.includes('+')).map((s) => s.split(' '));
  let buffer: string[] = [];
  let last = 0;
  return {
    press(key, now) {
      if (now - last > SEQUENCE_TIMEOUT_MS) buffer = [];
      last = now;
      buffer.push(key);
      const exact = sequences.find((seq) => seq.length === buffer.length && seq.every((k, i) => k === buffer[i]));
      if (exact) {
        buffer = [];
        return exact.join(' ');
      }
      const prefix = sequences.some((seq) => seq.length > buffer.length && buffer.every((k, i) => k === seq[i]));
      if (!prefix) {
        // the key may start a new sequence on its own
        buffer = sequences.some((seq) => seq[0] === key) ? [key] : [];
      }
      return null;
    },
    reset() {
      buffer = [];
    },
  };
}

/** "g o" → "G then O"; "mod+k" → "Ctrl+K" (⌘K on a Mac). */
export function shortcutLabel(shortcut: string, mac: boolean): string[] {
  if (shortcut.includes('+')) return [shortcut.replace('mod', mac ? '⌘' : 'Ctrl').split('+').map((k) => k.toUpperCase()).join(mac ? '' : '+')];
  return shortcut.split(' ').map((k) => k.toUpperCase());
}
