/** View-side key helpers; matching itself is src/commands/keys.ts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable;
}

/** "g o" → "G then O"; "mod+k" → "Ctrl+K" (⌘K on a Mac). */
export function shortcutLabel(shortcut: string, mac: boolean): string[] {
  if (shortcut.includes('+')) return [shortcut.replace('mod', mac ? '⌘' : 'Ctrl').split('+').map((k) => k.toUpperCase()).join(mac ? '' : '+')];
  return shortcut.split(' ').map((k) => k.toUpperCase());
}
