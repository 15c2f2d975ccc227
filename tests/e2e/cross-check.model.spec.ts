import { expect, test, type Page } from '@playwright/test';
import { createTestModel } from 'xstate/graph';
import { crossCheckJob } from '../../server/cross-check/job.ts';
import { createCrossCheck } from '../../server/cross-check/service.ts';
import { CROSS_CHECK_BRAND_ACTIONS, type CrossCheckStatus } from '../../src/domain/cross-check/enums.ts';
import en from '../../src/i18n/en/crossCheck.ts';
import { crossCheckActions, crossCheckChart } from '../../src/machines/cross-check.ts';
import { openAndSettle, paletteRun, signInByApi } from '../support/e2e/app.ts';
import { closeDb, e2eDb, signInOwner } from '../support/e2e/offers-model.ts';
import { coverageOf, edgePaths, formatCoverage } from '../support/model/coverage.ts';
import { CROSS_CHECK_EVENTS } from '../support/model/events.ts';

/**
 * Model-based UI test of the cross-check locking machine (issue 27 "Done when"; the API half is
 * tests/model/cross-check.model.test.ts): its edge paths, each on a fresh record, in ONE signed-in
 * page. A path's record is a past day of the demo brand's traffic, created through the real service
 * with the clock at that day (so it is temporary, its period still running); `close` is the real
 * locking job at today's time. finalize / reopen / lock alternate between the buttons and the
 * palette, by keyboard. After every step the record's row shows the chart's status and the buttons
 * are enabled for exactly the actions the chart allows.
 */
test.afterAll(closeDb);

const paths = edgePaths(createTestModel(crossCheckChart, { events: [...CROSS_CHECK_EVENTS] }));

test('the UI paths cover every state and transition of the cross-check chart', () => {
  const c = coverageOf('crossCheck', crossCheckChart, paths);
  console.log(`${formatCoverage(c)} over ${paths.length} UI paths`);
  expect(c.states.missing).toEqual([]);
  expect(c.transitions.missing).toEqual([]);
});

const T = en;
const dayAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function expectState(page: Page, partnerId: number, status: CrossCheckStatus) {
  const row = page
    .getByRole('grid', { name: T.listLabel })
    .getByRole('row')
    .filter({ hasText: `#${partnerId} ` });
  await expect(row).toContainText(T.status[status]);
  for (const action of CROSS_CHECK_BRAND_ACTIONS) {
    const button = page.getByRole('main').getByRole('button', { name: T.actions[action], exact: true });
    if (crossCheckActions(status).includes(action)) await expect(button, `${action} in ${status}`).toBeEnabled();
    else await expect(button, `${action} in ${status}`).toBeDisabled();
  }
}

test('cross-check paths through the UI, one sign-in', async ({ page, request }) => {
  test.setTimeout(60_000);
  const owner = await signInOwner(request);
  const { rows } = await e2eDb().query<{ id: number }>("SELECT id::int FROM brand_users WHERE email = 'owner@demo.test'");
  const actor = { brandId: owner.brandId, userId: rows[0]!.id, role: 'owner' as const, isAllPartner: true };
  await signInByApi(page, 'owner@demo.test', '/payment?filterActive=crossCheck');
  let day = 2;
  let n = 0;
  for (const path of paths) {
    const viaPalette = n++ % 2 === 1;
    // a past day of the demo's traffic that has no cross-check yet, opened while that day ran
    let period = '';
    let partnerId = 0;
    for (; day < 40 && !period; day++) {
      const d = dayAgo(day);
      try {
        const created = await createCrossCheck(e2eDb(), actor, { period_start: d, period_end: d }, new Date(`${d}T12:00:00Z`));
        if (created.created > 0) {
          period = d;
          partnerId = Math.min(...created.items.map((r) => r.partner_id));
        }
      } catch {
        // no conversions that day, or a cross-check covers it already
      }
    }
    expect(period, 'a day with conversions').not.toBe('');
    await openAndSettle(
      page,
      `/payment?filterActive=crossCheck&typeReport=detail&periodStart=${period}&periodEnd=${period}&sort=asc&sortBy=partner_id`,
    );
    const act = (action: 'finalize' | 'reopen' | 'lock') => async () => {
      const saved = page.waitForResponse(
        (r) => r.request().method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/invoice/advertiser/cross-check'),
      );
      if (viaPalette) await paletteRun(page, T.actions[action]);
      else {
        await page.getByRole('main').getByRole('button', { name: T.actions[action], exact: true }).focus();
        await page.keyboard.press('Enter');
      }
      expect((await saved).status()).toBe(200);
    };
    await path.test({
      events: {
        'crosscheck.close': async () => {
          await crossCheckJob(e2eDb()).run(new Date());
          // the page learns it on its next read: reopen the period
          await openAndSettle(page, '/payment?filterActive=crossCheck');
          await openAndSettle(
            page,
            `/payment?filterActive=crossCheck&typeReport=detail&periodStart=${period}&periodEnd=${period}&sort=asc&sortBy=partner_id`,
          );
        },
        'crosscheck.finalize': act('finalize'),
        'crosscheck.reopen': act('reopen'),
        'crosscheck.lock': act('lock'),
      },
      states: { '*': async (state) => expectState(page, partnerId, state.value as CrossCheckStatus) },
    });
  }
});
