import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signIn } from './app.ts';
import { comboName, switchLanguage, type A11yCombo } from './a11y-routes.ts';

/** An admin of the walks' own (all modules, all partners): they run beside the flows, which sign in as the owner (decision 056). */
export const WALKER = 'qa@demo.test';

/**
 * The pages the walks look through, kept for the whole worker (decision 063): signing in and loading
 * the app once, not once per test, is what lets the walks be one short test per route. One signed-in
 * page (the walker's language lives on its profile, so there is one language at a time) and one
 * signed-out page per language and theme (there the language lives in the browser).
 */
export interface Walkers {
  /** the signed-in page, switched to `combo` (the profile's language through the palette, the theme as the app stores it) */
  signedIn(combo: A11yCombo): Promise<Page>;
  /** a signed-out page in `combo` */
  signedOut(combo: A11yCombo): Promise<Page>;
  /** put the walker's profile back to English (other specs of the lane sign in as the walker too) */
  restore(): Promise<void>;
}

/** The theme as the app remembers it (`bc.theme`, read by main.tsx before the first paint). */
async function storeTheme(context: BrowserContext, combo: A11yCombo): Promise<void> {
  await context.addInitScript((theme) => window.localStorage.setItem('bc.theme', theme), combo.theme);
}

async function openSignedOut(browser: Browser, combo: A11yCombo): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await storeTheme(context, combo);
  // signed out there is no profile: the language is the one this browser remembers (`bc.locale`)
  await context.addInitScript((locale) => window.localStorage.setItem('bc.locale', locale), combo.locale);
  return context.newPage();
}

function walkersFor(browser: Browser): Walkers & { close(): Promise<void> } {
  const signedOut = new Map<string, Promise<Page>>();
  let walker: { page: Page; combo: A11yCombo | null } | null = null;

  async function signedIn(combo: A11yCombo): Promise<Page> {
    if (!walker) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signIn(page, WALKER);
      walker = { page, combo: null };
    }
    const { page } = walker;
    await page.setViewportSize({ width: 1280, height: 800 });
    if (walker.combo && comboName(walker.combo) === comboName(combo)) return page;
    await page.evaluate((theme) => window.localStorage.setItem('bc.theme', theme), combo.theme);
    if ((await page.locator('html').getAttribute('lang')) !== combo.locale) await switchLanguage(page, combo.locale);
    else await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', combo.theme);
    await expect(page.locator('nav[aria-label]').first()).toBeVisible();
    walker.combo = combo;
    return page;
  }

  return {
    signedIn,
    async signedOut(combo) {
      const name = comboName(combo);
      if (!signedOut.has(name)) signedOut.set(name, openSignedOut(browser, combo));
      const page = await signedOut.get(name)!;
      await page.setViewportSize({ width: 1280, height: 800 });
      return page;
    },
    async restore() {
      if (walker?.combo && walker.combo.locale !== 'en') {
        await switchLanguage(walker.page, 'en');
        walker.combo = { ...walker.combo, locale: 'en' };
      }
    },
    async close() {
      await this.restore();
      for (const page of [walker?.page, ...(await Promise.all(signedOut.values()))]) await page?.context().close();
    },
  };
}

/** `test` with the worker's walkers (`walkers` fixture). */
export const test = base.extend<object, { walkers: Walkers }>({
  walkers: [
    async ({ browser }, use) => {
      const walkers = walkersFor(browser);
      await use(walkers);
      await walkers.close();
    },
    { scope: 'worker' },
  ],
});
