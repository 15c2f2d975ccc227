import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { navigationBlockerAtom } from '../../app/navigation-blocker.ts';

/**
 * Spec 1 §2: leaving a tab or the page with unsaved changes asks 'are you sure' (yes discards).
 * `attempt(go)` runs `go` at once when clean, else holds it until `confirm()` (or drops it on
 * `cancel()`). Reloading or closing the tab gets the browser's own prompt; following an in-app
 * link (menus, header) is held the same way as a tab change, and so is navigation from the palette
 * or a `g` sequence (through the shell's navigation blocker).
 */
export function useUnsavedGuard() {
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const attempt = (go: () => void) => (dirtyRef.current ? setPending(() => go) : go());
  const setBlocker = useSetAtom(navigationBlockerAtom);

  useEffect(() => {
    if (!dirty) return;
    const blocker = { hold: (go: () => void) => setPending(() => go) };
    setBlocker(blocker);
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    // capture phase: runs before the router's own link handler
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || e.defaultPrevented || link.closest('[data-unsaved-guard-ignore]')) return;
      e.preventDefault();
      e.stopPropagation();
      setPending(() => () => {
        setDirty(false);
        // after the re-render without the guard
        setTimeout(() => link.click(), 0);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      // only our own: another page's guard may have taken over meanwhile
      setBlocker((current) => (current === blocker ? null : current));
    };
  }, [dirty, setBlocker]);

  return {
    dirty,
    setDirty,
    attempt,
    asking: pending !== null,
    confirm: () => {
      const go = pending;
      setPending(null);
      setDirty(false);
      go?.();
    },
    cancel: () => setPending(null),
  };
}
