// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { PARTNER_APPLICATION_EVENTS } from '../support/model/events.ts';
import { addPartner, partnerOps } from '../support/api/partners.ts';
import { brand, call, create, type Brand } from '../support/api/offers.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import {
  INVITATION_BRAND_ACTIONS,
  type InvitationBrandAction,
  type InvitationPartnerAction,
} from '../../src/domain/partners/invitation-enums.ts';
import type { InvitationDto } from '../../src/domain/partners/invitations.ts';
import { allPaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import { partnerApplicationChart, partnerApplicationRefusal } from '../../src/machines/partner-application.ts';

/**
 * The application / invitation machine through the real server: the brand's invite, approve, reject
 * and re-invite are the API (POST /api/partners/invitations, PUT …/:id/status); the partner's apply,
 * accept and decline are the ops CLI's commands (server/partners/ops.ts), the partner side of the loop.
 * In every state the server must show the predicted status and kind AND refuse, with the chart's own
 * reason (status_not_allowed / kind_not_allowed), every brand action the chart refuses there.
 */
// the graph also walks the events a state refuses (guarded branches not taken): those steps must be
// refused by the server too, with the chart's reason, and leave the record as it was
const model = createTestModel(partnerApplicationChart, { events: [...PARTNER_APPLICATION_EVENTS] });
const paths = allPaths(model);

describe('partner application machine', () => {
  it('paths cover every state and transition', () => {
    expectFullCoverage('partnerApplication', partnerApplicationChart, paths);
  });
});

describe('through the real API and the ops CLI', () => {
  let t: TestApp;
  let b: Brand;
  let offerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    b = await brand(t.db);
    offerId = (await create(t.url, b.owner.token)).id;
  });
  afterAll(async () => t?.close());

  const ops = (command: string, ...args: string[]) => partnerOps(t.db, command, ...args);

  for (const path of paths) {
    it(path.description, async () => {
      // a fresh partner per path: one pending record per offer and partner
      const p = await addPartner(t.db);
      let id = 0;
      const put = (action: string) =>
        call(t.url, 'PUT', `/api/partners/invitations/${id}/status`, { token: b.owner.token, body: { action } });
      const current = async () =>
        (await call(t.url, 'GET', `/api/partners/invitations/${id}`, { token: b.owner.token })).body.data as InvitationDto;
      /** The chart's reason to refuse `action` on the stored record, or null when it allows it. */
      const refusal = async (action: InvitationBrandAction | InvitationPartnerAction) => {
        const got = await current();
        return partnerApplicationRefusal(got.status, got.kind, action);
      };
      const brandAct = (action: InvitationBrandAction) => async () => {
        const reason = await refusal(action);
        const res = await put(action);
        expect([res.status, res.body.code]).toEqual(reason ? [409, reason] : [200, undefined]);
      };
      const partnerAct = (action: InvitationPartnerAction) => async () => {
        const reason = await refusal(action);
        const res = await ops(`invitation-${action}`, String(id));
        expect([res.code, reason ? /\((\w+)\)/.exec(res.err)?.[1] : res.err]).toEqual(reason ? [1, reason] : [0, '']);
      };
      await path.test({
        events: {
          'invitation.send': async () => {
            const res = await call(t.url, 'POST', '/api/partners/invitations', {
              token: b.owner.token,
              body: { offer_ids: [offerId], partner_ids: [p.id] },
            });
            expect(res.status).toBe(200);
            id = (res.body.data as { items: InvitationDto[] }).items[0]!.id;
          },
          'application.submit': async () => {
            const res = await ops('partner-apply', String(p.id), String(offerId));
            expect([res.code, res.err]).toEqual([0, '']);
            id = Number(/Application (\d+)/.exec(res.out)![1]);
          },
          'invitation.accept': partnerAct('accept'),
          'invitation.decline': partnerAct('decline'),
          'application.approve': brandAct('approve'),
          'application.reject': brandAct('reject'),
          'invitation.resend': brandAct('reinvite'),
        },
        states: {
          '*': async (state) => {
            if (state.value === 'none') return;
            const got = await current();
            expect([got.status, got.kind]).toEqual([state.value, state.context.kind]);
            // joined and approved: the partner works the offer under an approved contract
            expect(got.contract_id !== null).toBe(state.value === 'joined' || state.value === 'approved');
            for (const action of INVITATION_BRAND_ACTIONS) {
              const reason = partnerApplicationRefusal(got.status, got.kind, action);
              if (reason === null) continue;
              const res = await put(action);
              expect([action, res.status, res.body.code]).toEqual([action, 409, reason]);
            }
          },
        },
      });
    });
  }
});
