import { expect, type Page } from '@playwright/test';
import { createTestModel } from 'xstate/graph';
import { CONTRACT_ACTIONS, type ContractAction, type ContractStatus } from '../../src/domain/partners/enums.ts';
import contractsEn from '../../src/i18n/en/partnerContracts.ts';
import partnersEn from '../../src/i18n/en/partners.ts';
import { partnerContractActions, partnerContractChart } from '../../src/machines/partner-contract.ts';
import { expireContract } from '../../server/partners/contracts.ts';
import { escapeRegExp } from '../support/e2e/app.ts';
import { test } from '../support/e2e/owner-page.ts';
import { closeDb, createOffer, e2eDb, ops, runCommand, selectPaths, signInOwner } from '../support/e2e/offers-model.ts';
import { expectCommands, firstPaletteCheck, freshJoinedPartner } from '../support/e2e/partners-model.ts';
import { PARTNER_CONTRACT_EVENTS } from '../support/model/events.ts';

/**
 * Model-based UI test of partner contracts (issue 25 "Done when"; the API half is
 * tests/model/partner-contract.model.test.ts): paths generated from the partner-contract chart, each
 * on a fresh offer and partner. The contract is drawn up through the API (pending); the brand's send /
 * approve / reject / terminate are the Contracts tab of /management/partner-contract — the detail
 * dialog's buttons by keyboard, or the palette on the selected row, alternating per path; the
 * partner's early termination is the operator commands (the ops CLI's services, run in-process) (`--by partner`); the clock is the expiry step past
 * the end date. After every step the row shows the chart's status and a button for exactly the actions
 * the chart allows, and the palette lists the four actions, disabled with the reason where refused (each
 * state's palette once per run in CI, as every step ends with a full load; every visit under E2E_FULL=1).
 */
test.afterAll(closeDb);

const contract = selectPaths(
  'partnerContract',
  partnerContractChart,
  createTestModel(partnerContractChart, { events: [...PARTNER_CONTRACT_EVENTS] }),
);

test('the selected UI paths cover every state and transition of the partner-contract chart', () => {
  console.log(contract.report);
  expect(contract.coverage.states.missing).toEqual([]);
  expect(contract.coverage.transitions.missing).toEqual([]);
});

const T = contractsEn;
const W = partnersEn.contract;
const PALETTE: Record<ContractAction, string> = {
  send: T.palette.send,
  approve: T.palette.approve,
  reject: T.palette.reject,
  terminate: T.palette.terminate,
};

/** The Contracts tab searched by the contract's id: after a full load, it shows what the server holds now. */
async function openContract(page: Page, id: number, reload = true) {
  if (reload) await page.goto('/management/partner-contract');
  await page.getByRole('tab', { name: T.tab }).click();
  await page.getByRole('textbox', { name: T.search }).fill(String(id));
  await expect(page.getByRole('row').filter({ hasText: String(id) })).toHaveCount(1);
}

contract.paths.forEach((path, index) => {
  test(`partner contract: ${path.description}`, async ({ ownerPage, request }) => {
    const owner = await signInOwner(request);
    const offer = await createOffer(request, owner, `Contract model ${index} ${Date.now()}`);
    const partner = await freshJoinedPartner(owner.brandId);
    const end = new Date(Date.now() + 86_400_000);
    const made = await request.post('/api/partners/contracts/draw-up', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { offer_ids: [offer.id], partner_ids: [partner.id], end_date: end.toISOString() },
    });
    expect(made.status(), await made.text()).toBe(200);
    const id = ((await made.json()).data as { items: { contract_id: number }[] }).items[0]!.contract_id;
    const viaPalette = index % 2 === 1;
    const row = () => page.getByRole('row').filter({ hasText: partner.display_name });

    /** The brand acts: the detail dialog's button by keyboard, or the palette command on the selected row. */
    const brandAct = (action: ContractAction) => async () => {
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/partners/contracts/${id}/status`,
      );
      if (viaPalette) await runCommand(page, PALETTE[action]);
      else {
        await row()
          .getByRole('button', { name: new RegExp(`^${escapeRegExp(T.open)} ?,`) })
          .click();
        const dialog = page.getByRole('dialog', { name: T.detail.title.replace('{id:number}', String(id)) });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: W.actions[action], exact: true }).focus();
        await page.keyboard.press('Enter');
        expect((await saved).status()).toBe(200);
        // Escape from where focus is after the action (the pressed button is gone: src/views/system/Dialog.tsx)
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      expect((await saved).status()).toBe(200);
      // no reload: the list refreshes after the action by itself (the state check waits for it)
    };

    const page = await ownerPage.open('/management/partner-contract');
    await openContract(page, id, false);
    await path.test({
      events: {
        'contract.send': brandAct('send'),
        'contract.approve': brandAct('approve'),
        'contract.reject': brandAct('reject'),
        'contract.terminate': async (step) => {
          if (!('by' in step.event) || step.event.by !== 'partner') return brandAct('terminate')();
          const result = await ops('contract-terminate', String(id), '--by', 'partner');
          expect(result.code, result.out).toBe(0);
          await openContract(page, id);
        },
        'contract.expire': async () => {
          await expireContract(e2eDb(), owner.brandId, id, new Date(end.getTime() + 1000));
          await openContract(page, id);
        },
      },
      states: {
        '*': async (state) => {
          const status = state.value as ContractStatus;
          await expect(row().getByRole('cell', { name: W.status[status], exact: true })).toBeVisible();
          const allowed = partnerContractActions(status);
          for (const action of CONTRACT_ACTIONS)
            await expect(row().getByRole('button', { name: new RegExp(`^${escapeRegExp(W.actions[action])} ?,`) }), action).toHaveCount(
              allowed.includes(action) ? 1 : 0,
            );
          const radio = row().getByRole('radio');
          await radio.focus();
          if (!(await radio.isChecked())) await page.keyboard.press('Space');
          await expect(page.getByText(T.selected.replace('{id:number}', String(id)))).toBeVisible();
          if (!firstPaletteCheck('partner contract', state)) return;
          await expectCommands(
            page,
            'selected contract',
            Object.fromEntries(
              CONTRACT_ACTIONS.map((action) => [
                PALETTE[action],
                { listed: true, enabled: allowed.includes(action), reason: allowed.includes(action) ? undefined : T.palette.notAllowed },
              ]),
            ),
          );
        },
      },
    });
  });
});
