import { expect, test } from '@playwright/test';
import { signIn } from '../support/e2e/app.ts';
import { WALKER } from '../support/e2e/walkers.ts';

/*
 * Layouts that fit (issue 15 item 3, decision 046): the phone menu by keyboard and by touch. Every
 * route at 1280, 768 and 375 px is checked by the route walk (route-walk.spec.ts, decision 063), which
 * runs layoutFindings (tests/support/e2e/layout-check.ts) on each page it visits.
 */

test('at 375 px the menu opens and closes by keyboard: focus goes into it and back to the menu button', async ({ page }) => {
  await signIn(page, WALKER);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator('nav[aria-label="Main menu"]')).toBeHidden();
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('at 375 px the menu opens and closes by touch', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  // sign in wide (the helper waits for the side menu), then use the phone's width
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, WALKER);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).tap();
  await expect(menu).toBeHidden();
  // a submenu opens by touch, and its link navigates and closes the menu
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await menu.getByRole('button', { name: 'Offers' }).tap();
  await menu.getByRole('link', { name: 'Offers', exact: true }).tap();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(menu).toBeHidden();
  await context.close();
});
