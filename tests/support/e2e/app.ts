import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-2026!';

/** Sign in through the real login page and wait for the shell. */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.locator('nav[aria-label="Main menu"]')).toBeVisible();
}

export async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  const input = page.locator('[cmdk-input]');
  await expect(input).toBeVisible();
  return input;
}
