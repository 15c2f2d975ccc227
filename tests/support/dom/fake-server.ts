/**
 * A fake API server behind a `fetch` function, for tests of the request layer and the session machine.
 * It behaves like the real one where it matters: access tokens expire (all at once, on demand),
 * refresh tokens rotate and a used refresh token is refused, protected routes answer 401 without a
 * valid bearer. Login and refresh answers can be held at a gate so a test decides when (and how) they
 * settle — that is how model-based tests drive "signing in" and "refreshing" step by step.
 */
export interface Gate {
  /** Resolves when a request is waiting at the gate. */
  waiting(): Promise<void>;
  release(outcome: 'ok' | 'fail'): void;
}

interface GateState {
  enabled: boolean;
  pending: Array<(outcome: 'ok' | 'fail') => void>;
  waiters: Array<() => void>;
}

export const DEMO_USER = { id: 1, email: 'owner@demo.test', name: 'Owner' };
export const DEMO_PASSWORD = 'Demo-pass-2026!';

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
const fail = (status: number, code: string, message = code) => json(status, { message, code, errors: [] });

export function createFakeServer() {
  let generation = 0;
  let serial = 0;
  const validAccess = new Set<string>();
  const validRefresh = new Set<string>();
  const counts = { refresh: 0, login: 0, logout: 0, requests: 0 };
  const authHeaders: Array<string | null> = [];
  const gates: Record<'login' | 'refresh', GateState> = {
    login: { enabled: false, pending: [], waiters: [] },
    refresh: { enabled: false, pending: [], waiters: [] },
  };
  /** status to answer on the next refresh (401 makes it fail like a revoked token) */
  let refreshFailure: number | null = null;

  const issue = () => {
    serial += 1;
    const access = `access-${generation}-${serial}`;
    const refresh = `refresh-${serial}`;
    validAccess.add(access);
    validRefresh.add(refresh);
    return { access_token: access, refresh_token: refresh, expires_in: 900, user: DEMO_USER };
  };

  async function atGate(name: 'login' | 'refresh'): Promise<'ok' | 'fail'> {
    const gate = gates[name];
    if (!gate.enabled) return 'ok';
    return new Promise((resolve) => {
      gate.pending.push(resolve);
      for (const wake of gate.waiters.splice(0)) wake();
    });
  }

  function gate(name: 'login' | 'refresh'): Gate {
    const state = gates[name];
    state.enabled = true;
    return {
      waiting: () => (state.pending.length ? Promise.resolve() : new Promise<void>((resolve) => state.waiters.push(resolve))),
      release(outcome) {
        const next = state.pending.shift();
        if (!next) throw new Error(`nothing waiting at the ${name} gate`);
        next(outcome);
      },
    };
  }

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    counts.requests += 1;
    const url = new URL(String(input), 'http://fake.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const bearer = headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    authHeaders.push(headers.get('authorization'));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    // Let concurrent requests interleave like they would over a network.
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const route = `${method} ${url.pathname}`;

    if (route === 'POST /api/auth/login') {
      counts.login += 1;
      const outcome = await atGate('login');
      if (outcome === 'fail' || body.password !== DEMO_PASSWORD) return fail(401, 'invalid_credentials', 'Email or password incorrect.');
      return json(200, { data: issue() });
    }
    if (route === 'POST /api/user/refresh-token') {
      counts.refresh += 1;
      const outcome = await atGate('refresh');
      const token = String(body.refresh_token ?? '');
      if (refreshFailure) return fail(refreshFailure, 'refresh_token_invalid');
      if (outcome === 'fail' || !validRefresh.delete(token)) return fail(401, 'refresh_token_invalid');
      return json(200, { data: issue() });
    }
    if (url.pathname.startsWith('/api/status/')) return fail(Number(url.pathname.split('/').pop()), 'status');
    if (url.pathname === '/api/slow')
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    if (url.pathname === '/api/public/echo') return json(200, { data: { query: Object.fromEntries(url.searchParams) } });

    // everything below needs a valid access token
    if (!bearer || !validAccess.has(bearer)) return fail(401, 'token_expired');
    if (route === 'POST /api/user/logout') {
      counts.logout += 1;
      validAccess.delete(bearer);
      return json(200, { data: { ok: true } });
    }
    if (route === 'GET /api/user/me') return json(200, { data: DEMO_USER });
    const thing = url.pathname.match(/^\/api\/things\/(\w+)$/);
    if (thing) return json(200, { data: { id: thing[1], method, body, query: Object.fromEntries(url.searchParams) } });
    return fail(404, 'not_found');
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    counts,
    authHeaders,
    /** Sign a session in directly (as if a login had happened earlier). */
    issue,
    /** Every access token issued so far stops working, like a 15-minute expiry passing. */
    expireAccessTokens() {
      generation += 1;
      validAccess.clear();
    },
    revokeRefreshTokens() {
      validRefresh.clear();
    },
    failRefreshWith(status: number | null) {
      refreshFailure = status;
    },
    gate,
  };
}
export type FakeServer = ReturnType<typeof createFakeServer>;
