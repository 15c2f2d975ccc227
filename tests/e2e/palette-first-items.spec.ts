import { expect, test, type Page } from '@playwright/test';
import { WEB_ROUTES, type WebRoute } from '../../src/domain/routes.ts';
import { DEMO_PASSWORD, openAndSettle, openPalette, signInByApi } from '../support/e2e/app.ts';
import { commandsOf, homed, openingBlock, openingFindings, pageCommandIds, viewBound } from '../support/e2e/palette-opening.ts';
import { concretePaths } from '../support/e2e/route-paths.ts';

/**
 * The palette opens on the page (issue 24 item 4; decision 068): on every route that has page
 * commands, the palette opened with no query lists that page's commands first — and with a row
 * selected, the row's commands before them — then the rest. The routes and their commands come from
 * the command registry (src/commands/app-commands.ts: every view-bound factory with its scope, and the
 * global commands homed on a page), so a new page is covered without editing this spec.
 * The opening without a row is checked on every page by the route walk's commands check (it reads the
 * palette there anyway: tests/support/e2e/palette-opening.ts); this spec visits the pages whose
 * commands act on a selected row, and checks both openings there.
 */

/** The page selects its active row with x (its list keys), else by focusing the row. */
const hasToggleKey = (routeId: string) => viewBound.some((c) => c.scope === routeId && c.pageKey && c.id.endsWith('.keys.toggle'));

// the public routes are not the signed-in brand's: the agency's brands page has its commands only for an
// agency, and agency-inside.spec opens its palette as one
const ROUTES: WebRoute[] = WEB_ROUTES.filter((r) => !r.public && commandsOf(r.id).rowIds.size > 0);

/** The palette's options in order, by command id (cmdk keeps the id as the option's value). */
async function paletteOptions(page: Page): Promise<string[]> {
  await openPalette(page);
  const items = page.locator('[cmdk-item]');
  await expect(items.first()).toBeVisible();
  const ids = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-value') ?? ''));
  await page.keyboard.press('Escape');
  await expect(page.locator('[cmdk-input]')).toBeHidden();
  return ids;
}

/**
 * Selects the first row of the page's list: focus (a click on a cell without a control), then x where
 * the list has it. False when the page shows no row (the offer page's event list is on another tab).
 */
async function selectFirstRow(page: Page, routeId: string): Promise<boolean> {
  // a chart's data table for screen readers (ChartTable) is no list: its rows cannot be picked
  const row = page.locator('main table:not([data-chart-table]) tbody tr, main [role="row"]:has([role="gridcell"])').first();
  if (!(await row.isVisible())) return false;
  const cells = row.locator('td, [role="gridcell"]');
  const count = await cells.count();
  for (let i = 0; i < count; i++) {
    const cell = cells.nth(i);
    if ((await cell.locator('a, button, input, [role="checkbox"], [role="button"]').count()) === 0 && (await cell.isVisible())) {
      await cell.click();
      break;
    }
  }
  if (hasToggleKey(routeId)) await page.keyboard.press('x');
  return true;
}

// one signed-in page walks the routes (a failing route restarts the worker, which signs in again)
let page: Page;
let paths: Map<WebRoute, string>;

test.beforeAll(async ({ browser, request }) => {
  paths = await concretePaths(request);
  page = await browser.newPage();
  await signInByApi(page, 'owner@demo.test');
  // the saved-filters page's commands are its saved filters: give the owner one
  const login = await request.post('/api/auth/login', { data: { email: 'owner@demo.test', password: DEMO_PASSWORD } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const saved = await request.post('/api/markets/filters', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Palette first items ${Date.now()}`, tab: 'all', search: 'review' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
});
test.afterAll(async () => page?.close());

test('the registry names pages with commands, and each of them is a route', () => {
  expect(ROUTES.length).toBeGreaterThanOrEqual(15);
  const scopes = new Set([...viewBound.map((c) => c.scope ?? 'global'), ...homed.map((c) => c.homeScope!)]);
  for (const scope of scopes)
    if (scope !== 'global')
      expect(
        WEB_ROUTES.some((r) => r.id === scope),
        scope,
      ).toBe(true);
});

for (const route of ROUTES) {
  test(`${route.id}: the palette opens on the page’s commands, and on the selected row’s`, async () => {
    const { ids, rowIds } = commandsOf(route.id);
    const landed = await openAndSettle(page, paths.get(route)!);
    expect(landed, 'the page opened without a redirect').toBe(new URL(paths.get(route)!, 'http://x').pathname);
    const options = await paletteOptions(page);
    // the first block: page commands only, at least one of them this page's own; none of this page's after it
    expect(openingFindings(route.id, options)).toEqual([]);
    const head = openingBlock(options);

    if (!(await selectFirstRow(page, route.id))) {
      // no row on screen: the row's commands (disabled, saying why) follow the page's own
      const listed = head.filter((id) => ids.has(id));
      const firstRow = listed.findIndex((id) => rowIds.has(id));
      if (firstRow !== -1) expect(listed.slice(firstRow).every((id) => rowIds.has(id))).toBe(true);
      return;
    }
    const withRow = await paletteOptions(page);
    const rows = withRow.findIndex((id) => !rowIds.has(id));
    expect(rows, `${route.id} with a row selected opens on the row’s commands: ${withRow.slice(0, 8).join(', ')}`).toBeGreaterThan(0);
    // then the page's own, then the rest
    const after = withRow.slice(rows);
    expect(pageCommandIds.has(after[0]!) || !after.some((id) => ids.has(id))).toBe(true);
    expect(after.filter((id) => rowIds.has(id))).toEqual([]);
  });
}
