import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { atomWithQuery } from 'jotai-tanstack-query';
import type { SnapshotFrom } from 'xstate';
import { appRuntime } from '../api/app-runtime.ts';
import { meQuery } from '../api/auth.ts';
import { queryClient } from '../api/query-client.ts';
import type { SessionMachine } from '../machines/session.ts';

/**
 * Session state for React through jotai. The session actor lives in the app runtime (src/api); these
 * atoms mirror its snapshot while something is mounted, and derive the current user and the profile.
 * Theme and locale are per-browser preferences kept in localStorage.
 */
export const sessionRuntimeAtom = atom(() => appRuntime());

const snapshotMirror = atom<SnapshotFrom<SessionMachine> | null>(null);
snapshotMirror.onMount = (set) => {
  const actor = appRuntime().actor;
  set(actor.getSnapshot());
  const sub = actor.subscribe((snapshot) => set(snapshot));
  return () => sub.unsubscribe();
};

export const sessionSnapshotAtom = atom((get) => get(snapshotMirror) ?? get(sessionRuntimeAtom).actor.getSnapshot());

/** 'signedOut' | 'signingIn' | 'active' | 'refreshing' | 'expired' */
export const sessionStateAtom = atom((get) => get(sessionSnapshotAtom).value);

/** The user stored at sign-in (id, email …); null when signed out. */
export const currentUserAtom = atom((get) => get(sessionSnapshotAtom).context.user);

/** The full profile with permissions and flags; fetched only while a session exists. */
export const meAtom = atomWithQuery(
  (get) => ({
    ...meQuery(get(sessionRuntimeAtom).http),
    enabled: get(currentUserAtom) !== null,
  }),
  () => queryClient,
);

export type ThemePreference = 'light' | 'dark' | 'system';
export const themeAtom = atomWithStorage<ThemePreference>('bc.theme', 'system');

const prefersDarkBase = atom(false);
prefersDarkBase.onMount = (set) => {
  if (typeof window === 'undefined' || !window.matchMedia) return;
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  set(media.matches);
  const onChange = (e: MediaQueryListEvent) => set(e.matches);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
/** The theme actually applied: the preference, or the OS setting for 'system'. */
export const resolvedThemeAtom = atom((get) => {
  const preference = get(themeAtom);
  return preference === 'system' ? (get(prefersDarkBase) ? 'dark' : 'light') : preference;
});

export type Locale = 'en' | 'vi';
export const localeAtom = atomWithStorage<Locale>('bc.locale', 'en');
