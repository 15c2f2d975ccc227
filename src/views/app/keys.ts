/** View-side key helpers; matching itself is src/commands/keys.ts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable;
}

const capital = (key: string) => (key.length === 1 ? key.toUpperCase() : key[0]!.toUpperCase() + key.slice(1));

/** The chords of a shortcut as shown: "g o" → ["G", "O"] (G then O); "mod+k" → ["Ctrl+K"] (["⌘K"] on a Mac). */
export function shortcutLabel(shortcut: string, mac: boolean): string[] {
  const names: Record<string, string> = mac
    ? { mod: '⌘', ctrl: '⌃', alt: '⌥', shift: '⇧' }
    : { mod: 'Ctrl', ctrl: 'Ctrl', alt: 'Alt', shift: 'Shift' };
  return shortcut
    .trim()
    .split(/\s+/)
    .map((chord) => (chord === '+' ? ['+'] : chord.split('+')).map((k) => names[k] ?? capital(k)).join(mac ? '' : '+'));
}

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
