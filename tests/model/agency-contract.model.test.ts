// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { changeAgencyContract } from '../../server/agencies/contracts.ts';
import { runAgenciesOps } from '../../server/agencies/ops.ts';
import { AGENCY_BRAND_ACTIONS, type AgencyContractStatus } from '../../src/domain/agencies/enums.ts';
import { agencyContractChart, agencyContractEvent } from '../../src/machines/agency-contract.ts';
import { AGENCY_CONTRACT_EVENTS } from '../support/model/events.ts';
import { addAgency, agencyContractBody, draftAgencyContract } from '../support/api/agencies.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import { brand, call, type Brand } from '../support/api/offers.ts';
import { allPaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';

/**
 * The agency-contract machine through the real server: the brand's send / cancel / terminate / keep
 * are PUT /api/agency-contracts/:id/status, the agency's sign / decline / request_termination are the
 * ops CLI commands the agency side runs until it signs in, `contract.expire` is the clock moved past
 * the end. In every state the server must show the predicted status AND refuse, with 409
 * status_not_allowed, every brand action the machine refuses there — and the draft edit outside `pending`.
 */
const model = createTestModel(agencyContractChart, { events: [...AGENCY_CONTRACT_EVENTS] });
const paths = allPaths(model);
const OPS: Record<string, string> = {
  'contract.sign': 'agency-contract-sign',
  'contract.decline': 'agency-contract-decline',
  'contract.request_termination': 'agency-contract-request-termination',
};

describe('agency contract machine', () => {
  it('paths cover every state and transition', () => {
    expectFullCoverage('agencyContract', agencyContractChart, paths);
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
      // a fresh agency per path: one live contract per brand and agency
      const body = agencyContractBody(await addAgency(t.db), { duration_id: 1 });
      const id = await draftAgencyContract(t.url, b.owner.token, body);
      const end = new Date(new Date(body.start_at).getTime() + 32 * 86_400_000);
      const put = (action: string) => call(t.url, 'PUT', `/api/agency-contracts/${id}/status`, { token: b.owner.token, body: { action } });
      const brandAct = (action: string) => async () => expect((await put(action)).status).toBe(200);
      const agencyAct = (command: string) => async () => expect(await runAgenciesOps(t.db, command, [String(id)], () => undefined)).toBe(0);
      const { agency_id: _a, ...fields } = body;
      await path.test({
        events: {
          'contract.send': brandAct('send'),
          'contract.cancel': brandAct('cancel'),
          'contract.terminate': brandAct('terminate'),
          'contract.keep': brandAct('keep'),
          'contract.sign': agencyAct(OPS['contract.sign']!),
          'contract.decline': agencyAct(OPS['contract.decline']!),
          'contract.request_termination': agencyAct(OPS['contract.request_termination']!),
          'contract.expire': async () => void (await changeAgencyContract(t.db, b.brandId, id, 'expire', end)),
        },
        states: {
          '*': async (state) => {
            const got = (await call(t.url, 'GET', `/api/agency-contracts/${id}`, { token: b.owner.token })).body.data as {
              status: AgencyContractStatus;
            };
            expect(got.status).toBe(state.value);
            for (const action of AGENCY_BRAND_ACTIONS) {
              if (state.can(agencyContractEvent(action))) continue;
              const res = await put(action);
              expect([action, res.status, res.body.code]).toEqual([action, 409, 'status_not_allowed']);
            }
            if (state.value !== 'pending') {
              const edit = await call(t.url, 'PUT', `/api/agency-contracts/${id}`, { token: b.owner.token, body: fields });
              expect([edit.status, edit.body.code]).toEqual([409, 'status_not_allowed']);
            }
          },
        },
      });
    });
  }
});
