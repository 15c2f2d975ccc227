import { expect, type Page } from '@playwright/test';
import { WEB_ROUTES, type WebRoute } from '../../../src/domain/routes.ts';
import { openPalette } from './app.ts';

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

/** Pin the theme the way the app remembers it (`bc.theme`, read by main.tsx before the first paint). */
export async function pinTheme(page: Page, theme: A11yTheme): Promise<void> {
  await page.addInitScript((mode) => window.localStorage.setItem('bc.theme', mode), theme);
}

/** Signed out there is no profile: the language is the one this browser remembers (`bc.locale`). */
export async function pinSignedOutLocale(page: Page, locale: A11yLocale): Promise<void> {
  await page.addInitScript((l) => window.localStorage.setItem('bc.locale', l), locale);
}

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

/** Open a path and wait until the page has rendered (no spinner, a heading or the login form). */
export async function openAndSettle(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.waitForLoadState('load');
  await expect(page.locator('body')).not.toHaveText(/^\s*$/);
  // lazy pages and their first query: wait until nothing says it is busy
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(300);
  return new URL(page.url()).pathname;
}

const patternOf = (route: WebRoute) => new RegExp(`^${route.path.replace(/:\w+/g, '(\\d+)')}$`);

/** The list a `:id` route belongs to: the path before its first parameter (`/offers/:id/edit` → `/offers`). */
const listPathOf = (route: WebRoute) => route.path.slice(0, route.path.indexOf('/:')) || '/';

/**
 * A real id for a `:id` route: the first link to that route on its list page; when the list has no
 * such link (a page not built yet, or rows opened by a button), the first offer of the demo data,
 * read through the API with the page's own session. Returns the path and how the id was found.
 */
export async function concretePath(page: Page, route: WebRoute): Promise<{ path: string; note: string }> {
  if (!route.path.includes(':')) return { path: route.path, note: '' };
  const pattern = patternOf(route);
  await openAndSettle(page, listPathOf(route));
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const linked = hrefs.map((h) => h.split('?')[0]!).find((h) => pattern.test(h));
  if (linked) return { path: linked, note: 'id from the first link of its list' };
  const id = await firstOfferId(page);
  return { path: route.path.replace(/:\w+/g, String(id)), note: 'no link on its list: the first demo offer id' };
}

async function firstOfferId(page: Page): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('bc.access_token'));
  const answer = await page.request.post('/api/offers/list?page=1', {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: {},
  });
  expect(answer.ok(), `offer list for an id: ${answer.status()}`).toBe(true);
  const body = (await answer.json()) as { items?: { id: number }[]; data?: { items?: { id: number }[] } };
  const id = (body.items ?? body.data?.items ?? [])[0]?.id;
  expect(id, 'the demo data has an offer').toBeDefined();
  return id!;
}
