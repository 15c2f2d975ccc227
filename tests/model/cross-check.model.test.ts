// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { crossCheckJob } from '../../server/cross-check/job.ts';
import { setClock } from '../../server/db/clock.ts';
import { CROSS_CHECK_BRAND_ACTIONS } from '../../src/domain/cross-check/enums.ts';
import { crossCheckChart, crossCheckEvent } from '../../src/machines/cross-check.ts';
import { changeStatus, createPeriod, detailOf, lockIds, partnerConversions, putArrears } from '../support/api/cross-check.ts';
import { createTrackingApp, makeBrand, type TrackingApp } from '../support/api/tracking.ts';
import { edgePaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import { CROSS_CHECK_EVENTS } from '../support/model/events.ts';

/**
 * The cross-check locking machine through the real server (decision 090): `close` is the hourly job
 * after the period ended (on the injectable clock), finalize / reopen are PUT …/:id/status, lock is
 * POST …/cross-check/lock. In every state the server must show the predicted status, refuse with
 * 409 status_not_allowed every brand action the machine refuses there (the lock as the outcome
 * not_allowed), and — where the chart would lock — refuse a negative subtotal with its own outcome:
 * the lock's guard, tried with arrears that make the subtotal negative and then taken back.
 */
const model = createTestModel(crossCheckChart, { events: [...CROSS_CHECK_EVENTS] });
const paths = edgePaths(model);
// every path's record: a fresh brand's January conversions, created while January runs
const PERIOD = ['2026-01-01', '2026-01-31'] as const;

describe('cross-check machine', () => {
  it('paths cover every state and transition', () => {
    expectFullCoverage('crossCheck', crossCheckChart, paths);
  });
});

describe('through the real API', () => {
  let t: TrackingApp;
  beforeAll(async () => {
    t = await createTrackingApp({}, new Date('2026-01-10T03:00:00Z'));
    setClock(t.db, t.clock);
  }, 60_000);
  afterAll(() => t?.close());

  for (const path of paths) {
    it(path.description, async () => {
      t.clock.set(new Date('2026-01-10T03:00:00Z'));
      const b = await makeBrand(t.db, 'Model');
      const token = b.owner.token;
      await partnerConversions(t, b, 1);
      const created = await createPeriod(t, token, ...PERIOD);
      const id = created.body.data.items[0]!.id;
      const brandAct = (action: 'finalize' | 'reopen') => async () => expect((await changeStatus(t, token, id, action)).status).toBe(200);
      await path.test({
        events: {
          'crosscheck.close': async () => {
            t.clock.set(new Date('2026-02-01T01:00:00Z'));
            await crossCheckJob(t.db).run(t.clock.now());
          },
          'crosscheck.finalize': brandAct('finalize'),
          'crosscheck.reopen': brandAct('reopen'),
          'crosscheck.lock': async () => expect((await lockIds(t, token, [id])).body.data.summary.locked).toBe(1),
        },
        states: {
          '*': async (state) => {
            const [row] = (await detailOf(t, token, ...PERIOD)).items;
            expect(row!.status).toBe(state.value);
            for (const action of CROSS_CHECK_BRAND_ACTIONS) {
              if (state.can(crossCheckEvent(action))) continue;
              if (action === 'lock') {
                expect((await lockIds(t, token, [id])).body.data.summary).toMatchObject({ locked: 0, not_allowed: 1 });
                continue;
              }
              const res = await changeStatus(t, token, id, action);
              expect([action, res.status, res.body.code]).toEqual([action, 409, 'status_not_allowed']);
            }
            if (state.can(crossCheckEvent('lock'))) {
              expect((await putArrears(t, token, id, '-1000')).status).toBe(200);
              expect((await lockIds(t, token, [id])).body.data.summary).toMatchObject({ locked: 0, negative_subtotal: 1 });
              expect((await putArrears(t, token, id, '0')).status).toBe(200);
            }
            if (state.value === 'locked') expect((await putArrears(t, token, id, '1')).status).toBe(409);
          },
        },
      });
    });
  }
});
