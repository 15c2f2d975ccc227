import { expect, test } from '@playwright/test';
import { WEB_ROUTES, type WebRoute } from '../../src/domain/routes.ts';
import { openAndSettle, signIn } from '../support/e2e/app.ts';
import { concretePaths } from '../support/e2e/route-paths.ts';
import { LAYOUT_WIDTHS, NARROW_BELOW, layoutFindings } from '../support/e2e/layout-check.ts';
import { tableFitFindings } from '../support/e2e/table-fit-check.ts';

/*
 * Layouts that fit (issue 15 item 3, decision 046): every route of the route table — a route added
 * later is checked without editing this file — at 1280, 768 and 375 px. Public routes are checked
 * signed out, the others signed in as the walks' admin; `:id` routes get a real id of the demo workspace.
 */

/** An admin of the walks' own (all modules, all partners): they run beside the flows, which sign in as the owner (decision 056). */
const WALKER = 'qa@demo.test';

test('layout check: every route fits at 1280, 768 and 375 px', async ({ browser, request }) => {
  test.setTimeout(600_000);
  const paths = await concretePaths(request);
  const found: string[] = [];
  let pages = 0;
  let tableFindings = 0;
  const record = (route: WebRoute, width: number, findings: string[]) => {
    for (const finding of findings) found.push(`${route.id} @${width}: ${finding}`);
  };

  const signedOut = await browser.newPage();
  const signedInPage = await browser.newPage();
  await signIn(signedInPage, WALKER);
  for (const size of LAYOUT_WIDTHS) {
    await signedOut.setViewportSize(size);
    await signedInPage.setViewportSize(size);
    for (const route of WEB_ROUTES) {
      const page = route.public ? signedOut : signedInPage;
      await openAndSettle(page, paths.get(route)!);
      await expect(page.locator('main')).toBeVisible();
      pages++;
      record(route, size.width, await layoutFindings(page, { narrow: size.width < NARROW_BELOW, signedIn: !route.public }));
      // tables that work at every width (decision 065): names and actions on a phone, no sideways scroll at 1280, a cue where a box scrolls
      const tables = await tableFitFindings(page);
      tableFindings += tables.length;
      record(route, size.width, tables);
    }
  }
  await signedOut.close();
  await signedInPage.close();

  console.log(
    `layout check: routes ${WEB_ROUTES.length}, widths ${LAYOUT_WIDTHS.length}, pages ${pages}, findings ${found.length} (tables ${tableFindings})`,
  );
  expect(found, found.join('\n')).toEqual([]);
});

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
