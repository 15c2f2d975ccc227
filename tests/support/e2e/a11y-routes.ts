import { expect, type Page } from '@playwright/test';
import { WEB_ROUTES, type WebRoute } from '../../../src/domain/routes.ts';
import { openPalette } from './app.ts';
import { concretePaths } from './route-paths.ts';

/**
 * Routes, languages and themes for the accessibility walk (decision 044). Every route comes from the
 * route table, so a route added later is walked without editing the walk.
 */
export const PUBLIC_ROUTES: readonly WebRoute[] = WEB_ROUTES.filter((r) => r.public);
export const SIGNED_IN_ROUTES: readonly WebRoute[] = WEB_ROUTES.filter((r) => !r.public);

export type A11yTheme = 'light' | 'dark';
export type A11yLocale = 'en' | 'vi';
export interface A11yCombo {
  locale: A11yLocale;
  theme: A11yTheme;
}
export const comboName = (c: A11yCombo) => `${c.locale}-${c.theme}`;

/**
 * Signed in, the language is saved on the profile: switch it through the app's own palette command,
 * as a user would (it posts the language and reloads). Restore English afterwards — other specs sign
 * in as the same user.
 */
export async function switchLanguage(page: Page, locale: A11yLocale): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === locale) return;
  const input = await openPalette(page);
  await input.fill('language'); // a keyword of the command in both languages
  await page.keyboard.press('Enter');
  await input.fill(locale === 'vi' ? 'Tiếng Việt' : 'English');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('nav[aria-label]').first()).toBeVisible();
}

let paths: Promise<Map<WebRoute, string>> | null = null;

/** The route's concrete path (`:id` filled from the demo data, tests/support/e2e/route-paths.ts), read once per run. */
export async function concretePath(page: Page, route: WebRoute): Promise<string> {
  paths ??= concretePaths(page.request);
  return (await paths).get(route)!;
}
