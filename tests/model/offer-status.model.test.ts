// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { brand, call, create, dayFromToday, type Brand } from '../support/api/offers.ts';
import { offerScheduleJob } from '../../server/offers/job.ts';
import { manualClock } from '../../server/db/clock.ts';
import { createJobRunner } from '../../server/jobs/runner.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import { OFFER_STATUS, type OfferStatusKey } from '../../src/domain/offers/enums.ts';
import { edgePaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import { offerStatusChart, type OfferStatusEvent } from '../../src/machines/offer-status.ts';

/**
 * Model-based test of the offer status through the real API. Every path starts from a fresh offer
 * (active, window today … today+10). User events are PUT /status; time events run the schedule job
 * with a moved clock (end passed → deactivated; start arrived → active); schedule edits send the
 * defer / reopen events. After each step GET /api/offers/:id must show the status the chart predicts.
 */
const EVENTS: OfferStatusEvent[] = [
  { type: 'status.activate' },
  { type: 'status.pause' },
  { type: 'status.pend' },
  { type: 'status.delete' },
  { type: 'schedule.start' },
  { type: 'schedule.expire' },
  { type: 'schedule.defer' },
  { type: 'schedule.reopen' },
];
const model = createTestModel(offerStatusChart, { events: EVENTS });
// The chart is dense (tens of thousands of simple paths): simple paths are the ones of at most
// 3 steps (no state visited twice), built from the chart; edgePaths add every state's every
// accepted event, so every transition is still taken through the API.
const MAX_SIMPLE_STEPS = 3;
function shortSimplePaths() {
  const key = (s: AnySnap) => JSON.stringify([s.value, s.context]);
  const out: OfferStatusEvent[][] = [];
  const walk = (snap: AnySnap, seq: OfferStatusEvent[], seen: Set<string>) => {
    if (seq.length) out.push(seq);
    if (seq.length === MAX_SIMPLE_STEPS) return;
    for (const e of EVENTS.filter((ev) => snap.can(ev))) {
      const next = getNextSnapshot(offerStatusChart, snap, e);
      if (!seen.has(key(next))) walk(next, [...seq, e], new Set([...seen, key(next)]));
    }
  };
  const init = getInitialSnapshot(offerStatusChart, {});
  walk(init, [], new Set([key(init)]));
  return out.flatMap((events) => model.getPathsFromEvents(events));
}
type AnySnap = ReturnType<typeof getInitialSnapshot<typeof offerStatusChart>>;
/** Drops paths with a step the chart refuses (a guarded event replayed as a no-op): a path never waits on a refused action. */
function allowed(path: { steps: ReadonlyArray<{ event: { type: string } }> }): boolean {
  let snap = getInitialSnapshot(offerStatusChart, {});
  for (const { event } of path.steps) {
    if (event.type.startsWith('xstate.')) continue;
    if (!snap.can(event as OfferStatusEvent)) return false;
    snap = getNextSnapshot(offerStatusChart, snap, event as OfferStatusEvent);
  }
  return true;
}
const paths = [...model.getShortestPaths(), ...shortSimplePaths(), ...edgePaths(model)].filter(allowed);
const DAY = 86_400_000;

describe('offer status machine: generated paths', () => {
  it('cover every state and transition', () => {
    expectFullCoverage('offerStatus', offerStatusChart, paths);
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
      const o = await create(t.url, b.owner.token, { start_date: dayFromToday(0), end_date: dayFromToday(10) });
      const token = b.owner.token;
      const runJob = (days: number) =>
        createJobRunner({ jobs: [offerScheduleJob(t.db)], clock: manualClock(new Date(Date.now() + days * DAY)) }).runDue();
      const schedule = (start: number) =>
        call(t.url, 'PUT', `/api/offers/${o.id}/schedule-budget`, {
          token,
          body: {
            start_date: dayFromToday(start),
            end_date: dayFromToday(10),
            time_zone: 'Asia/Ho_Chi_Minh',
            time_segments: [],
            budgets: [],
          },
        });
      const choose = (status: number) => async () =>
        expect((await call(t.url, 'PUT', `/api/offers/${o.id}/status`, { token, body: { status } })).status).toBe(200);
      await path.test({
        events: {
          'status.activate': choose(1),
          'status.pause': choose(2),
          'status.pend': choose(3),
          'status.delete': choose(4),
          'schedule.expire': async () => void (await runJob(12)),
          // the start moves to tomorrow (the offer now waits on it), then tomorrow comes
          'schedule.start': async () => {
            expect((await schedule(1)).status).toBe(200);
            await runJob(1);
          },
          'schedule.defer': async () => expect((await schedule(1)).status).toBe(200),
          'schedule.reopen': async () => expect((await schedule(0)).status).toBe(200),
        },
        states: {
          '*': async (state) => {
            const got = await call(t.url, 'GET', `/api/offers/${o.id}`, { token });
            const data = got.body.data as { status: number; waiting_for_start: boolean };
            expect(data.status).toBe(OFFER_STATUS[state.value as OfferStatusKey]);
            expect(data.waiting_for_start).toBe((state.context as { waiting: boolean }).waiting);
          },
        },
      });
    });
  }
});
