import { useEffect, useMemo, useRef } from 'react';
import { chordOf, createSequenceMatcher, detectPlatform } from '../../commands/keys.ts';
import type { PaletteItem } from './items.ts';
import { isTypingTarget } from './keys.ts';

/**
 * Global keys through the commands' sequence matcher: Ctrl/Cmd+K toggles the palette everywhere (even
 * in a field); single keys and `g` sequences run commands, never while typing or while a palette,
 * dialog or menu is open.
 */
export function useShortcuts({ items, paletteOpen, onTogglePalette }: { items: PaletteItem[]; paletteOpen: boolean; onTogglePalette: () => void }) {
  const matcher = useMemo(() => createSequenceMatcher(items.flatMap((item) => (item.shortcut ? [item.shortcut] : []))), [items]);
  const latest = useRef({ items, paletteOpen, onTogglePalette, matcher });
  latest.current = { items, paletteOpen, onTogglePalette, matcher };

  useEffect(() => {
    const platform = detectPlatform(navigator.platform || navigator.userAgent);
    const onKeyDown = (e: KeyboardEvent) => {
      const { items, paletteOpen, onTogglePalette, matcher } = latest.current;
      const chord = chordOf(e, platform);
      if (chord === 'mod+k') {
        e.preventDefault();
        onTogglePalette();
        return;
      }
      if (paletteOpen || e.defaultPrevented) return;
      // any other open dialog or menu owns the keyboard
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      const { match } = matcher.feed(chord, performance.now(), isTypingTarget(e.target));
      const item = match ? items.find((candidate) => candidate.shortcut === match) : undefined;
      if (item?.run && !item.disabledReason) {
        e.preventDefault();
        item.run();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
