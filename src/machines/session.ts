import { assign, fromPromise, raise, setup } from 'xstate';

export interface SessionUser {
  id: number;
  email: string;
  [key: string]: unknown;
}

export interface Credentials {
  email: string;
  password: string;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string }
  | { type: 'session.loggedIn'; user: SessionUser }
  | { type: 'session.failed'; code: string }
  /** a page load found a stored session */
  | { type: 'session.restored'; user: SessionUser }
  | { type: 'session.logout' }
  | { type: 'token.expired' }
  | { type: 'token.refreshed' }
  | { type: 'refresh.failed' };

export interface SessionContext {
  user: SessionUser | null;
  /** error code of the last failed sign-in (translated as errors.<code>) */
  error: string | null;
}

const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actions: {
    assignUser: assign({
      user: ({ event }) => (event.type === 'session.loggedIn' || event.type === 'session.restored' ? event.user : null),
      error: null,
    }),
    assignError: assign({ error: ({ event }) => (event.type === 'session.failed' ? event.code : 'unknown') }),
    clearError: assign({ error: null }),
    clearUser: assign({ user: null }),
    /** Effects the app provides with .provide(); no-ops in the pure chart. */
    postLogout: () => {},
    forgetSession: () => {},
  },
  actors: {
    /** Signs in and stores the tokens; resolves with the user. Provided by src/api/session.ts. */
    login: fromPromise<SessionUser, Credentials>(async () => {
      throw new Error('the login actor is provided with .provide()');
    }),
  },
});

/**
 * The session of a brand user, in product terms:
 *
 * Nobody is signed in at first (signedOut). Submitting the login form starts signing in; the server
 * either accepts (active) or refuses ('Email or password incorrect.', back to signedOut with the error).
 * A reload with a stored session goes straight to active. While active, the access token lasts minutes:
 * when a call finds it expired, the request layer refreshes it once for everyone (refreshing) and the
 * session is active again. If the refresh itself is refused, the session has expired: a dialog that
 * cannot be closed offers one button, which forgets the stored user and goes to login (signedOut), or the
 * user signs in again. Logging out forgets the session at once and tells the server in the background.
 *
 * The chart below has no IO. `sessionChart` is exactly this chart (used by model-based tests and the
 * server); `sessionMachine` adds the invoked `login` actor whose outcome is raised as the chart's own
 * `session.loggedIn` / `session.failed` events, so both share every transition.
 */
function sessionChart_(withActors: boolean) {
  return sessionSetup.createMachine({
    id: 'session',
    context: { user: null, error: null },
    initial: 'signedOut',
    states: {
      signedOut: {
        on: {
          'session.login': { target: 'signingIn', actions: 'clearError' },
          'session.restored': { target: 'active', actions: 'assignUser' },
        },
      },
      signingIn: {
        ...(withActors
          ? {
              invoke: {
                src: 'login',
                input: ({ event }) =>
                  event.type === 'session.login' ? { email: event.email, password: event.password } : { email: '', password: '' },
                onDone: { actions: raise(({ event }) => ({ type: 'session.loggedIn' as const, user: event.output })) },
                onError: {
                  actions: raise(({ event }) => ({ type: 'session.failed' as const, code: errorCode(event.error) })),
                },
              },
            }
          : {}),
        on: {
          'session.loggedIn': { target: 'active', actions: 'assignUser' },
          'session.failed': { target: 'signedOut', actions: 'assignError' },
        },
      },
      active: {
        on: {
          'token.expired': 'refreshing',
          'session.logout': { target: 'signedOut', actions: ['postLogout', 'forgetSession', 'clearUser'] },
        },
      },
      refreshing: {
        on: {
          'token.refreshed': 'active',
          'refresh.failed': 'expired',
          'session.logout': { target: 'signedOut', actions: ['forgetSession', 'clearUser'] },
        },
      },
      expired: {
        // the expired dialog cannot be closed; its one way on is to log out, then sign in again (spec 1 §1):
        // no sign-in from behind it (the session UI model found the chart allowing one the product never takes)
        on: {
          'session.logout': { target: 'signedOut', actions: ['forgetSession', 'clearUser'] },
        },
      },
    },
  });
}

function errorCode(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return 'unknown';
}

/** The pure chart: no invoked actors, effects as no-op actions. */
export const sessionChart = sessionChart_(false);
/** The chart plus the `login` actor; provide `actors.login`, `actions.postLogout`, `actions.forgetSession`. */
export const sessionMachine = sessionChart_(true);
export type SessionMachine = typeof sessionMachine;
export type SessionState = 'signedOut' | 'signingIn' | 'active' | 'refreshing' | 'expired';
