import { expect, test } from '@playwright/test';
import { signIn } from '../support/e2e/app.ts';
import enRoutes from '../../src/i18n/en/routes.ts';

const LOCK_TEXT = 'You do not have permission to view this content, please try again later.';

test('custom role: payment is locked and missing from the menu; reports stay readable', async ({ page }) => {
  await signIn(page, 'custom@demo.test');
  const menu = page.locator('nav[aria-label="Main menu"]');
  await expect(menu.getByRole('link', { name: enRoutes.payment, exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: enRoutes.reportConversions, exact: true })).toBeVisible();
  await page.goto('/payment');
  await expect(page).toHaveURL(/\/lock$/);
  await expect(page.getByText(LOCK_TEXT)).toBeVisible();
});

test('finance role: no employee management in the menu, and its route is locked', async ({ page }) => {
  await signIn(page, 'finance@demo.test');
  const menu = page.locator('nav[aria-label="Main menu"]');
  await expect(menu.getByRole('link', { name: enRoutes.employee, exact: true })).toHaveCount(0);
  await page.goto('/employee');
  await expect(page).toHaveURL(/\/lock$/);
});

test('affiliate manager: offers are read only, so creating an offer is blocked', async ({ page }) => {
  await signIn(page, 'affiliate@demo.test');
  const menu = page.locator('nav[aria-label="Main menu"]');
  await expect(menu.getByRole('link', { name: enRoutes.offers, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: enRoutes.offerNew, exact: true })).toHaveCount(0);
  await page.goto('/offers/new');
  await expect(page).toHaveURL(/\/lock$/);
});

test('a signed-in user opening the login page is sent home', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/auth/login');
  await expect(page).toHaveURL(/\/$/);
});

test('unknown pages show the 404 page', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/errors\/404$/);
});
