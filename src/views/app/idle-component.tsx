import { useEffect, useSyncExternalStore, type ComponentType } from 'react';

/*
 * A part of the shell that is not needed for the first paint (the toast region, …) as its own chunk,
 * fetched when the browser is first idle (docs/decisions/027-initial-bundle.md). Until then it
 * renders nothing; what it would show waits (a toast stays in its queue and shows once the region is
 * there). Tests `provide` the component so it renders at once.
 */
export interface IdleComponent<P extends object> {
  /** Renders the component once loaded, else nothing; mounting starts the idle fetch. */
  Mount: ComponentType<P>;
  load: () => Promise<ComponentType<P>>;
  provide: (component: ComponentType<P>) => void;
}

export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

export function idleComponent<P extends object>(importer: () => Promise<ComponentType<P>>): IdleComponent<P> {
  let component: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const listeners = new Set<() => void>();
  const settle = (c: ComponentType<P>) => {
    component = c;
    for (const listener of listeners) listener();
    return c;
  };
  const load = () => {
    loading ??= importer().then(settle, (err: unknown) => {
      loading = null; // a later mount or call tries again
      throw err;
    });
    return loading;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => component;

  function Mount(props: P) {
    const Loaded = useSyncExternalStore(subscribe, current, current);
    useEffect(() => (Loaded ? undefined : whenIdle(() => void load().catch(() => undefined))), [Loaded]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Mount, load, provide: settle };
}
