// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { runTicketsOps } from '../../server/tickets/ops.ts';
import type { TicketDto } from '../../src/domain/tickets/contract.ts';
import { TICKET_BRAND_ACTIONS } from '../../src/domain/tickets/enums.ts';
import { ticketChart, ticketEvent, ticketOpen } from '../../src/machines/ticket.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import { brand, call, type Brand } from '../support/api/offers.ts';
import { raiseTicket } from '../support/api/tickets.ts';
import { edgePaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import { TICKET_EVENTS } from '../support/model/events.ts';

/**
 * The ticket machine through the real server: the brand's accept / reopen / close are PUT
 * /api/tickets/:id/status, the support's reply is the ops CLI's `ticket-reply`. In every state the
 * server must show the predicted status AND refuse, with 409 status_not_allowed, every brand action
 * the machine refuses there, and the support's reply where the machine refuses it; a brand message
 * is accepted exactly on open tickets.
 */
const model = createTestModel(ticketChart, { events: [...TICKET_EVENTS] });
// edge paths only: every state's shortest path and each event it accepts (11 paths). The chart's
// cycles (reply on responded, reopen after close) give it 80 simple paths more, which prove nothing
// the edge paths do not and cost ~40 s of the suite's budget
const paths = edgePaths(model);
const quiet = () => undefined;

describe('ticket machine', () => {
  it('paths cover every state and transition', () => {
    expectFullCoverage('ticket', ticketChart, paths);
  });
});

describe('through the real API', () => {
  let t: TestApp;
  let b: Brand;
  beforeAll(async () => {
    t = await createTestApp();
    b = await brand(t.db);
  });
  afterAll(async () => t?.close());

  for (const path of paths) {
    it(path.description, async () => {
      const { id } = await raiseTicket(t.url, b.owner.token);
      const put = (action: string) => call(t.url, 'PUT', `/api/tickets/${id}/status`, { token: b.owner.token, body: { action } });
      const brandAct = (action: string) => async () => expect((await put(action)).status).toBe(200);
      await path.test({
        events: {
          'ticket.reply': async () => expect(await runTicketsOps(t.db, [String(id), 'An answer'], quiet, quiet)).toBe(0),
          'ticket.accept': brandAct('accept'),
          'ticket.reopen': brandAct('reopen'),
          'ticket.close': brandAct('close'),
        },
        states: {
          '*': async (state) => {
            const got = (await call(t.url, 'GET', `/api/tickets/${id}`, { token: b.owner.token })).body.data as TicketDto;
            expect(got.status).toBe(state.value);
            for (const action of TICKET_BRAND_ACTIONS) {
              if (state.can(ticketEvent(action))) continue;
              const res = await put(action);
              expect([action, res.status, res.body.code]).toEqual([action, 409, 'status_not_allowed']);
            }
            if (!state.can(ticketEvent('reply'))) expect(await runTicketsOps(t.db, [String(id), 'Too late'], quiet, quiet)).toBe(1);
            if (!ticketOpen(got.status)) {
              const message = await call(t.url, 'POST', `/api/tickets/${id}/messages`, { token: b.owner.token, body: { body: 'Hello?' } });
              expect([message.status, message.body.code]).toEqual([409, 'status_not_allowed']);
            }
          },
        },
      });
    });
  }
});
