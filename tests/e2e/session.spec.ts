import { expect, test } from '@playwright/test';
import { signIn } from '../support/e2e/app.ts';

test('when the token refresh fails, the non-closable session-expired dialog leads back to login', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  // Both tokens become worthless, as after a revoked session: the next call's refresh answers 401.
  // Written from a same-origin document without the app: on the live app the dashboard's queries
  // could use them before the reload, and the app would end the session before the test looks.
  await page.goto('/api/health');
  await page.evaluate(() => {
    localStorage.setItem('bc.access_token', 'expired');
    localStorage.setItem('bc.refresh_token', 'revoked');
  });
  await page.goto('/');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Your session has expired. Please login again.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('bc.user'))).toBeNull();
});

test('log out asks for confirmation, then returns to login', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: /log out/i }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});
