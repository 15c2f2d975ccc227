import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS, type StoredUser } from '../../../src/api/token-store.ts';

export const DEMO_PASSWORD = 'Demo-pass-2026!';

/** The signed-in shell is up: its main menu, named in the profile's language. */
const expectShell = (page: Page) => expect(page.locator('nav[aria-label="Main menu"], nav[aria-label="Menu chính"]').first()).toBeVisible();

/** Sign in through the real login page and wait for the shell (its main menu, named in the profile's language). */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expectShell(page);
}

/**
 * Signed in through the API, the session put where the app keeps it, then `path` opened: for specs
 * whose subject is not the sign-in (the model specs open a fresh page per path). The login form's
 * own test is `signIn` above (shell.spec); this skips its page load and typing (~1.2 s a test).
 */
export async function signInByApi(page: Page, email: string, path = '/') {
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  const session = (await res.json()).data as { access_token: string; refresh_token: string; user: StoredUser };
  // a same-origin document without the app, to write its storage before the app starts
  await page.goto('/api/health');
  await page.evaluate(
    ({ keys, session }) => {
      localStorage.setItem(keys.access, session.access_token);
      localStorage.setItem(keys.refresh, session.refresh_token);
      localStorage.setItem(keys.user, JSON.stringify(session.user));
    },
    { keys: STORAGE_KEYS, session },
  );
  await page.goto(path);
  await expectShell(page);
}

export async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.locator('[cmdk-input]');
  await expect(input).toBeVisible();
  return input;
}

/** `s` matched literally inside a RegExp (a command title may hold parentheses or a dot). */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Runs a palette command by keyboard alone: its title typed, the first item starting with it run with Enter
 * once it is listed and selected (a page's own commands appear when its data has loaded, e.g. one per saved
 * filter; Enter before that runs nothing).
 */
export async function paletteRun(page: Page, title: string): Promise<void> {
  const input = await openPalette(page);
  await input.fill(title);
  await expect(
    page
      .locator('[cmdk-item]')
      .filter({ hasText: new RegExp(`^${escapeRegExp(title)}`) })
      .first(),
  ).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
}

/**
 * Open a path and wait until the page has rendered. Once the app is loaded it navigates inside it
 * (history.pushState, as the menu's links do): a full reload per route would spend most of the walk
 * starting the app again. Returns the path the page landed on (guards and onboarding may redirect).
 */
export async function openAndSettle(page: Page, path: string): Promise<string> {
  if (page.url().startsWith('http')) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else {
    await page.goto(path);
  }
  await page.waitForLoadState('load');
  await expect(page.locator('body')).not.toHaveText(/^\s*$/);
  // lazy pages and their first query: wait until nothing says it is busy or loading
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // in either language (common.loading): a Vietnamese page's lazy chunk said 'Đang tải…' and was not waited for
  await expect(page.locator('main [role="status"]', { hasText: /Loading…|Đang tải…/ })).toHaveCount(0, { timeout: 15_000 });
  await waitForQuietPage(page);
  return new URL(page.url()).pathname;
}

/**
 * Wait until the page has stopped changing: the fonts loaded, two frames painted (virtualized rows
 * measure after the first paint, charts after their ResizeObserver) and then no DOM change for
 * `quietMs`, at most `maxMs`. Replaces a fixed 400 ms sleep (decision 063): a quick page goes on after
 * ~0.2 s, a slow one under load gets the time it needs. Resolves to false when the page never went quiet.
 */
export async function waitForQuietPage(page: Page, quietMs = 150, maxMs = 5_000): Promise<boolean> {
  return page.evaluate(
    async ({ quietMs, maxMs }) => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const started = performance.now();
      let last = started;
      const observer = new MutationObserver(() => (last = performance.now()));
      observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      try {
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const now = performance.now();
          if (now - last >= quietMs) return true;
          if (now - started >= maxMs) return false;
        }
      } finally {
        observer.disconnect();
      }
    },
    { quietMs, maxMs },
  );
}
