import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { accessSessionFromMe, type AccessSession } from '../../domain/access.ts';
import type { Me } from '../../domain/auth/contract.ts';
import type { SessionRuntime } from '../../api/session.ts';
import { meAtom } from '../../atoms/session.ts';
import type { SessionState } from '../../machines/session.ts';

/**
 * The shell reaches the session runtime (HTTP client, token store, session actor) through context,
 * so the app passes `appRuntime()` and dom tests pass a runtime over a fake server.
 */
const RuntimeContext = createContext<SessionRuntime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: SessionRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): SessionRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside <RuntimeProvider>');
  return runtime;
}

export function useSessionState(): SessionState {
  const { actor } = useRuntime();
  return useSelector(actor, (snapshot) => snapshot.value as SessionState);
}

/** Error code of the last failed sign-in (translated as errors.<code>). */
export function useSignInError(): string | null {
  const { actor } = useRuntime();
  return useSelector(actor, (snapshot) => snapshot.context.error);
}

const SIGNED_IN: ReadonlySet<SessionState> = new Set(['active', 'refreshing', 'expired']);

export interface ShellSession {
  state: SessionState;
  signedIn: boolean;
  /** the profile, once loaded */
  me: Me | undefined;
  /** the guard's view of the profile; null while signed out */
  access: AccessSession | null;
  /** signed in but the profile is still on its way */
  loading: boolean;
  /** signed in but the profile could not be loaded */
  failed: boolean;
  retry: () => void;
}

/** Session state plus the profile (`meAtom`) the guard, menus and palette read. */
export function useShellSession(): ShellSession {
  const state = useSessionState();
  const signedIn = SIGNED_IN.has(state);
  const query = useAtomValue(meAtom);
  const me = signedIn ? query.data : undefined;
  const { refetch, isError } = query;
  return useMemo(
    () => ({
      state,
      signedIn,
      me,
      access: me ? accessSessionFromMe(me) : null,
      loading: signedIn && !me && !isError,
      failed: signedIn && !me && isError,
      retry: () => void refetch(),
    }),
    [state, signedIn, me, isError, refetch],
  );
}

/** Logs out locally at once (the server is told in the background) and drops every cached query. */
export function useLogout(): () => void {
  const runtime = useRuntime();
  const client = useQueryClient();
  return useCallback(() => {
    runtime.logout();
    client.clear();
  }, [runtime, client]);
}
