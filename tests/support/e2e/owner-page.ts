import { test as base, type Page } from '@playwright/test';
import { openAndSettle, signInByApi } from './app.ts';

/**
 * One signed-in owner page for all the tests of a spec file (decision 101). The UI model specs play
 * one generated path per test, each on fresh data; a fresh browser context per path cost a renderer,
 * a sign-in and a cold start of the app (~1.5 s quiet, ~3 s under CI's load) for a path of 2–5 steps.
 * Here the first test of a file signs in; the next ones move the same page to their path inside the
 * app, as the menu's links do. A test that did not end as expected closes the page, so the next test
 * starts from a fresh sign-in and never from what a failure left open (a dialog, a half-typed form).
 */
export interface OwnerPage {
  /** the shared page, opened at `path` (signed in as the demo owner on the file's first use) */
  open(path: string): Promise<Page>;
}

interface Kept {
  file: string;
  page: Page;
}

export const test = base.extend<{ ownerPage: OwnerPage }, { keptOwnerPage: { current: Kept | null } }>({
  keptOwnerPage: [
    async ({}, use) => {
      const kept = { current: null as Kept | null };
      await use(kept);
      await kept.current?.page.context().close();
    },
    { scope: 'worker' },
  ],
  ownerPage: async ({ browser, keptOwnerPage }, use, testInfo) => {
    const forget = async () => {
      await keptOwnerPage.current?.page.context().close();
      keptOwnerPage.current = null;
    };
    // another file's page is that file's: each spec file signs in once, on its own
    if (keptOwnerPage.current?.file !== testInfo.file) await forget();
    await use({
      async open(path) {
        const kept = keptOwnerPage.current?.page;
        if (kept) {
          // a screen reads its query (search, selected record) when it mounts: to the same screen with
          // another query the page loads again (in the same session); to another screen it navigates inside
          if (new URL(kept.url()).pathname === new URL(path, kept.url()).pathname) await kept.goto(path);
          else await openAndSettle(kept, path);
          return kept;
        }
        const page = await (await browser.newContext()).newPage();
        await signInByApi(page, 'owner@demo.test', path);
        keptOwnerPage.current = { file: testInfo.file, page };
        return page;
      },
    });
    if (testInfo.status !== testInfo.expectedStatus) await forget();
  },
});
