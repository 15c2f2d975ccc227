import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestModel } from 'xstate/graph';
import { signAccessToken } from '../../server/auth/crypto.ts';
import { REFRESH_PATH } from '../../src/api/http.ts';
import { STORAGE_KEYS } from '../../src/api/token-store.ts';
import errors from '../../src/i18n/en/errors.ts';
import shell from '../../src/i18n/en/shell.ts';
import auth from '../../src/i18n/en/auth.ts';
import { sessionChart, type SessionEvent, type SessionState } from '../../src/machines/session.ts';
import { DEMO_PASSWORD, paletteRun } from '../support/e2e/app.ts';
import { closeDb, e2eDb, modelPaths } from '../support/e2e/offers-model.ts';

/**
 * Model-based UI test of the session (issue 29 item 3; the API half is src/machines/session.model.test.ts,
 * which plays the same chart against the request layer and a fake server): the session chart's paths
 * (CI: the greedy cover; E2E_FULL=1: the whole generated set, `modelPaths`), played in ONE page of real
 * Chromium against the REAL server, each path from a signed-out login page:
 * - signing in is the login form by keyboard, with the right password or a wrong one (the real server's
 *   401 invalid_credentials); the request is held at a gate (`page.route`) so "signing in" can be seen,
 *   then goes on to the real server (`route.continue`);
 * - a stored session is restored by a reload over tokens the real server issued (`request`, not routed);
 * - the access token expires: the browser's token becomes this very session's token as the server
 *   signs it (its key from the e2e data folder) with its lifetime over, what the browser holds 15 minutes
 *   after signing in; the real server refuses it (401) and the request layer refreshes, held at a gate;
 * - the refresh then goes on to the real server, which either rotates the tokens or refuses them
 *   because the refresh token's own lifetime was ended in the database (refresh_tokens.expires_at);
 * - logging out is the palette's "Log out" and the confirmation by keyboard (the real server revokes the
 *   session when it was active), or the expired dialog's one button.
 * After every step the screen shows the chart's state: the sign-in form (with the wrong-credentials
 * alert only after a refused sign-in), its busy button, the shell, the shell with a refresh in flight,
 * the expired dialog that Escape does not close; and the browser's storage holds a session exactly when
 * the chart says one exists.
 *
 * The expired dialog is modal and cannot be closed, and its one button logs out
 * (`expired --session.logout--> signedOut`) before the login page opens: the chart has no sign-in from
 * behind it (this model found it allowing one the product never takes).
 */
test.afterAll(closeDb);

/** A demo admin: its wrong-password attempts stay off the owner that the flows sign in all the time. */
const EMAIL = 'admin@demo.test';
/** Where a sign-in lands (`next`): a page of text, the shell around it. */
const LANDING = '/help';
const USER = { id: 0, email: EMAIL };

const EVENTS: readonly SessionEvent[] = [
  { type: 'session.login', email: EMAIL, password: DEMO_PASSWORD },
  { type: 'session.loggedIn', user: USER },
  { type: 'session.failed', code: 'invalid_credentials' },
  { type: 'session.restored', user: USER },
  { type: 'session.logout' },
  { type: 'token.expired' },
  { type: 'token.refreshed' },
  { type: 'refresh.failed' },
];
const cover = modelPaths('session', sessionChart, createTestModel(sessionChart, { events: [...EVENTS] }));

test('the UI paths cover every state and every transition of the session chart', () => {
  console.log(cover.report);
  expect(cover.coverage.states.missing).toEqual([]);
  expect(cover.coverage.transitions.missing).toEqual([]);
});

/**
 * Requests held until the test lets them go on to the real server: `waiting` resolves once one is
 * held, `release` continues every held one unchanged.
 */
function gate() {
  const held: Route[] = [];
  return {
    hold: (route: Route) => void held.push(route),
    get held() {
      return held.length;
    },
    async waiting() {
      await expect.poll(() => held.length, { intervals: [20, 50, 100], timeout: 10_000 }).toBeGreaterThan(0);
    },
    async release() {
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const apiPath = (r: Request | { url(): string }) => new URL(r.url()).pathname;
const mainMenu = (page: Page) => page.locator('nav[aria-label="Main menu"]').first();
const loginForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel(auth.password) });
const submit = (page: Page) => loginForm(page).getByRole('button', { name: auth.signIn, exact: true });

async function stored(page: Page) {
  return page.evaluate(
    (keys) => ({
      access: localStorage.getItem(keys.access),
      refresh: localStorage.getItem(keys.refresh),
      user: localStorage.getItem(keys.user),
    }),
    STORAGE_KEYS,
  );
}

/** The claims of the browser's access token (its session is the refresh-token family, `sid`). */
function claimsOf(token: string): { sub: string; bid: number; sid: string } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; bid: number; sid: string };
}

/** The server ended the session as a logout. */
async function expectEnded(session: string) {
  await expect
    .poll(async () => (await e2eDb().query('SELECT revoke_reason FROM auth_sessions WHERE id = $1', [session])).rows[0], {
      intervals: [50, 100, 250],
    })
    .toEqual({ revoke_reason: 'logout' });
}

/** The e2e server's signing key: the secret it generated in its data folder (server/config.ts). */
const serverSecret = () => readFileSync(join(process.env.E2E_DATA_DIR!, 'jwt-secret'), 'utf8').trim();

test('session paths through the UI against the real server, one page', async ({ page, request }) => {
  // a step takes ~1 s on a quiet machine and up to ~4 s at load 30 on 2 cores (the whole set: 271 steps)
  test.setTimeout(30_000 + cover.paths.reduce((n, p) => n + p.steps.length, 0) * 5_000);
  const login = gate();
  const refresh = gate();
  await page.route((url) => url.pathname === '/api/auth/login', login.hold);
  await page.route((url) => url.pathname === REFRESH_PATH, refresh.hold);
  // the session of the path (the refresh-token family) and how often the access token expired
  let session = '';
  let calls = 0;
  // the call the expired token was refused on, retried once the refresh is through
  let refusedCall = '';

  // the last path ended signed out on the login page without an error: the next one starts there
  let signedOutClean = false;
  const loginPage = `/auth/login?next=${encodeURIComponent(LANDING)}`;
  for (const path of cover.paths) {
    // every path starts signed out on the login page, nothing stored (the state check of its start
    // proves it); a sign-in lands on a page of text: the dashboard's charts would cost every landing
    // seconds and prove nothing about the session
    if (signedOutClean) {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, loginPage);
    } else {
      await page.goto('/api/health');
      await page.evaluate(() => localStorage.clear());
      await page.goto(loginPage);
    }

    // the steps around a step of the path (a sign-in types the wrong password when the next step is its refusal)
    const at = (step: object, offset: number) => path.steps[(path.steps as readonly object[]).indexOf(step) + offset];
    const next = (step: object) => at(step, 1)?.event.type;
    const answerOf = (pathname: string) => page.waitForResponse((r) => apiPath(r) === pathname);
    const logOut = async () => {
      await paletteRun(page, shell.logout.title);
      const confirm = page.getByRole('alertdialog').getByRole('button', { name: shell.logout.confirm, exact: true });
      await expect(confirm).toBeFocused();
      await page.keyboard.press('Enter');
    };

    await path.test({
      events: {
        'session.login': async (step) => {
          // the form by keyboard: the email field has the focus on the login page
          const wrong = next(step) === 'session.failed';
          await page.getByLabel(auth.email).focus();
          await page.keyboard.press('ControlOrMeta+a');
          await page.keyboard.insertText(EMAIL);
          await page.keyboard.press('Tab');
          await expect(page.getByLabel(auth.password)).toBeFocused();
          await page.keyboard.press('ControlOrMeta+a');
          await page.keyboard.insertText(wrong ? 'Wrong-pass-2026!' : DEMO_PASSWORD);
          await page.keyboard.press('Enter');
          await login.waiting();
        },
        'session.loggedIn': async () => {
          const answer = answerOf('/api/auth/login');
          await login.release();
          expect((await answer).status()).toBe(200);
          // the app stores the new session once it has read the answer
          await expect.poll(async () => (await stored(page)).access, { intervals: [20, 50, 100] }).not.toBeNull();
          session = claimsOf((await stored(page)).access!).sid;
        },
        'session.failed': async () => {
          const answer = answerOf('/api/auth/login');
          await login.release();
          const res = await answer;
          expect(res.status()).toBe(401);
          expect(((await res.json()) as { code: string }).code).toBe('invalid_credentials');
        },
        'session.restored': async () => {
          // a session the real server issued, stored as the app stores it, then the page loads again
          const res = await request.post('/api/auth/login', { data: { email: EMAIL, password: DEMO_PASSWORD } });
          expect(res.status(), await res.text()).toBe(200);
          const data = (await res.json()).data as { access_token: string; refresh_token: string; user: unknown };
          await page.evaluate(
            ({ keys, data }) => {
              localStorage.setItem(keys.access, data.access_token);
              localStorage.setItem(keys.refresh, data.refresh_token);
              localStorage.setItem(keys.user, JSON.stringify(data.user));
            },
            { keys: STORAGE_KEYS, data },
          );
          session = claimsOf(data.access_token).sid;
          await page.reload();
        },
        'token.expired': async () => {
          const { access } = await stored(page);
          const claims = claimsOf(access ?? '..');
          expect(claims.sid).toBe(session);
          const lapsed = await signAccessToken(
            { userId: Number(claims.sub), brandId: claims.bid, sessionId: claims.sid },
            serverSecret(),
            -60,
          );
          await page.evaluate(({ key, token }) => localStorage.setItem(key, token), { key: STORAGE_KEYS.access, token: lapsed });
          // the next call of the app: a page with a query of its own (in-app, as a menu link goes)
          const refused = page.waitForResponse((r) => apiPath(r).startsWith('/api/') && r.status() === 401);
          await page.evaluate((to) => {
            window.history.pushState(null, '', to);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, `/activity?object_id=session-model-${++calls}`);
          // the real server refused this very token
          expect((await refused).request().headers().authorization).toBe(`Bearer ${lapsed}`);
          refusedCall = apiPath(await refused);
          await refresh.waiting();
        },
        'token.refreshed': async () => {
          const answer = answerOf(REFRESH_PATH);
          const retried = answerOf(refusedCall);
          await refresh.release();
          expect((await answer).status()).toBe(200);
          // the refused call again, with the new token
          expect((await retried).status()).toBe(200);
        },
        'refresh.failed': async () => {
          // the refresh token's own lifetime (30 days) is over: the real server refuses the refresh
          const ended = await e2eDb().query(
            `UPDATE refresh_tokens SET expires_at = now() - interval '1 second'
              WHERE family_id = $1 AND used_at IS NULL AND revoked_at IS NULL`,
            [session],
          );
          expect(ended.rowCount).toBe(1);
          const answer = answerOf(REFRESH_PATH);
          await refresh.release();
          const res = await answer;
          expect(res.status()).toBe(401);
          expect(((await res.json()) as { code: string }).code).toBe('refresh_token_invalid');
        },
        'session.logout': async (step) => {
          const from = at(step, -1)?.state.value as SessionState;
          if (from === 'expired') {
            // the expired dialog's one button (focused when it opens)
            const button = page.getByRole('alertdialog').getByRole('button', { name: shell.dialogs.login, exact: true });
            await expect(button).toBeFocused();
            await page.keyboard.press('Enter');
          } else if (from === 'refreshing') {
            await logOut();
            await expect(loginForm(page)).toBeVisible();
            // the refresh in flight comes back afterwards with the real server's fresh tokens: the app
            // must not keep them (the signed-out state checks the storage) and ends that session
            const answer = answerOf(REFRESH_PATH);
            await refresh.release();
            expect((await answer).status()).toBe(200);
            await expectEnded(session);
          } else {
            await logOut();
            // an active session is ended on the server too
            await expectEnded(session);
          }
        },
      },
      states: {
        signedOut: async (state) => {
          await expect(page).toHaveURL(/\/auth\/login/);
          await expect(loginForm(page)).toBeVisible();
          await expect(submit(page)).toBeEnabled();
          await expect(submit(page)).not.toHaveAttribute('data-pending', 'true');
          await expect(mainMenu(page)).toHaveCount(0);
          await expect(page.getByRole('alertdialog')).toHaveCount(0);
          const alert = page.getByText(errors.invalid_credentials);
          await expect(alert).toHaveCount(state.context.error ? 1 : 0);
          expect(await stored(page)).toEqual({ access: null, refresh: null, user: null });
        },
        signingIn: async () => {
          await expect(submit(page)).toHaveAttribute('data-pending', 'true');
          await expect(mainMenu(page)).toHaveCount(0);
          expect(login.held).toBe(1);
        },
        active: async () => {
          await expect(mainMenu(page)).toBeVisible();
          await expect(page.getByRole('alertdialog')).toHaveCount(0);
          expect(refresh.held).toBe(0);
          const now = await stored(page);
          expect(JSON.parse(now.user ?? 'null')).toMatchObject({ email: EMAIL });
          expect(claimsOf(now.access ?? '..').sid).toBe(session);
        },
        refreshing: async () => {
          // the shell stays, the page's call waits on the one refresh in flight
          await expect(mainMenu(page)).toBeVisible();
          await expect(page.getByRole('alertdialog')).toHaveCount(0);
          expect(refresh.held).toBe(1);
        },
        expired: async () => {
          const dialog = page.getByRole('alertdialog');
          await expect(dialog).toContainText(shell.dialogs.sessionExpired);
          await page.keyboard.press('Escape');
          await expect(dialog).toBeVisible();
          expect(await stored(page)).toMatchObject({ access: null, refresh: null });
        },
      },
    });
    // a path that ends with a request held lets it go before the next path starts
    await login.release();
    await refresh.release();
    signedOutClean = path.state.value === 'signedOut' && !path.state.context.error;
  }
});
