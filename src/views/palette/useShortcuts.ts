import { useEffect, useMemo, useRef } from 'react';
import { chordOf, createSequenceMatcher, detectPlatform } from '../../commands/keys.ts';
import type { PalettePage } from '../../machines/palette.ts';
import type { PaletteItem } from './palette-list.ts';
import { isTypingTarget, shortcutKeyIsFree } from '../app/keys.ts';

/**
 * Global keys through the commands' sequence matcher: Ctrl/Cmd+K toggles the palette everywhere (even
 * in a field); single keys and `g` sequences run commands (or open the palette on the command's
 * sub-page, e.g. `t l` → languages), never while typing or while the palette or another overlay is open (the one rule, app/keys.ts).
 * A view's own shortcuts (page keys) are run by `useViewCommands` while the view is mounted.
 */
export function useShortcuts({
  items,
  paletteOpen,
  onTogglePalette,
  onOpenPage,
}: {
  items: PaletteItem[];
  paletteOpen: boolean;
  onTogglePalette: () => void;
  onOpenPage: (page: PalettePage) => void;
}) {
  const matcher = useMemo(() => createSequenceMatcher(items.flatMap((item) => (item.shortcut ? [item.shortcut] : []))), [items]);
  const latest = useRef({ items, paletteOpen, onTogglePalette, onOpenPage, matcher });
  latest.current = { items, paletteOpen, onTogglePalette, onOpenPage, matcher };

  useEffect(() => {
    const platform = detectPlatform(navigator.platform || navigator.userAgent);
    const onKeyDown = (e: KeyboardEvent) => {
      const { items, paletteOpen, onTogglePalette, onOpenPage, matcher } = latest.current;
      const chord = chordOf(e, platform);
      if (chord === 'mod+k') {
        e.preventDefault();
        onTogglePalette();
        return;
      }
      // any open dialog, menu or list box owns the keyboard (src/views/app/keys.ts)
      if (paletteOpen || !shortcutKeyIsFree(e)) return;
      const { match } = matcher.feed(chord, performance.now(), isTypingTarget(e.target));
      const item = match ? items.find((candidate) => candidate.shortcut === match) : undefined;
      if (!item || item.disabledReason) return;
      if (item.run) {
        e.preventDefault();
        item.run();
      } else if (item.page) {
        e.preventDefault();
        onOpenPage(item.page);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
