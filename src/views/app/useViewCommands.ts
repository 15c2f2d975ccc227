import { useEffect, useLayoutEffect, useRef } from 'react';
import { appCommands, type ViewCommands } from '../../commands/app-registry.ts';
import { chordOf, createSequenceMatcher, detectPlatform, normalizeShortcut } from '../../commands/keys.ts';
import { isTypingTarget, shortcutKeyIsFree } from './keys.ts';
import { useGuardedNavigate } from './navigation-blocker.ts';

/**
 * How a view hands its commands to the app (decision 033): `useViewCommands(viewCommands.offerList,
 * view)` registers the listed factory's commands in the app's registry while the view is mounted,
 * each reading the latest `view` when it is asked. Pass `null` to register nothing (a user who may
 * not act). The commands' own shortcuts (page keys: j / k / x / Enter on a list) run from here while
 * the view is mounted, under the one rule of app/keys.ts; the app's global keys run from the palette.
 * A view whose commands come and go with its data (one per saved filter) passes `changes`.
 * They are registered in a layout effect, before the first paint: a control that is the face of one of
 * them (CommandButton, decision 097) is drawn on the first frame, never a frame late.
 */
export function useViewCommands<V>(factory: ViewCommands<V> | null, view: V, changes?: string | number): void {
  const latest = useRef(view);
  latest.current = view;
  // `changes`: a short key of what the commands list from `view` (ids of saved filters): when it moves, the
  // registry says so and an open palette lists the commands again. A primitive, so telling never loops
  useEffect(() => {
    if (factory && changes !== undefined) appCommands.viewChanged();
  }, [factory, changes]);
  const navigate = useGuardedNavigate();
  const latestNavigate = useRef(navigate);
  latestNavigate.current = navigate;
  useLayoutEffect(() => {
    if (!factory) return undefined;
    const commands = factory(() => latest.current);
    // one mount at a time owns a factory's commands (a second header in a test registers nothing)
    if (commands.some((c) => appCommands.get(c.id))) return undefined;
    const unregister = appCommands.registerAll(commands);
    const keyed = commands.filter((c) => c.shortcut);
    if (keyed.length === 0) return unregister;
    const matcher = createSequenceMatcher(keyed.map((c) => c.shortcut!));
    const platform = detectPlatform(navigator.platform || navigator.userAgent);
    // a page key acts on its view; its context carries navigation (the palette's sub-pages are not its)
    const ctx = { user: null, flags: {}, navigate: (path: string) => latestNavigate.current(path), openPage: () => undefined };
    // Ctrl/⌘ chords are taken on the way down (a focused control, e.g. react-aria's, stops the key
    // from bubbling), plain keys on the way up (what the focused control handled is its own)
    const onKeyDown = (capture: boolean) => (e: KeyboardEvent) => {
      const chord = chordOf(e, platform);
      if (capture !== Boolean(chord?.startsWith('mod+')) || !shortcutKeyIsFree(e)) return;
      const { match } = matcher.feed(chord, performance.now(), isTypingTarget(e.target));
      const command = match ? keyed.find((c) => normalizeShortcut(c.shortcut!) === match) : undefined;
      if (!command || !appCommands.availability(command, ctx).enabled) return;
      e.preventDefault();
      void command.run?.(ctx);
    };
    const down = onKeyDown(true);
    const up = onKeyDown(false);
    window.addEventListener('keydown', down, true);
    window.addEventListener('keydown', up);
    return () => {
      window.removeEventListener('keydown', down, true);
      window.removeEventListener('keydown', up);
      unregister();
    };
  }, [factory]);
}
