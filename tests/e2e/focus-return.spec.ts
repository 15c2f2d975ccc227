import { expect, test, type Page } from '@playwright/test';
import { openPalette, signIn, waitForQuietPage } from '../support/e2e/app.ts';

/*
 * Keyboard and assistive basics of issue 15 in a real browser (decision 045): the skip link, the
 * focus ring on Tab, focus returning to its opener after a dialog or the palette closes, reduced
 * motion, and <html lang> on first load.
 */

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

test('the skip link is the first Tab stop, shows when focused, and Enter puts focus in main', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/offers');
  await expect(page.getByRole('main')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.y >= 0 && box.height > 0).toBe(true); // on screen, not parked above it
  await page.keyboard.press('Enter');
  expect(await focusedId(page)).toBe('main');
});

test('every Tab stop of the shell shows the focus ring', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  const rings: string[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    rings.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const s = getComputedStyle(el);
        const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
        return `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}": ${ring ? 'ring' : `NO RING (${s.outline})`}`;
      }),
    );
  }
  expect(rings.filter((r) => r.includes('NO RING'))).toEqual([]);
});

test('the log-out dialog, opened from the account menu, gives focus back to the menu button on Escape', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const trigger = page.getByRole('button', { name: /Account menu/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the palette gives focus back to its opener on Escape and after a command that stays on the page', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  // the header's menus arrive as a chunk that replaces the account button (DeferredTrigger): focus the
  // one that stays. A palette opened on the placeholder returns focus to a removed element (CI at load
  // 8, 2026-11-27; see the issue note)
  await waitForQuietPage(page);
  const opener = page.getByRole('button', { name: /Account menu/ });
  await opener.focus();
  await openPalette(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('[cmdk-input]')).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.focus();
  const input = await openPalette(page);
  const dark = await page.evaluate(() => document.documentElement.dataset.theme === 'dark');
  await input.fill(dark ? 'Use the light theme' : 'Use the dark theme');
  await page.keyboard.press('Enter');
  await expect(page.locator('[cmdk-input]')).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-theme', dark ? 'light' : 'dark');
  await expect(opener).toBeFocused();
});

test('prefers-reduced-motion: reduce stops transitions', async ({ page }) => {
  await page.goto('/auth/login');
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  await expect(submit).toBeVisible();
  const duration = () => submit.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(await duration()).not.toMatch(/^0s(, 0s)*$/); // the button does animate normally…
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration()).toMatch(/^0s(, 0s)*$/); // …and not at all when asked
});

test('<html lang> follows the stored language on first load, also on the login page', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(() => localStorage.setItem('bc.locale', 'vi'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Chuyển đến nội dung chính' })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.evaluate(() => localStorage.setItem('bc.locale', 'en'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
