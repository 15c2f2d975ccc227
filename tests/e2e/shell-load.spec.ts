import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/e2e/app.ts';
import enRoutes from '../../src/i18n/en/routes.ts';
import enShell from '../../src/i18n/en/shell.ts';

/*
 * The palette and the header's menus are chunks of their own, fetched once the shell has been drawn
 * (docs/decisions/064-shell-bundle-and-palette-timing.md). Someone who presses a key or a button right
 * after the page appeared must not notice: these hold a chunk back until the press has happened, then
 * let it through, and check that the press did what it does on a loaded page.
 */

/** Answers requests for the built chunk `name` (assets/<name>-<hash>.js) only once `release()` is called. */
async function holdChunk(page: Page, name: string): Promise<{ release(): void; requested: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, requested: asked };
}

test('Ctrl+K pressed before the shell is drawn (its texts still loading) opens the palette once the app is up', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  // the first screen's part of the dictionary: the entry draws nothing before it (src/main.tsx)
  const texts = await holdChunk(page, 'first-paint');
  await page.reload({ waitUntil: 'domcontentloaded' });
  await texts.requested;
  await page.keyboard.press('Control+k');
  await expect(page.locator('nav[aria-label="Main menu"]')).toHaveCount(0);
  texts.release();
  await expect(page.locator('[cmdk-input]')).toBeFocused();
});

test('Ctrl+K pressed as soon as the shell shows opens the palette once its chunk is there, and a query lists results', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const palette = await holdChunk(page, 'Palette');
  await page.reload();
  await expect(page.locator('nav[aria-label="Main menu"]')).toBeVisible();
  await palette.requested; // the shell asked for it (when idle), and it is not there yet
  await page.keyboard.press('Control+k');
  await expect(page.locator('[cmdk-input]')).toHaveCount(0);
  palette.release();
  const input = page.locator('[cmdk-input]');
  await expect(input).toBeFocused();
  await page.keyboard.type(enRoutes.offers);
  await expect(page.locator('[cmdk-item]').filter({ hasText: enRoutes.offers }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/offers$/);
});

test('the account menu clicked before the header overlays arrived opens once they are there; Escape returns focus', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const overlays = await holdChunk(page, 'overlays');
  await page.reload();
  const account = page.getByRole('button', { name: new RegExp(enShell.header.accountMenu) });
  await expect(account).toBeVisible();
  await overlays.requested;
  await account.click();
  await expect(page.getByRole('menu')).toHaveCount(0);
  overlays.release();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: enShell.header.logOut })).toBeVisible();
  // Escape closes a menu that has focus: wait until the opened menu took it (it lagged at load 11)
  await expect.poll(() => menu.evaluate((m) => m.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(account).toBeFocused();
});
