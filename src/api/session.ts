import { createActor, fromPromise, type Actor } from 'xstate';
import { sessionMachine, type Credentials, type SessionMachine } from '../machines/session.ts';
import { createAuthApi, type AuthApi } from './auth.ts';
import { createHttpClient, type HttpClient, type HttpEvent } from './http.ts';
import type { TokenStore } from './token-store.ts';

/**
 * Wires the pieces of a browser session together: the HTTP client, the token store and the session
 * actor. The request layer's refresh events drive the machine (refresh started → `token.expired`,
 * succeeded → `token.refreshed`, refused → `refresh.failed`), and the machine's effects (login, logout,
 * forgetting the session) go through the same client and store. Everything else — toasts, the
 * time-out inform, the expired dialog — subscribes to `events`.
 */
export interface SessionRuntime {
  http: HttpClient;
  tokens: TokenStore;
  /** the fetch the client uses, for downloads that are not JSON (src/api/download.ts) */
  fetch: typeof fetch;
  baseUrl?: string;
  auth: AuthApi;
  actor: Actor<SessionMachine>;
  /** HTTP events for the shell (toasts, time-out inform, forbidden notice, expired dialog) */
  subscribe(listener: (event: HttpEvent) => void): () => void;
  login(credentials: Credentials): void;
  logout(): void;
}

export interface SessionRuntimeDeps {
  fetch: typeof fetch;
  tokens: TokenStore;
  baseUrl?: string;
  timeoutMs?: number;
}

const sessionEventFor = {
  'refresh.started': 'token.expired',
  'refresh.succeeded': 'token.refreshed',
  'session.expired': 'refresh.failed',
} as const;

export function createSessionRuntime(deps: SessionRuntimeDeps): SessionRuntime {
  const listeners = new Set<(event: HttpEvent) => void>();
  // the client is built before the actor it feeds, so the actor is reached through this box
  const box: { actor?: Actor<SessionMachine> } = {};
  const http = createHttpClient({
    fetch: deps.fetch,
    tokens: deps.tokens,
    baseUrl: deps.baseUrl,
    timeoutMs: deps.timeoutMs,
    tabUserId: () => box.actor?.getSnapshot().context.user?.id ?? null,
    onEvent(event) {
      if (event.type in sessionEventFor) box.actor?.send({ type: sessionEventFor[event.type as keyof typeof sessionEventFor] });
      for (const listener of [...listeners]) listener(event);
    },
  });
  const auth = createAuthApi(http, deps.tokens);
  const machine = sessionMachine.provide({
    actors: { login: fromPromise(({ input, signal }) => auth.login(input, signal)) },
    actions: {
      // Logout is local first: the server is told in the background and its answer does not matter.
      postLogout: () => void auth.logout().catch(() => undefined),
      forgetSession: () => deps.tokens.clear(),
    },
  });
  const actor = createActor(machine);
  box.actor = actor;
  actor.start();
  const stored = deps.tokens.getUser();
  if (stored && deps.tokens.getRefreshToken()) actor.send({ type: 'session.restored', user: stored });
  const started = actor;
  return {
    http,
    tokens: deps.tokens,
    fetch: deps.fetch,
    baseUrl: deps.baseUrl,
    auth,
    actor: started,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    login: (credentials) => started.send({ type: 'session.login', ...credentials }),
    logout: () => started.send({ type: 'session.logout' }),
  };
}
