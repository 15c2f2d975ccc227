import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { WORKING_MODE_EVENTS } from '../support/model/events.ts';
import { WORKING_MODE, type WorkingModeAction, type WorkingModeKey } from '../../src/domain/offers/enums.ts';
import en from '../../src/i18n/en/management.ts';
import { workingModeChart } from '../../src/machines/working-mode.ts';
import { test } from '../support/e2e/owner-page.ts';
import { closeDb, runCommand, selectPaths, signInOwner, summary } from '../support/e2e/offers-model.ts';
import { expectCommands, freshJoinedPartner } from '../support/e2e/partners-model.ts';

/**
 * Model-based UI test of a partner's working mode (issue 16 "Done when"; the API half is
 * tests/model/partner-working-mode.model.test.ts): paths generated from the working-mode chart (the same
 * events as the API test) are played on /management/partners/:id of a fresh partner joined to the demo
 * brand. pause / resume / block / unblock are the overview's buttons or the palette commands
 * (alternating per path). `mode.ready` has no job for a partner (decision 051: the server passes
 * `processing` inside the resume), so it changes nothing visible: the page must go on showing working.
 * After every step the page shows the chart's mode (processing as working), offers a button for exactly
 * the actions the chart accepts (refused ones are absent), and the palette lists all four commands,
 * disabled with the reason where the chart refuses them.
 */
test.afterAll(closeDb);

const ACTIONS: readonly WorkingModeAction[] = ['pause', 'resume', 'block', 'unblock'];
const workingMode = selectPaths(
  'partnerWorkingMode',
  workingModeChart,
  createTestModel(workingModeChart, { events: [...WORKING_MODE_EVENTS] }),
);

test('the selected UI paths cover every state and transition of the working-mode chart', () => {
  console.log(workingMode.report);
  expect(workingMode.coverage.states.missing).toEqual([]);
  expect(workingMode.coverage.transitions.missing).toEqual([]);
});

const T = en;
/** What the page shows in each chart state: a partner's processing is passed inside the resume. */
const SHOWN: Record<WorkingModeKey, number> = { ...WORKING_MODE, processing: WORKING_MODE.working };
const commandTitle = (action: WorkingModeAction, name: string) => `${T.actions[action]} partner ${name}`;

/** Presses the overview's button for `action`, or runs its palette command; the server must accept it. */
async function act(page: Page, partnerId: number, action: WorkingModeAction, name: string, viaPalette: boolean) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/partners/${partnerId}/working-mode`,
  );
  if (viaPalette) await runCommand(page, commandTitle(action, name));
  else await page.getByRole('main').getByRole('button', { name: T.actions[action], exact: true }).click();
  expect((await saved).status()).toBe(200);
}

workingMode.paths.forEach((path, index) => {
  test(`partner working mode: ${path.description}`, async ({ ownerPage, request }) => {
    const owner = await signInOwner(request);
    const partner = await freshJoinedPartner(owner.brandId);
    const name = partner.display_name;
    const page = await ownerPage.open(`/management/partners/${partner.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.detail.title.replace('{name:string}', name));
    const viaPalette = index % 2 === 1;
    const mode = (action: WorkingModeAction) => () => act(page, partner.id, action, name, viaPalette);
    await path.test({
      events: {
        'mode.pause': mode('pause'),
        'mode.resume': mode('resume'),
        'mode.block': mode('block'),
        'mode.unblock': mode('unblock'),
        // no job to run: the resume already passed processing; looking again (a fresh load) still shows working
        'mode.ready': async () => {
          await page.reload();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.detail.title.replace('{name:string}', name));
        },
      },
      states: {
        '*': async (state) => {
          const s = state as AnyMachineSnapshot;
          const shown = String(SHOWN[s.value as WorkingModeKey]) as '0' | '1' | '2' | '3';
          // the mode, and since when it holds ("Stopped since 12 Nov 2026"; decision 067)
          await expect(summary(page, T.columns.workingMode)).toHaveText(new RegExp(`^${T.workingMode[shown]}\\b`));
          const main = page.getByRole('main');
          for (const action of ACTIONS) {
            const allowed = s.can({ type: `mode.${action}` });
            await expect(main.getByRole('button', { name: T.actions[action], exact: true }), action).toHaveCount(allowed ? 1 : 0);
          }
          await expectCommands(
            page,
            name,
            Object.fromEntries(
              ACTIONS.map((action) => {
                const allowed = s.can({ type: `mode.${action}` });
                return [commandTitle(action, name), { listed: true, enabled: allowed, reason: T.reasons.modeForbidden }];
              }),
            ),
          );
        },
      },
    });
  });
});
