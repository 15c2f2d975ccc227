import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { isDestination } from '../../src/commands/navigation.ts';
import { WEB_ROUTES, type WebRoute } from '../../src/domain/routes.ts';
import { openAndSettle, waitForQuietPage } from '../support/e2e/app.ts';
import { A11yTally } from '../support/e2e/a11y-axe.ts';
import { concretePath } from '../support/e2e/a11y-routes.ts';
import { COMBOS, combosOf, selectChecks, viewportOf, widthsFor, type ComboName } from '../support/e2e/page-check.ts';
import { PAGE_CHECKS } from '../support/e2e/page-checks.ts';
import { routeScreens, type RouteScreen } from '../support/e2e/route-paths.ts';
import { FULL_RUN } from '../support/e2e/full-run.ts';
import { test } from '../support/e2e/walkers.ts';

/*
 * The route walk (decision 063): every route of the route table — a route added later is walked
 * without editing this file — opened ONCE per pairing (en-light, vi-dark) and checked by every entry
 * of PAGE_CHECKS at the widths it asks for: axe (decision 044) and the layout check (decisions 046/047)
 * today. One test per route and pairing, so one slow page fails alone, never a whole walk. Public routes
 * signed out, the rest signed in as the walks' admin; `:id` routes get a real id of the demo workspace.
 * Alone: `npm run build && E2E_PORT=3201 npx playwright test tests/e2e/route-walk.spec.ts`; one check
 * only: WALK_CHECKS=layout (a comma-separated list of PAGE_CHECKS names).
 */
const A11Y_RECORDS = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'a11y-walk.jsonl');
const CHECK_RECORDS = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'route-walk.jsonl');
const CHECKS = selectChecks(PAGE_CHECKS, process.env.WALK_CHECKS);
const WALKED_COMBOS = combosOf(CHECKS);
/**
 * CI's sample (decision 083): each route (and screen) in ONE pairing, taking turns down the route table,
 * so every route is walked and both pairings are walked over half of them each; the full run
 * (`npm run test:e2e:full`) walks every route in every pairing.
 */
const walkedIn = (index: number, name: ComboName) =>
  FULL_RUN || WALKED_COMBOS.length < 2 || WALKED_COMBOS[index % WALKED_COMBOS.length] === name;
let expectedTests = 0;
/** the routes a signed-in user navigates to (the palette's `nav.<id>` commands) */
const DESTINATIONS = WEB_ROUTES.filter(isDestination);

interface CheckCount {
  pages: number;
  findings: number;
  /** a check's own counts (the commands check's controls, with command), summed in the summary */
  more?: Record<string, number>;
}
let tally = new A11yTally();
let counts: Record<string, CheckCount> = {};

test.beforeEach(() => {
  tally = new A11yTally();
  counts = Object.fromEntries(CHECKS.map((c) => [c.name, { pages: 0, findings: 0 }]));
});

test.afterEach(({}, testInfo) => {
  // beside the run's data: a failed test restarts the worker (and this module), the summary must count every test
  tally.record(A11Y_RECORDS, `route walk ${testInfo.title}`);
  appendFileSync(CHECK_RECORDS, JSON.stringify({ test: testInfo.title, counts }) + '\n');
});

/** What a check adds beside its findings: counts (PageVisit's count). */
const extrasOf = (name: string) => ({
  count: (key: string, n: number) => {
    const more = (counts[name]!.more ??= {});
    more[key] = (more[key] ?? 0) + n;
  },
});

/** Opens `path` of `route` in `page`, runs every check of the pairing at its widths, fails on any finding. */
async function walkPath(page: Page, route: WebRoute, path: string, name: ComboName) {
  const combo = COMBOS[name];
  const landed = await openAndSettle(page, path);
  await expect(page.locator('main')).toBeVisible();
  // guards and onboarding may redirect: the page is checked where it lands, and the findings say so
  const where = landed === path ? route.id : `${route.id} → ${landed}`;
  tally.routes.add(route.id);
  const failures: string[] = [];
  for (const [i, width] of widthsFor(CHECKS, name).entries()) {
    if (i > 0) {
      await page.setViewportSize(viewportOf(width));
      await waitForQuietPage(page);
    }
    for (const check of CHECKS.filter((c) => c.combos.includes(name) && c.widths.includes(width))) {
      const started = performance.now();
      const found = await check.run({ page, route, where, combo, width, signedIn: !route.public, tally, ...extrasOf(check.name) });
      extrasOf(check.name).count('ms', Math.round(performance.now() - started));
      counts[check.name]!.pages += 1;
      counts[check.name]!.findings += found.length;
      failures.push(...found.map((f) => `${check.name} ${where} @${width}: ${f}`));
    }
  }
  expect(failures, failures.join('\n')).toEqual([]);
}

/** Screens of a route under a query or an anchor (tests/support/e2e/route-paths.ts), walked like routes. */
const SCREENS = [
  { id: 'discountProgram detail', routeId: 'discountProgram' },
  { id: 'offerDetail products', routeId: 'offerDetail' },
  { id: 'payment invoice detail', routeId: 'payment' },
];
let screens: Promise<RouteScreen[]> | null = null;

for (const name of WALKED_COMBOS) {
  const combo = COMBOS[name];
  test.describe(`every route, ${name}`, () => {
    for (const [index, route] of WEB_ROUTES.entries()) {
      if (!walkedIn(index, name)) continue;
      expectedTests += 1;
      test(`${route.id} ${name}`, async ({ walkers }) => {
        const page = route.public ? await walkers.signedOut(combo) : await walkers.signedIn(combo);
        await walkPath(page, route, await concretePath(page, route), name);
      });
    }
    for (const [index, screen] of SCREENS.entries()) {
      // the screens take their turns after the routes'
      if (!walkedIn(WEB_ROUTES.length + index, name)) continue;
      expectedTests += 1;
      test(`${screen.id} ${name}`, async ({ walkers }) => {
        const page = await walkers.signedIn(combo);
        screens ??= routeScreens(page.request);
        const path = (await screens).find((s) => s.id === screen.id)!.path;
        await walkPath(
          page,
          WEB_ROUTES.find((r) => r.id === screen.routeId)!,
          path,
          name,
        );
      });
    }
  });
}

// the walker's language lives on its profile: English again for the specs after this one
test.afterAll(async ({ walkers }) => walkers.restore());

test.afterAll(() => {
  if (!existsSync(CHECK_RECORDS)) return;
  const byTest = new Map<string, Record<string, CheckCount>>();
  for (const line of readFileSync(CHECK_RECORDS, 'utf8').split('\n').filter(Boolean)) {
    const record = JSON.parse(line) as { test: string; counts: Record<string, CheckCount> };
    byTest.set(record.test, record.counts);
  }
  // a part of the walk (one test, a grep) prints only when asked (WALK_REPORT=1): in CI each lane's worker sees a part
  if (byTest.size < expectedTests) {
    if (!process.env.WALK_REPORT) return;
    console.log(`(part of the walk: ${byTest.size} of ${expectedTests} tests)`);
  }
  for (const check of CHECKS) {
    const pages = [...byTest.values()].reduce((n, c) => n + (c[check.name]?.pages ?? 0), 0);
    const findings = [...byTest.values()].reduce((n, c) => n + (c[check.name]?.findings ?? 0), 0);
    const sum = (key: string) => [...byTest.values()].reduce((n, c) => n + (c[check.name]?.more?.[key] ?? 0), 0);
    const perPage = pages ? Math.round(sum('ms') / pages) : 0;
    // a destination route is reachable when some page's palette listed its navigation command, enabled
    const unreachable = DESTINATIONS.filter((r) => sum(`reach:${r.id}`) === 0).map((r) => r.id);
    const more =
      check.name === 'commands'
        ? `, controls ${sum('controls')}, with command ${sum('withCommand')} (allow-listed ${sum('allowed')}), menus and dialogs opened ${sum('popups')}, routes ${DESTINATIONS.length - unreachable.length}/${DESTINATIONS.length} reachable from the palette${unreachable.length ? ` (not: ${unreachable.join(', ')})` : ''}`
        : '';
    console.log(`${check.name} check: routes ${WEB_ROUTES.length}, pages ${pages}, findings ${findings}${more}, ${perPage} ms a page`);
  }
  const whole = A11yTally.fromRecords(A11Y_RECORDS, 0);
  if (whole) {
    console.log(`a11y walk, per rule:\n${whole.perRule()}`);
    console.log(whole.summary());
  }
});
