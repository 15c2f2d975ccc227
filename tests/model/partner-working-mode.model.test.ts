// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { WORKING_MODE_EVENTS } from '../support/model/events.ts';
import { WORKING_MODE, type WorkingModeKey } from '../../src/domain/offers/enums.ts';
import { workingModeChart } from '../../src/machines/working-mode.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import { brand, call, type Brand } from '../support/api/offers.ts';
import { joinedPartner } from '../support/api/partners.ts';
import { allPaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';

/**
 * The partner's working mode through the real API (issue 16 item 8): pause / resume / block / unblock
 * are PUT /api/partners/:id/working-mode, with refusals checked too — every event the chart refuses in
 * a state must answer 409 mode_not_allowed and leave the mode alone. `mode.ready` needs no job for a
 * partner (docs/decisions/051-partner-management.md): the server passes `processing` inside the
 * resume's transaction, so in `processing` the API already shows working, and mode.ready changes
 * nothing the API can see.
 */
const ACTIONS = ['pause', 'resume', 'block', 'unblock'] as const;
const model = createTestModel(workingModeChart, { events: [...WORKING_MODE_EVENTS] });
const paths = allPaths(model);

/** What the API shows in each chart state (processing is passed at once). */
const SHOWN: Record<WorkingModeKey, number> = { ...WORKING_MODE, processing: WORKING_MODE.working };

describe('partner working mode machine', () => {
  it('paths cover every state and transition', () => {
    expectFullCoverage('partnerWorkingMode', workingModeChart, paths);
  });
});

describe('partner working mode through the real API', () => {
  let t: TestApp;
  let b: Brand;
  beforeAll(async () => {
    t = await createTestApp();
    b = await brand(t.db);
  });
  afterAll(async () => t?.close());
  for (const path of paths) {
    it(path.description, async () => {
      const p = await joinedPartner(t.db, b.brandId);
      const put = (action: string) => call(t.url, 'PUT', `/api/partners/${p.id}/working-mode`, { token: b.owner.token, body: { action } });
      const shown = async () =>
        ((await call(t.url, 'GET', `/api/partners/${p.id}`, { token: b.owner.token })).body.data as { working_mode: number }).working_mode;
      const act = (action: string) => async () => expect((await put(action)).status).toBe(200);
      await path.test({
        events: {
          'mode.pause': act('pause'),
          'mode.resume': act('resume'),
          'mode.block': act('block'),
          'mode.unblock': act('unblock'),
          'mode.ready': async () => expect(await shown()).toBe(WORKING_MODE.working),
        },
        states: {
          '*': async (state) => {
            const key = state.value as WorkingModeKey;
            expect(await shown()).toBe(SHOWN[key]);
            // the chart's refusals are the server's: each refused action answers 409 and changes nothing
            for (const action of ACTIONS) {
              if (state.can({ type: `mode.${action}` })) continue;
              const res = await put(action);
              expect([res.status, res.body.code]).toEqual([409, 'mode_not_allowed']);
              expect(await shown()).toBe(SHOWN[key]);
            }
          },
        },
      });
    });
  }
});
