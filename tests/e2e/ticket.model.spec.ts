import { expect, test, type Page } from '@playwright/test';
import { createTestModel } from 'xstate/graph';
import { TICKET_BRAND_ACTIONS, type TicketBrandAction, type TicketStatus } from '../../src/domain/tickets/enums.ts';
import en from '../../src/i18n/en/tickets.ts';
import { ticketActions, ticketChart, ticketOpen } from '../../src/machines/ticket.ts';
import { openAndSettle, paletteRun, signInByApi } from '../support/e2e/app.ts';
import { closeDb, ops, selectPaths, signInOwner } from '../support/e2e/offers-model.ts';
import { TICKET_EVENTS } from '../support/model/events.ts';

/**
 * Model-based UI test of tickets (issue 28 "Done when"; the API half is tests/model/ticket.model.test.ts):
 * a greedy cover of the ticket chart's paths, each on a fresh ticket, played in ONE signed-in page with
 * in-app navigation (suite budget). The brand's accept / reopen / close alternate between the detail's
 * buttons and the palette commands, by keyboard; the support's reply is the operator commands (the ops CLI's services, run in-process), and its
 * answer must reach the open page live (no reload). After every step the page shows the chart's status,
 * a button for exactly the actions the chart allows, and the reply only on an open ticket.
 */
test.afterAll(closeDb);

const cover = selectPaths('ticket', ticketChart, createTestModel(ticketChart, { events: [...TICKET_EVENTS] }));

test('the selected UI paths cover every state and transition of the ticket chart', () => {
  console.log(cover.report);
  expect(cover.coverage.states.missing).toEqual([]);
  expect(cover.coverage.transitions.missing).toEqual([]);
});

const T = en;

async function expectState(page: Page, status: TicketStatus) {
  await expect(page.getByTestId('ticket-status')).toContainText(T.status[status]);
  for (const action of TICKET_BRAND_ACTIONS) {
    const button = page.getByRole('main').getByRole('button', { name: T.actions[action], exact: true });
    await expect(button, `${action} in ${status}`).toHaveCount(ticketActions(status).includes(action) ? 1 : 0);
  }
  await expect(page.getByRole('main').getByRole('button', { name: T.actions.reply, exact: true })).toHaveCount(ticketOpen(status) ? 1 : 0);
}

test('ticket paths through the UI, one sign-in', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await signInOwner(request);
  await signInByApi(page, 'owner@demo.test', '/ticket');
  let n = 0;
  for (const path of cover.paths) {
    const viaPalette = n++ % 2 === 1;
    const raised = await request.post('/api/tickets', {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { title: `Model ticket ${n} ${Date.now()}`, category: 'other', body: path.description, file_ids: [] },
    });
    expect(raised.status(), await raised.text()).toBe(200);
    const id = ((await raised.json()).data as { id: number }).id;
    await openAndSettle(page, `/ticket?id=${id}`);
    const brandAct = (action: TicketBrandAction) => async () => {
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/tickets/${id}/status`,
      );
      if (viaPalette) await paletteRun(page, T.palette[action]);
      else {
        await page.getByRole('main').getByRole('button', { name: T.actions[action], exact: true }).focus();
        await page.keyboard.press('Enter');
      }
      expect((await saved).status()).toBe(200);
    };
    await path.test({
      events: {
        'ticket.reply': async () => {
          const replies = await page.getByText(/^Answer \d+$/).count();
          const result = await ops('ticket-reply', String(id), `Answer ${replies + 1}`);
          expect(result.code, result.out).toBe(0);
          // the live event brings the answer into the open conversation
          await expect(page.getByText(`Answer ${replies + 1}`, { exact: true })).toBeVisible();
        },
        'ticket.accept': brandAct('accept'),
        'ticket.reopen': brandAct('reopen'),
        'ticket.close': brandAct('close'),
      },
      states: { '*': async (state) => expectState(page, state.value as TicketStatus) },
    });
  }
});
