import { atom, useStore } from 'jotai';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

/**
 * The one place a page can hold navigation that does not start from a link click (the palette and
 * its `g` sequences call `navigate` directly). A page with unsaved changes sets `hold`; it gets the
 * navigation as `go` and runs it after asking (useUnsavedGuard). Wrapped in an object because a
 * bare function would be taken as a jotai updater.
 */
export interface NavigationBlocker {
  hold: (go: () => void) => void;
}

export const navigationBlockerAtom = atom<NavigationBlocker | null>(null);

/** wouter's navigate, asking the current blocker first; read at call time so setting it re-renders nothing. */
export function useGuardedNavigate(): (path: string) => void {
  const [, navigate] = useLocation();
  const store = useStore();
  return useCallback(
    (path: string) => {
      const blocker = store.get(navigationBlockerAtom);
      if (blocker) blocker.hold(() => navigate(path));
      else navigate(path);
    },
    [navigate, store],
  );
}
