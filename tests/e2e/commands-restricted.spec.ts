import { expect, test, type Page } from '@playwright/test';
import { isDestination } from '../../src/commands/navigation.ts';
import { LEVEL, ROLE_DEFAULTS } from '../../src/domain/permissions.ts';
import { matchRoute, WEB_ROUTES, type WebRoute } from '../../src/domain/routes.ts';
import { openAndSettle, signInByApi } from '../support/e2e/app.ts';
import { commandsFindings } from '../support/e2e/commands-check.ts';
import { FULL_RUN } from '../support/e2e/full-run.ts';
import { concretePaths } from '../support/e2e/route-paths.ts';

/*
 * Commands ⇔ controls as a restricted employee (issue 29 item 1; decisions 097/098): the route walk
 * checks every page as the workspace's admin, who may do everything; here the demo's finance employee
 * — offers, reports and partner management read-only, no marketplace, no fraud, no employees, not a
 * manager of all partners — opens the screens of the modules it may only read, where buttons hide or
 * disable and must agree with the palette (the same check, `commandsFindings`). CI takes every third
 * of them in turn (a sample over the modules), `E2E_FULL=1` all.
 */
const ROLE = ROLE_DEFAULTS.finance;
const READ_ONLY = WEB_ROUTES.filter(
  (r) => isDestination(r) && r.module !== null && ROLE[r.module] > 0 && ROLE[r.module] < LEVEL.full && !r.submit,
);
const ROUTES = FULL_RUN ? READ_ONLY : READ_ONLY.filter((_, i) => i % 3 === 0);
const PER_TEST = 4;

let page: Page;
let paths: Map<WebRoute, string>;

test.beforeAll(async ({ browser, request }) => {
  paths = await concretePaths(request);
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await signInByApi(page, 'finance@demo.test');
});
test.afterAll(async () => page?.close());

test('the read-only modules of the finance role have screens to check', () => {
  expect(READ_ONLY.map((r) => r.module)).toEqual(expect.arrayContaining(['offers', 'report', 'management']));
});

for (let from = 0; from < ROUTES.length; from += PER_TEST) {
  const routes = ROUTES.slice(from, from + PER_TEST);
  test(`finance (read-only): controls and the palette agree on ${routes.map((r) => r.id).join(', ')}`, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const path = paths.get(route)!;
      // an alias may redirect (partners → management's partners): a reader lands on a screen of the same module
      const landed = matchRoute(await openAndSettle(page, path));
      expect(landed?.module, `${route.id} opens for a reader`).toBe(route.module);
      const found = await commandsFindings(page, true, landed!.id);
      failures.push(...[...found.findings, ...found.without.map((name) => `${name} has no command`)].map((f) => `${route.id}: ${f}`));
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
}
