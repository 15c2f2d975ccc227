/** View-side key helpers; matching itself is src/commands/keys.ts. */

/**
 * Inputs that take no typed text: a letter pressed on them is a shortcut. A table row is selected by
 * its radio or checkbox (the partner-contract screen), and the row's keys (a / r / i) must work right
 * after, with focus still on it.
 */
const NON_TEXT_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  if (tag === 'input') return !NON_TEXT_INPUTS.has(((el as HTMLInputElement).type ?? '').toLowerCase());
  return tag === 'textarea' || tag === 'select' || el.isContentEditable;
}

/**
 * The one "is an overlay open" rule: a dialog, a menu, an open list box (a select, a combo box) or an
 * alert dialog owns the keyboard. Toasts are alert dialogs in the toast region (`data-toast`): they
 * never take the keyboard. Every key handler of the app asks this (useShortcuts, useViewCommands).
 */
export function overlayOpen(root: ParentNode = document): boolean {
  if (root.querySelector('[role="dialog"], [role="menu"], [role="listbox"]') !== null) return true;
  return [...root.querySelectorAll('[role="alertdialog"]')].some((el) => !el.matches('[data-toast]') && !el.closest('[role="region"]'));
}

const CONTROL = 'button, a, [role="button"], [role="checkbox"], [role="link"], [role="tab"], [role="menuitem"]';

/**
 * A shortcut key belongs to the app (not to what has focus): nothing handled it yet, no overlay is
 * open, and Enter or Space does not fall on a control that answers it itself. Keys typed in a field
 * are left to the sequence matcher (which lets `mod+` chords through).
 */
export function shortcutKeyIsFree(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || overlayOpen()) return false;
  const target = e.target as Element | null;
  const plain = !e.ctrlKey && !e.metaKey && !e.altKey;
  if (plain && (e.key === 'Enter' || e.key === ' ') && target?.closest?.(CONTROL)) return false;
  return true;
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
