import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { PARTNER_APPLICATION_EVENTS } from '../support/model/events.ts';
import { INVITATION_BRAND_ACTIONS, type InvitationBrandAction, type InvitationKind } from '../../src/domain/partners/invitation-enums.ts';
import en from '../../src/i18n/en/invitations.ts';
import { partnerApplicationChart, partnerApplicationRefusal } from '../../src/machines/partner-application.ts';
import { escapeRegExp } from '../support/e2e/app.ts';
import { test } from '../support/e2e/owner-page.ts';
import { closeDb, createOffer, ops, runCommand, selectPaths, signInOwner } from '../support/e2e/offers-model.ts';
import { expectCommands, freshPartner } from '../support/e2e/partners-model.ts';

/**
 * Model-based UI test of applications and invitations (issue 16 "Done when"; the API half is
 * tests/model/partner-application.model.test.ts): paths generated from the partner-application chart,
 * each on a fresh offer and a fresh partner so records never collide. The brand's invitation is the
 * invite dialog on the offer's Partners section, by keyboard (its button or its palette command); the
 * partner's apply / accept / decline are the operator commands (the ops CLI's services, run in-process); approve / reject / re-invite are the brand on
 * /management/partner-contract (the row's keys a / r / i or the palette commands, alternating per path).
 * After every step the record's row, on the tab of its kind, shows the chart's status and kind and a
 * button for exactly the actions the chart allows, and the palette lists the three commands of the
 * selected row, disabled with the chart's reason where it refuses them.
 */
test.afterAll(closeDb);

const application = selectPaths(
  'partnerApplication',
  partnerApplicationChart,
  createTestModel(partnerApplicationChart, { events: [...PARTNER_APPLICATION_EVENTS] }),
);

test('the selected UI paths cover every state and transition of the application / invitation chart', () => {
  console.log(application.report);
  expect(application.coverage.states.missing).toEqual([]);
  expect(application.coverage.transitions.missing).toEqual([]);
});

const T = en;
const PALETTE: Record<InvitationBrandAction, string> = {
  approve: T.palette.approve,
  reject: T.palette.reject,
  reinvite: T.palette.reinvite,
};
const KEYS: Record<InvitationBrandAction, string> = { approve: 'a', reject: 'r', reinvite: 'i' };
const tabOf = (kind: InvitationKind) => (kind === 'applied' ? T.tabs.applications : T.tabs.invitations);

/** The partner-contract screen searched by the partner (a fresh, unique name): a full load shows what the server holds now. */
async function openContracts(page: Page, partnerName: string) {
  await page.goto(`/management/partner-contract?search=${encodeURIComponent(partnerName)}`);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
}

/** The brand invites through the invite dialog of the offer's Partners section, by keyboard; returns the new record's id. */
async function invite(page: Page, offerId: number, partnerId: number, viaPalette: boolean): Promise<number> {
  await page.goto(`/offers/${offerId}/detail`);
  const section = page.locator('section#partners');
  await expect(section.getByRole('heading', { level: 2, name: T.partnersTab })).toBeVisible();
  if (viaPalette) await runCommand(page, T.palette.invite);
  else {
    await section.getByRole('button', { name: T.invite, exact: true }).focus();
    await page.keyboard.press('Enter');
  }
  const dialog = page.getByRole('dialog', { name: T.dialog.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: T.dialog.partner }).focus();
  await page.keyboard.type(String(partnerId));
  const sent = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/partners/invitations');
  await dialog.getByRole('button', { name: T.dialog.send }).focus();
  await page.keyboard.press('Enter');
  const res = await sent;
  expect(res.status(), await res.text()).toBe(200);
  await expect(dialog).toBeHidden();
  return ((await res.json()).data as { items: { id: number }[] }).items[0]!.id;
}

application.paths.forEach((path, index) => {
  test(`application / invitation: ${path.description}`, async ({ ownerPage, request }) => {
    const owner = await signInOwner(request);
    const offer = await createOffer(request, owner, `Application model ${index} ${Date.now()}`);
    const partner = await freshPartner();
    const name = partner.display_name;
    const viaPalette = index % 2 === 1;
    let id = 0;
    const row = () => page.getByRole('row').filter({ hasText: name });

    /** The partner's side through the operator commands (the ops CLI's services, run in-process), then the brand looks again. */
    const partnerSide =
      (command: string, ...args: string[]) =>
      async () => {
        const result = await ops(command, ...args);
        expect(result.code, result.out).toBe(0);
        return result.out;
      };
    /** The brand answers on the selected row: its key, or the palette command. */
    const brandAct = (action: InvitationBrandAction) => async () => {
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/partners/invitations/${id}/status`,
      );
      if (viaPalette) await runCommand(page, PALETTE[action]);
      else await page.keyboard.press(KEYS[action]);
      expect((await saved).status()).toBe(200);
    };

    // signing in lands on the wanted page with its search kept (src/views/shell/Screen.tsx keepSearch)
    const page = await ownerPage.open(`/management/partner-contract?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('textbox', { name: T.search })).toHaveValue(name);
    await path.test({
      events: {
        'invitation.send': async () => {
          id = await invite(page, offer.id, partner.id, viaPalette);
          await openContracts(page, name);
        },
        'application.submit': async () => {
          const out = await partnerSide('partner-apply', String(partner.id), String(offer.id))();
          id = Number(/Application (\d+)/.exec(out)![1]);
          await openContracts(page, name);
        },
        'invitation.accept': async () => {
          await partnerSide('invitation-accept', String(id))();
          await openContracts(page, name);
        },
        'invitation.decline': async () => {
          await partnerSide('invitation-decline', String(id))();
          await openContracts(page, name);
        },
        'application.approve': brandAct('approve'),
        'application.reject': brandAct('reject'),
        'invitation.resend': brandAct('reinvite'),
      },
      states: {
        '*': async (state) => {
          const s = state as AnyMachineSnapshot;
          if (s.value === 'none') {
            // no record yet: neither tab lists one for this partner
            for (const tab of [T.tabs.applications, T.tabs.invitations]) {
              await page.getByRole('tab', { name: tab }).click();
              await expect(page.getByRole('tabpanel').getByText(T.none)).toBeVisible();
            }
            return;
          }
          const status = s.value as 'pending' | 'joined' | 'approved' | 'rejected';
          const kind = s.context.kind as InvitationKind;
          await page.getByRole('tab', { name: tabOf(kind) }).click();
          await expect(page.getByRole('tab', { name: tabOf(kind) })).toHaveAttribute('aria-selected', 'true');
          await expect(row()).toHaveCount(1);
          await expect(row().getByRole('cell', { name: String(id), exact: true })).toBeVisible();
          await expect(row().getByRole('cell', { name: T.statuses[status], exact: true })).toBeVisible();
          await expect(row().getByRole('cell', { name: T.kinds[kind], exact: true })).toBeVisible();
          for (const action of INVITATION_BRAND_ACTIONS) {
            const allowed = partnerApplicationRefusal(status, kind, action) === null;
            await expect(row().getByRole('button', { name: new RegExp(`^${escapeRegExp(T[action])} ?,`) }), action).toHaveCount(
              allowed ? 1 : 0,
            );
          }
          // the palette acts on the selected row: select it by keyboard, then ask the palette
          const radio = row().getByRole('radio');
          await radio.focus();
          if (!(await radio.isChecked())) await page.keyboard.press('Space');
          await expect(page.getByText(T.selected.replace('{id:number}', String(id)))).toBeVisible();
          await expectCommands(
            page,
            'selected',
            Object.fromEntries(
              INVITATION_BRAND_ACTIONS.map((action) => {
                const refusal = partnerApplicationRefusal(status, kind, action);
                return [PALETTE[action], { listed: true, enabled: refusal === null, reason: refusal ? T.refusals[refusal] : undefined }];
              }),
            ),
          );
        },
      },
    });
  });
});
