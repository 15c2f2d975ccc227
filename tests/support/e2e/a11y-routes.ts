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
  // lazy pages and their first query: wait until nothing says it is busy
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(400);
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
const resolved = new Map<string, { path: string; note: string }>();

export async function concretePath(page: Page, route: WebRoute): Promise<{ path: string; note: string }> {
  if (!route.path.includes(':')) return { path: route.path, note: '' };
  const known = resolved.get(route.id);
  if (known) return known;
  const found = await findConcretePath(page, route);
  resolved.set(route.id, found);
  return found;
}

async function findConcretePath(page: Page, route: WebRoute): Promise<{ path: string; note: string }> {
  // any link of the same list that carries an id will do: the offer list links to details, which gives edits their id too
  const listPath = listPathOf(route);
  const siblings = WEB_ROUTES.filter((r) => r.path.includes(':') && listPathOf(r) === listPath).map(patternOf);
  await openAndSettle(page, listPath);
  const idOnList = async () => {
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      const match = siblings.map((pattern) => pattern.exec(href.split('?')[0]!)).find(Boolean);
      if (match) return match[1]!;
    }
    return null;
  };
  let id: string | null = null;
  await expect
    .poll(async () => (id = await idOnList()), { timeout: 5_000 })
    .not.toBeNull()
    .catch(() => undefined); // a list without such links: the API below
  if (id) return { path: route.path.replace(/:\w+/g, id), note: 'id from a link of its list' };
  const offerId = await firstOfferId(page);
  return { path: route.path.replace(/:\w+/g, String(offerId)), note: 'no link on its list: the first demo offer id' };
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
