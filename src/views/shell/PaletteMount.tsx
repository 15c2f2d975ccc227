import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { chordOf, detectPlatform, normalizeShortcut } from '../../commands/keys.ts';
import { appCommands } from '../../commands/app-registry.ts';
import { isTypingTarget, shortcutKeyIsFree } from '../app/keys.ts';
import { whenIdle } from '../app/idle-component.tsx';
import { withWholeDictionary } from './with-texts.ts';
import { useOnboardingCommandState } from '../account/index.ts';
import { loadPaletteModule, type PaletteProps } from '../palette/index.ts';

/*
 * The command palette is its own chunk (cmdk, the entity search, the keyboard map and the dialogs it
 * mounts; docs/decisions/027-initial-bundle.md). It is fetched when the browser is first idle after
 * the first paint, so it is normally there long before anyone presses Ctrl/Cmd+K. Keys that come
 * earlier are not lost: Ctrl/Cmd+K and single-key shortcuts typed outside a field fetch the palette at
 * once and are replayed, in order, when the palette's shortcut listener is in place.
 */
type PaletteComponent = ComponentType<PaletteProps>;

let palette: PaletteComponent | null = null;
let loading: Promise<PaletteComponent> | null = null;
const listeners = new Set<() => void>();

function settle(component: PaletteComponent): PaletteComponent {
  palette = component;
  for (const listener of listeners) listener();
  return component;
}

/** Test support and eager callers: use this component from now on (no chunk to wait for). */
export function providePalette(component: PaletteComponent): void {
  settle(component);
}

/** Fetches the palette chunk (once; again after a failure). */
export function loadPalette(): Promise<PaletteComponent> {
  // command titles come from every area's texts: the palette waits for the whole dictionary (decision 064)
  loading ??= withWholeDictionary(loadPaletteModule).then(
    (m) => settle(m.Palette),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => palette;

/** A shortcut of a mounted view (a page key): run by its view, never kept for the palette. */
const pageKey = (chord: string | null) =>
  chord !== null && appCommands.all().some((c) => c.scope !== 'global' && c.shortcut && normalizeShortcut(c.shortcut) === chord);

/** Shortcut keys that came before the palette, replayed once it listens. */
const pendingKeys: KeyboardEventInit[] = [];
let buffering: ((e: KeyboardEvent) => void) | null = null;

/**
 * Keeps Ctrl/Cmd+K and single-key shortcuts until the palette listens, fetching it at the first one.
 * The entry calls this before the first render (src/main.tsx): a key pressed while the first screen's
 * texts load (a reload, then Ctrl+K at once) is kept too, not only one pressed after the shell is up.
 */
export function bufferKeysUntilPalette(): void {
  if (buffering || palette) return;
  const platform = detectPlatform(navigator.platform || navigator.userAgent);
  buffering = (e: KeyboardEvent) => {
    const chord = chordOf(e, platform);
    const paletteKey = chord === 'mod+k';
    // single-key shortcuts and `g` sequences typed outside a field, e.g. right after signing in; not
    // a mounted page's own keys (useViewCommands runs those at once)
    const shortcutKey =
      e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey && shortcutKeyIsFree(e) && !isTypingTarget(e.target) && !pageKey(chord);
    if (!paletteKey && !shortcutKey) return;
    // the browser's own Ctrl+K (search bar) must not win while the palette loads
    if (paletteKey) e.preventDefault();
    pendingKeys.push({ key: e.key, code: e.code, ctrlKey: e.ctrlKey, metaKey: e.metaKey, shiftKey: e.shiftKey, altKey: e.altKey });
    void loadPalette().catch(() => undefined);
  };
  window.addEventListener('keydown', buffering);
}

function stopBuffering(): void {
  if (buffering) window.removeEventListener('keydown', buffering);
  buffering = null;
}

export function PaletteMount() {
  const Palette = useSyncExternalStore(subscribe, current, current);
  const onboarding = useOnboardingCommandState();

  useEffect(() => {
    if (Palette) {
      stopBuffering();
      // children's effects run before this one: the palette's window listener is in place
      for (const init of pendingKeys.splice(0))
        window.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true }));
      return;
    }
    bufferKeysUntilPalette();
    const cancelIdle = whenIdle(() => void loadPalette().catch(() => undefined));
    return () => {
      stopBuffering();
      cancelIdle();
    };
  }, [Palette]);

  return Palette ? <Palette onboarding={onboarding} /> : null;
}
