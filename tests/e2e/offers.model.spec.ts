import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { WORKING_MODE_EVENTS } from '../support/model/events.ts';
import { OFFER_STATUS, WORKING_MODE, type OfferStatusKey, type WorkingModeKey } from '../../src/domain/offers/enums.ts';
import en from '../../src/i18n/en/offers.ts';
import { offerStatusChart, type OfferStatusEvent } from '../../src/machines/offer-status.ts';
import { offerVisibilityChart, type OfferVisibilityEvent } from '../../src/machines/offer-visibility.ts';
import { workingModeChart } from '../../src/machines/working-mode.ts';
import {
  closeDb,
  createOffer,
  editSchedule,
  expireByTime,
  makePublishable,
  ops,
  runCommand,
  runScheduleJob,
  selectPaths,
  signInOwner,
  startByTime,
  summary,
  type FreshOffer,
  type Owner,
} from '../support/e2e/offers-model.ts';
import { test, type OwnerPage } from '../support/e2e/owner-page.ts';

/**
 * Model-based UI test of the three offer lifecycles (issue 4): paths generated from the charts (the
 * same events as src/machines/*.model.test.ts) are played on the detail page of a fresh offer
 * (created through the API with the demo owner's token). User events are the page's buttons or its
 * palette commands (alternating per path); the admin's review and the tracking test are the operator commands (the ops
 * CLI's services, in-process); time (`mode.ready`, `schedule.start`, `schedule.expire`) is the real schedule job run from this
 * process; schedule edits (`schedule.defer` / `schedule.reopen`) go through the schedule endpoint.
 * After every step the page must show the state the chart is in, and offer exactly the actions the
 * chart accepts there.
 */
test.afterAll(closeDb);

const workingMode = selectPaths('workingMode', workingModeChart, createTestModel(workingModeChart, { events: [...WORKING_MODE_EVENTS] }));
const visibility = selectPaths(
  'offerVisibility',
  offerVisibilityChart,
  createTestModel(offerVisibilityChart, {
    events: [
      { type: 'visibility.request' },
      { type: 'visibility.approve' },
      { type: 'visibility.reject' },
      { type: 'visibility.private' },
    ] as OfferVisibilityEvent[],
  }),
);
const STATUS_EVENTS: OfferStatusEvent[] = [
  { type: 'status.activate' },
  { type: 'status.pause' },
  { type: 'status.pend' },
  { type: 'status.delete' },
  { type: 'schedule.start' },
  { type: 'schedule.expire' },
  { type: 'schedule.defer' },
  { type: 'schedule.reopen' },
];
const status = selectPaths(
  'offerStatus',
  offerStatusChart,
  createTestModel(offerStatusChart, { events: (s) => STATUS_EVENTS.filter((e) => s.can(e)) }),
);

test('the selected UI paths cover every state and transition of the three offer charts', () => {
  for (const m of [workingMode, visibility, status]) {
    console.log(m.report);
    expect(m.coverage.states.missing).toEqual([]);
    expect(m.coverage.transitions.missing).toEqual([]);
  }
});

const T = en;
const title = (page: Page, offerId: number) => expect(page.locator('#offer-detail-title')).toContainText(`${offerId}`);

/** Opens the fresh offer's detail page in the owner's page (one sign-in for the file, decision 101). */
async function openOffer(ownerPage: OwnerPage, offer: FreshOffer): Promise<Page> {
  const page = await ownerPage.open(`/offers/${offer.id}/detail`);
  await title(page, offer.id);
  return page;
}

/** After an out-of-page change (ops CLI, job, schedule edit) the owner reloads the page. */
async function reload(page: Page, offer: FreshOffer) {
  await page.reload();
  await title(page, offer.id);
}

/** Presses one of the page's action buttons, or runs the same command from the palette; the server must accept it. */
async function act(page: Page, group: string, button: string, command: string, viaPalette: boolean) {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/offers/'));
  if (viaPalette) await runCommand(page, command);
  else await page.getByRole('group', { name: group, exact: true }).getByRole('button', { name: button, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

/** Every action button of a group is enabled exactly when the chart accepts its event. */
async function expectEnabled(page: Page, group: string, buttons: Record<string, boolean>) {
  const g = page.getByRole('group', { name: group, exact: true });
  for (const [name, on] of Object.entries(buttons)) {
    const b = g.getByRole('button', { name, exact: true });
    if (on) await expect(b, name).toBeEnabled();
    else await expect(b, name).toBeDisabled();
  }
}

async function setUp(request: Parameters<typeof signInOwner>[0], name: string): Promise<{ owner: Owner; offer: FreshOffer }> {
  const owner = await signInOwner(request);
  return { owner, offer: await createOffer(request, owner, name) };
}

workingMode.paths.forEach((path, index) => {
  test(`working mode: ${path.description}`, async ({ ownerPage, request }) => {
    const { offer } = await setUp(request, `Mode model ${index}`);
    const page = await openOffer(ownerPage, offer);
    const viaPalette = index % 2 === 1;
    const M = T.commands.mode;
    const mode = (action: 'pause' | 'resume' | 'block' | 'unblock') => () =>
      act(page, T.detail.workingMode, M[action], M[action], viaPalette);
    await path.test({
      events: {
        'mode.pause': mode('pause'),
        'mode.resume': mode('resume'),
        'mode.block': mode('block'),
        'mode.unblock': mode('unblock'),
        'mode.ready': async () => {
          await runScheduleJob();
          await reload(page, offer);
        },
      },
      states: {
        '*': async (state) => {
          const s = state as AnyMachineSnapshot;
          await expect(summary(page, T.detail.workingMode)).toHaveText(
            T.workingMode[String(WORKING_MODE[s.value as WorkingModeKey]) as '1'],
          );
          await expectEnabled(
            page,
            T.detail.workingMode,
            Object.fromEntries((['pause', 'resume', 'block', 'unblock'] as const).map((a) => [M[a], s.can({ type: `mode.${a}` })])),
          );
        },
      },
    });
  });
});

visibility.paths.forEach((path, index) => {
  test(`visibility: ${path.description}`, async ({ ownerPage, request }) => {
    const { offer } = await setUp(request, `Visibility model ${index}`);
    await makePublishable(offer);
    const page = await openOffer(ownerPage, offer);
    const viaPalette = index % 2 === 1;
    const C = T.commands;
    const review = (verb: string) => async () => {
      const result = await ops('review-offer', String(offer.id), verb);
      expect(result.code, result.out).toBe(0);
      await reload(page, offer);
    };
    await path.test({
      events: {
        'visibility.request': () => act(page, T.detail.visibility, C.requestPublic, C.requestPublic, viaPalette),
        'visibility.private': () => act(page, T.detail.visibility, C.makePrivate, C.makePrivate, viaPalette),
        'visibility.approve': review('approve'),
        'visibility.reject': review('reject'),
      },
      states: {
        '*': async (state) => {
          const v = (state as AnyMachineSnapshot).value as 'private' | 'review' | 'public';
          await expect(summary(page, T.detail.visibility)).toContainText(T.visibility[v]);
          if (v === 'review') await expect(summary(page, T.detail.visibility)).toContainText(T.detail.reviewPending);
          const group = page.getByRole('group', { name: T.detail.visibility, exact: true });
          await expect(group.getByRole('button', { name: C.requestPublic, exact: true })).toHaveCount(v === 'private' ? 1 : 0);
          await expect(group.getByRole('button', { name: C.makePrivate, exact: true })).toHaveCount(v === 'private' ? 0 : 1);
        },
      },
    });
  });
});

const STATUS_BUTTONS = { activate: 'status.activate', pause: 'status.pause', pend: 'status.pend', delete: 'status.delete' } as const;

status.paths.forEach((path, index) => {
  test(`status: ${path.description}`, async ({ ownerPage, request }) => {
    const { owner, offer } = await setUp(request, `Status model ${index}`);
    const page = await openOffer(ownerPage, offer);
    const viaPalette = index % 2 === 1;
    const choose = (action: keyof typeof STATUS_BUTTONS, target: number) => () =>
      act(
        page,
        T.filters.status,
        T.commands.actions[action],
        T.commands.setStatus.replace('{status:string}', T.status[String(target) as '1']),
        viaPalette,
      );
    const outside = (work: () => Promise<void>) => async () => {
      await work();
      await reload(page, offer);
    };
    await path.test({
      events: {
        'status.activate': choose('activate', OFFER_STATUS.active),
        'status.pause': choose('pause', OFFER_STATUS.paused),
        'status.pend': choose('pend', OFFER_STATUS.pending),
        'status.delete': choose('delete', OFFER_STATUS.deleted),
        'schedule.expire': outside(() => expireByTime(offer.id)),
        // the chart accepts it only while the offer waits on a deferred start: that day arrives
        'schedule.start': outside(() => startByTime(offer.id)),
        'schedule.defer': outside(() => editSchedule(request, owner.token, offer.id, 1)),
        'schedule.reopen': outside(() => editSchedule(request, owner.token, offer.id, 0)),
      },
      states: {
        '*': async (state) => {
          const s = state as AnyMachineSnapshot;
          await expect(page.getByTestId('offer-status')).toHaveText(T.status[String(OFFER_STATUS[s.value as OfferStatusKey]) as '1']);
          const buttons = Object.fromEntries(
            Object.entries(STATUS_BUTTONS).map(([action, type]) => [
              T.commands.actions[action as keyof typeof STATUS_BUTTONS],
              s.can({ type }),
            ]),
          );
          await expectEnabled(page, T.filters.status, buttons);
        },
      },
    });
  });
});
