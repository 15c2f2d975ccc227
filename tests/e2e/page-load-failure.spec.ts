import { expect, test } from '@playwright/test';
import { paletteRun, signInByApi } from '../support/e2e/app.ts';

/**
 * A tab opened before a deploy asks for a page chunk of the build it started with, which the server no
 * longer has. The request is sent to a name no build has, so the real server answers it (a 404, not the
 * app shell), and the real browser fails the import: the page says so inside the layout, the menu and the
 * palette stay, and Reload (focused, so Enter) brings the page back.
 */
test('a page whose chunk is gone says a new version may be out, and Reload brings it back', async ({ page }) => {
  await signInByApi(page, 'owner@demo.test', '/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const statuses: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/assets/OfferListPage-of-an-earlier-build.js')) statuses.push(r.status());
  });
  await page.route('**/assets/OfferListPage-*.js', (route) =>
    route.continue({ url: new URL('/assets/OfferListPage-of-an-earlier-build.js', route.request().url()).toString() }),
  );

  await paletteRun(page, 'Go to Offers');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded: a new version of Brand Console may have been published');
  // the server's answer to each ask (the module preload and the import): a 404, never the app shell
  expect([...new Set(statuses)]).toEqual([404]);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const reload = alert.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeFocused();

  // the new build is there: Reload fetches the page again
  await page.unroute('**/assets/OfferListPage-*.js');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
