// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { runOffersOps } from '../../server/offers/ops.ts';
import { addEvent, brand, call, create, type Brand } from '../support/api/offers.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import { allPaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import { offerVisibilityChart, type OfferVisibilityEvent } from '../../src/machines/offer-visibility.ts';

/**
 * Visibility through the real API and the ops CLI: each path starts from a fresh offer with an event
 * and a successful tracking test (set with `offer-test`); request / private are PUT visibility,
 * approve / reject are `review-offer`. After each step the offer shows the predicted visibility.
 */
const EVENTS: OfferVisibilityEvent[] = [
  { type: 'visibility.request' },
  { type: 'visibility.approve' },
  { type: 'visibility.reject' },
  { type: 'visibility.private' },
];
const model = createTestModel(offerVisibilityChart, { events: EVENTS });
const paths = allPaths(model);
const quiet = () => undefined;

describe('offer visibility machine', () => {
  it('paths cover every state and transition', () => {
    expectFullCoverage('offerVisibility', offerVisibilityChart, paths);
  });
});

describe('through the real API and the ops CLI', () => {
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
      await addEvent(t.db, b.brandId, o.id);
      expect(await runOffersOps(t.db, 'offer-test', [String(o.id), 'success'], quiet, quiet)).toBe(0);
      const vis = (visibility: string) => async () =>
        expect((await call(t.url, 'PUT', `/api/offers/${o.id}/visibility`, { token: b.owner.token, body: { visibility } })).status).toBe(
          200,
        );
      const review = (verb: string) => async () =>
        expect(await runOffersOps(t.db, 'review-offer', [String(o.id), verb], quiet, quiet)).toBe(0);
      await path.test({
        events: {
          'visibility.request': vis('public'),
          'visibility.private': vis('private'),
          'visibility.approve': review('approve'),
          'visibility.reject': review('reject'),
        },
        states: {
          '*': async (state) => {
            const got = (await call(t.url, 'GET', `/api/offers/${o.id}`, { token: b.owner.token })).body.data as { visibility: string };
            expect(got.visibility).toBe(state.value);
          },
        },
      });
    });
  }
});
