import { expect, test } from '@playwright/test';
import { signIn, signInByApi, openPalette, waitForQuietPage } from '../support/e2e/app.ts';
import enRoutes from '../../src/i18n/en/routes.ts';
import viRoutes from '../../src/i18n/vi/routes.ts';
import { WEB_ROUTES } from '../../src/domain/routes.ts';

test('signed out, the app sends you to the login page; wrong credentials say so without saying which', async ({ page }) => {
  await page.goto('/reports/conversions');
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill('Wrong-pass-2026!');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Email or password incorrect.')).toBeVisible();
});

// The language is saved on the user's profile: this test uses a user no other test signs in as.
test('a user signs in, sees the shell in English, then in Vietnamese after the switch', async ({ page, browser }) => {
  await signIn(page, 'tech@demo.test');
  const menu = page.locator('nav[aria-label="Main menu"], nav[aria-label="Menu chính"]'); // its name follows the language
  await expect(menu.getByRole('link', { name: enRoutes.home, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: enRoutes.offers, exact: true })).toBeVisible();

  const input = await openPalette(page);
  await input.fill('Switch language');
  await page.keyboard.press('Enter');
  await input.fill('Tiếng Việt');
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: viRoutes.home, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: viRoutes.offers, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // saved on the profile: another browser signing in as the same user gets Vietnamese too
  const other = await browser.newPage();
  await signIn(other, 'tech@demo.test');
  await expect(other.locator('nav[aria-label="Menu chính"]').getByRole('link', { name: viRoutes.home, exact: true })).toBeVisible();
  await other.close();
});

const REACHABLE = WEB_ROUTES.filter((r) => !r.public && !r.path.includes(':') && r.id !== 'lock' && r.id !== 'brandInfo');
/** A dozen routes a test (decision 063): one slow page fails its own dozen, not the whole walk. */
const ROUTES_PER_TEST = 12;
for (let from = 0; from < REACHABLE.length; from += ROUTES_PER_TEST) {
  const routes = REACHABLE.slice(from, from + ROUTES_PER_TEST);
  test(`Ctrl+K opens the palette and every route without parameters is reachable from it: ${routes[0]!.id} … ${routes.at(-1)!.id}`, async ({
    page,
  }) => {
    await signInByApi(page, 'owner@demo.test');
    for (const route of routes) {
      const input = await openPalette(page);
      await input.fill(enRoutes[route.id as keyof typeof enRoutes]);
      await page.keyboard.press('Enter');
      await expect(page, `route ${route.id}`).toHaveURL(new RegExp(`${route.path === '/' ? '/$' : route.path}(\\?.*)?$`));
    }
  });
}

test('routes with an id are reachable from the palette through the "by id" page', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test');
  const withId = WEB_ROUTES.filter((r) => !r.public && r.path.includes(':'));
  expect(withId.length).toBeGreaterThan(0);
  for (const route of withId) {
    const input = await openPalette(page);
    await input.fill(`Open ${enRoutes[route.id as keyof typeof enRoutes]} by id`);
    await page.keyboard.press('Enter');
    await input.fill('42');
    await page.keyboard.press('Enter');
    await expect(page, `route ${route.id}`).toHaveURL(new RegExp(`${route.path.replace(':id', '42')}$`));
  }
});

test('g sequences navigate: g o opens offers, g h goes home', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  // the shell's queries settled first: under load, "g o" pressed while the commands' state (permissions,
  // onboarding) still loads is dropped without a word — 2 of 6 at load 5 here, on main before this
  // session too (see the issue note); this test is about the sequences, not that race
  await waitForQuietPage(page);
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  // keys typed before the palette's chunk arrived are replayed once it has (PaletteMount); at load 11 on
  // 2 cores the chunk and the replay took longer than the default 5 s (CI of 2026-11-27)
  await expect(page).toHaveURL(/\/offers$/, { timeout: 15_000 });
  // the offer list is a lazy page: keys pressed while it mounts must wait for it (CI at load 8)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForQuietPage(page);
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(page).toHaveURL(/\/$/);
});

test('? shows the keyboard map', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog')).toContainText(/Ctrl\+K|⌘K|Ctrl K/i);
});
