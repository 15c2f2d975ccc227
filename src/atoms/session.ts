import type { QueryClient } from '@tanstack/react-query';
import { atom, createStore } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import type { SnapshotFrom } from 'xstate';
import { meQuery } from '../api/auth.ts';
import { bindHttp } from '../api/client.ts';
import type { SessionRuntime } from '../api/session.ts';
import type { SessionMachine, SessionState } from '../machines/session.ts';

/**
 * Session state for React through jotai. The session actor lives in the app runtime (src/api); these
 * atoms mirror its snapshot while something is mounted, and derive the current user and the profile.
 */
const runtimeBase = atom<SessionRuntime | null>(null);
export const sessionRuntimeAtom = atom((get) => {
  const runtime = get(runtimeBase);
  if (!runtime) throw new Error('no session runtime in this store (createAppStore)');
  return runtime;
});

/**
 * The app's jotai store: the one QueryClient (shared by React Query hooks and these atoms), bound to
 * the runtime's HTTP client (src/api/client.ts), and the session runtime. main.tsx and the dom tests
 * build it through `<Providers>`.
 */
export function createAppStore(queryClient: QueryClient, runtime: SessionRuntime) {
  bindHttp(queryClient, runtime);
  const store = createStore();
  store.set(queryClientAtom, queryClient);
  store.set(runtimeBase, runtime);
  return store;
}

const snapshotBase = atom<SnapshotFrom<SessionMachine> | null>(null);
const snapshotMirror = atom(
  (get) => get(snapshotBase),
  (get, set) => {
    const actor = get(sessionRuntimeAtom).actor;
    set(snapshotBase, actor.getSnapshot());
    const sub = actor.subscribe((snapshot) => set(snapshotBase, snapshot));
    return () => sub.unsubscribe();
  },
);
snapshotMirror.onMount = (mount) => mount();

export const sessionSnapshotAtom = atom((get) => get(snapshotMirror) ?? get(sessionRuntimeAtom).actor.getSnapshot());

/** 'signedOut' | 'signingIn' | 'active' | 'refreshing' | 'expired' */
export const sessionStateAtom = atom((get) => get(sessionSnapshotAtom).value as SessionState);

const SIGNED_IN: ReadonlySet<SessionState> = new Set(['active', 'refreshing', 'expired']);
/** A session exists (also while its token is refreshed, or once it expired and waits for a new sign-in). */
export const signedInAtom = atom((get) => SIGNED_IN.has(get(sessionStateAtom)));

/** The user stored at sign-in (id, email …); null when signed out. */
export const currentUserAtom = atom((get) => get(sessionSnapshotAtom).context.user);

/** The full profile with permissions and flags (`GET /api/user/me`); fetched only while a session exists. */
export const meAtom = atomWithQuery((get) => ({ ...meQuery(), enabled: get(signedInAtom) }));
