// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { WORKING_MODE_EVENTS } from '../support/model/events.ts';
import { createJobRunner } from '../../server/jobs/runner.ts';
import { offerScheduleJob } from '../../server/offers/job.ts';
import { brand, call, create, type Brand } from '../support/api/offers.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import { WORKING_MODE, type WorkingModeKey } from '../../src/domain/offers/enums.ts';
import { allPaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import { workingModeChart } from '../../src/machines/working-mode.ts';

/**
 * Working mode through the real API: pause / resume / block / unblock are PUT /api/offers/working-mode,
 * `mode.ready` is the offer job's run. After each step the offer must show the predicted mode.
 */
const model = createTestModel(workingModeChart, { events: [...WORKING_MODE_EVENTS] });
const paths = allPaths(model);

describe('working mode machine', () => {
  it('paths cover every state and transition', () => {
    expectFullCoverage('workingMode', workingModeChart, paths);
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
      const o = await create(t.url, b.owner.token);
      const act = (action: string) => async () =>
        expect(
          (await call(t.url, 'PUT', '/api/offers/working-mode', { token: b.owner.token, body: { offer_id: o.id, action } })).status,
        ).toBe(200);
      await path.test({
        events: {
          'mode.pause': act('pause'),
          'mode.resume': act('resume'),
          'mode.block': act('block'),
          'mode.unblock': act('unblock'),
          'mode.ready': async () => void (await createJobRunner({ jobs: [offerScheduleJob(t.db)] }).runDue()),
        },
        states: {
          '*': async (state) => {
            const got = (await call(t.url, 'GET', `/api/offers/${o.id}`, { token: b.owner.token })).body.data as { working_mode: number };
            expect(got.working_mode).toBe(WORKING_MODE[state.value as WorkingModeKey]);
          },
        },
      });
    });
  }
});
