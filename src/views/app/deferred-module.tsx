import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { ButtonContext } from 'react-aria-components';
import { whenIdle } from './idle-component.tsx';

/*
 * Overlays of the shell — menus, popovers, dialogs — in a chunk of their own, out of the entry
 * (docs/decisions/064-shell-bundle-and-palette-timing.md). What is on screen at the first paint stays in
 * the entry: the buttons that open them. The overlays' module is fetched when the browser is first
 * idle, so it is normally there long before anyone clicks; a press that comes earlier is not lost
 * (replayed once it is), and a dialog asked to open earlier loads it at once.
 */
export interface DeferredModule<M> {
  /** Fetches the module (once; again after a failure). */
  load(): Promise<M>;
  /** The module once loaded, else null; re-renders when it arrives. */
  useModule(): M | null;
  /** Tests and eager callers: use this module from now on (no chunk to wait for). */
  provide(module: M): void;
}

export function deferredModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const settle = (m: M) => {
    loaded = m;
    for (const listener of listeners) listener();
    return m;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => loaded;
  const load = () => {
    loading ??= importer().then(settle, (err: unknown) => {
      loading = null; // a later press or idle moment tries again
      throw err;
    });
    return loading;
  };
  return {
    load,
    provide: (m) => void settle(m),
    useModule() {
      const m = useSyncExternalStore(subscribe, current, current);
      useEffect(() => (m ? undefined : whenIdle(() => void load().catch(() => undefined))), [m]);
      return m;
    },
  };
}

/**
 * A part of a deferred module (a dialog, an off-canvas menu): `fallback` (nothing by default) until
 * the module is there. `needed` (the dialog is asked to open) fetches it at once instead of waiting
 * for an idle moment.
 */
export function DeferredPart<M>({
  module,
  needed = false,
  fallback = null,
  render,
}: {
  module: DeferredModule<M>;
  needed?: boolean;
  fallback?: ReactNode;
  render: (m: M) => ReactNode;
}) {
  const m = module.useModule();
  useEffect(() => {
    if (needed && !m) void module.load().catch(() => undefined);
  }, [needed, m, module]);
  return m ? render(m) : fallback;
}

/**
 * A button that opens an overlay of a deferred module (react-aria's MenuTrigger or DialogTrigger,
 * rendered by `render` with the button inside it). Until the module is there the button shows alone,
 * the same element with the attributes the trigger would give it closed; a press then fetches the
 * module and, once the real trigger is in place, is replayed on it (focus, then a click: react-aria
 * opens a menu from a virtual click with its first item focused, as from the keyboard).
 */
export function DeferredTrigger<M>({
  module,
  trigger,
  popup,
  needed = false,
  render,
}: {
  module: DeferredModule<M>;
  /** the button: normally a system <Button> */
  trigger: ReactElement<{ ref?: Ref<HTMLElement> }>;
  /** what it opens: a menu says so (aria-haspopup), a dialog does not (as react-aria's triggers) */
  popup: 'menu' | 'dialog';
  /** the overlay is asked to open some other way (a palette command): fetch the module at once */
  needed?: boolean;
  render: (m: M, trigger: ReactElement) => ReactNode;
}) {
  const m = module.useModule();
  const ref = useRef<HTMLElement>(null);
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (needed && !m) void module.load().catch(() => undefined);
  }, [needed, m, module]);
  useEffect(() => {
    if (!m || !pressed) return;
    setPressed(false);
    ref.current?.focus();
    ref.current?.click();
  }, [m, pressed]);
  // the real trigger is a new element: when the module arrives while the placeholder has focus (a
  // keyboard user tabbed to it), focus moves onto the new one, or their next Enter would go nowhere
  const focusOnArrival = useRef<boolean | null>(null);
  if (m && focusOnArrival.current === null) focusOnArrival.current = ref.current !== null && document.activeElement === ref.current;
  useLayoutEffect(() => {
    if (m && focusOnArrival.current && document.activeElement !== ref.current) ref.current?.focus();
  }, [m]);
  const button = cloneElement(trigger, { ref });
  if (m) return render(m, button);
  const onPress = () => {
    setPressed(true);
    module.load().catch(() => setPressed(false));
  };
  return (
    <ButtonContext.Provider value={{ onPress, 'aria-haspopup': popup === 'menu' ? true : undefined, 'aria-expanded': false }}>
      {button}
    </ButtonContext.Provider>
  );
}
