// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { changeContract, expireContract } from '../../server/partners/contracts.ts';
import { joinedPartner } from '../support/api/partners.ts';
import { brand, call, create, type Brand } from '../support/api/offers.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import { CONTRACT_ACTIONS, type ContractStatus } from '../../src/domain/partners/enums.ts';
import { allPaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import { partnerContractEvent, partnerContractChart, type PartnerContractEvent } from '../../src/machines/partner-contract.ts';

/**
 * The partner-contract machine through the real server: the brand's send / approve / reject /
 * terminate are PUT /api/partners/contracts/:id/status, the partner's early termination is the
 * service call the partner side (ops CLI, later the partner app) makes, `contract.expire` is the clock
 * moved past the end date. In every state the server must show the predicted status AND refuse, with
 * 409 status_not_allowed, every brand action the machine refuses there.
 */
const EVENTS: PartnerContractEvent[] = [
  { type: 'contract.send' },
  { type: 'contract.approve' },
  { type: 'contract.reject' },
  { type: 'contract.terminate', by: 'brand' },
  { type: 'contract.terminate', by: 'partner' },
  { type: 'contract.expire' },
];
const model = createTestModel(partnerContractChart, { events: EVENTS });
const paths = allPaths(model);

describe('partner contract machine', () => {
  it('paths cover every state and transition', () => {
    expectFullCoverage('partnerContract', partnerContractChart, paths);
  });
});

describe('through the real API', () => {
  let t: TestApp;
  let b: Brand;
  let offerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    b = await brand(t.db);
    offerId = (await create(t.url, b.owner.token)).id;
  });
  afterAll(async () => t?.close());

  for (const path of paths) {
    it(path.description, async () => {
      // a fresh partner per path: one live contract per offer and partner
      const p = await joinedPartner(t.db, b.brandId);
      const end = new Date(Date.now() + 86_400_000);
      const made = await call(t.url, 'POST', '/api/partners/contracts', {
        token: b.owner.token,
        body: { offer_id: offerId, partner_id: p.id, end_date: end.toISOString() },
      });
      expect(made.status).toBe(200);
      const id = (made.body.data as { id: number }).id;
      const put = (action: string) =>
        call(t.url, 'PUT', `/api/partners/contracts/${id}/status`, { token: b.owner.token, body: { action } });
      const act = (action: string) => async () => expect((await put(action)).status).toBe(200);
      await path.test({
        events: {
          'contract.send': act('send'),
          'contract.approve': act('approve'),
          'contract.reject': act('reject'),
          'contract.terminate': async (step) => {
            if (!('by' in step.event) || step.event.by !== 'partner') return act('terminate')();
            expect((await changeContract(t.db, b.brandId, id, 'terminate', { by: 'partner' })).ended_by).toBe('partner');
          },
          'contract.expire': async () => void (await expireContract(t.db, b.brandId, id, new Date(end.getTime() + 1000))),
        },
        states: {
          '*': async (state) => {
            const got = (await call(t.url, 'GET', `/api/partners/contracts/${id}`, { token: b.owner.token })).body.data as {
              status: ContractStatus;
            };
            expect(got.status).toBe(state.value);
            for (const action of CONTRACT_ACTIONS) {
              if (state.can(partnerContractEvent(action))) continue;
              const res = await put(action);
              expect([action, res.status, res.body.code]).toEqual([action, 409, 'status_not_allowed']);
            }
          },
        },
      });
    });
  }
});
