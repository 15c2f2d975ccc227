import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { me } from '../domain/auth/contract.ts';
import { createSessionRuntime, type SessionRuntime } from '../api/session.ts';
import { createFakeServer, DEMO_PASSWORD, DEMO_USER, type FakeServer, type Gate } from '../../tests/support/dom/fake-server.ts';
import { createMemoryTokenStore, type TokenStore } from '../api/token-store.ts';
import type { HttpEvent } from '../api/http.ts';
import { expectFullCoverage } from '../../tests/support/model/expect-coverage.ts';
import { sessionChart, type SessionState } from './session.ts';

/**
 * Model-based test of the session lifecycle. Paths are generated from the pure chart (shortest and
 * simple paths); every step is played against the REAL request layer and session runtime
 * (createSessionRuntime: HTTP client + token store + session actor) talking to a fake server whose
 * access tokens expire and whose login/refresh answers are held at gates, so the test decides when
 * "signing in" and "refreshing" end and how. After each step the live system must be in the state the
 * model predicts, and its token store and server must agree.
 */
const model = createTestModel(sessionChart, {
  events: [
    { type: 'session.login', email: DEMO_USER.email, password: DEMO_PASSWORD },
    { type: 'session.loggedIn', user: DEMO_USER },
    { type: 'session.failed', code: 'invalid_credentials' },
    { type: 'session.restored', user: DEMO_USER },
  ],
});

interface System {
  server: FakeServer;
  tokens: TokenStore;
  runtime: SessionRuntime;
  loginGate: Gate;
  refreshGate: Gate;
  events: HttpEvent[];
  pending: Promise<unknown> | null;
}

function boot(restored = false): System {
  const server = createFakeServer();
  const tokens = createMemoryTokenStore();
  if (restored) {
    const session = server.issue();
    tokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
    tokens.setUser(session.user);
  }
  const runtime = createSessionRuntime({ fetch: server.fetch, tokens });
  const events: HttpEvent[] = [];
  runtime.subscribe((e) => events.push(e));
  return { server, tokens, runtime, loginGate: server.gate('login'), refreshGate: server.gate('refresh'), events, pending: null };
}

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 2));
  expect(check()).toBe(true);
}

function runPath(path: (typeof paths)[number]) {
  let sys = boot();
  const live = () => sys.runtime.actor;
  const settled = (value: SessionState) => waitFor(live(), (s) => s.matches(value), { timeout: 2000 });
  return path.test({
    events: {
      'session.login': async () => {
        sys.runtime.login({ email: DEMO_USER.email, password: DEMO_PASSWORD });
        await sys.loginGate.waiting();
      },
      'session.loggedIn': async () => {
        sys.loginGate.release('ok');
        await settled('active');
      },
      'session.failed': async () => {
        sys.loginGate.release('fail');
        await settled('signedOut');
      },
      // a page reload that finds a stored session
      'session.restored': async () => {
        sys = boot(true);
      },
      'token.expired': async () => {
        sys.server.expireAccessTokens();
        sys.pending = sys.runtime.http.call(me).catch((e: unknown) => e);
        await sys.refreshGate.waiting();
      },
      'token.refreshed': async () => {
        sys.refreshGate.release('ok');
        expect(await sys.pending).toMatchObject({ id: DEMO_USER.id });
      },
      'refresh.failed': async () => {
        sys.refreshGate.release('fail');
        expect(await sys.pending).toMatchObject({ status: 401 });
      },
      'session.logout': async () => {
        const before = sys.server.counts.logout;
        const wasActive = live().getSnapshot().matches('active');
        const wasRefreshing = live().getSnapshot().matches('refreshing');
        sys.runtime.logout();
        // only an active session tells the server; expired tokens are simply forgotten
        if (wasActive) await until(() => sys.server.counts.logout === before + 1);
        if (wasRefreshing) {
          // the refresh in flight comes back refused after logout: the session must stay signed out
          sys.refreshGate.release('fail');
          await sys.pending;
        }
      },
    },
    states: {
      signedOut: async (state) => {
        await settled('signedOut');
        expect(sys.tokens.getAccessToken()).toBeNull();
        expect(live().getSnapshot().context).toEqual(state.context);
      },
      signingIn: (state) => {
        expect(live().getSnapshot().value).toBe(state.value);
      },
      active: async (state) => {
        expect(live().getSnapshot().value).toBe('active');
        expect(live().getSnapshot().context.user?.id).toBe(state.context.user?.id);
        // the session really works: an authenticated call succeeds without a refresh
        const refreshes = sys.server.counts.refresh;
        await expect(sys.runtime.http.call(me)).resolves.toMatchObject({ id: DEMO_USER.id });
        expect(sys.server.counts.refresh).toBe(refreshes);
      },
      refreshing: () => {
        expect(live().getSnapshot().value).toBe('refreshing');
      },
      expired: async () => {
        await settled('expired');
        expect(sys.tokens.getRefreshToken()).toBeNull();
        expect(sys.events.filter((e) => e.type === 'session.expired')).toHaveLength(1);
      },
    },
  });
}

const paths = [...model.getShortestPaths(), ...model.getSimplePaths()];

describe('session machine (model-based, against the real request layer)', () => {
  it('generated paths cover every state and transition', () => {
    expectFullCoverage('session', sessionChart, paths);
  });

  for (const path of paths) {
    it(path.description, async () => {
      await runPath(path);
    });
  }
});
