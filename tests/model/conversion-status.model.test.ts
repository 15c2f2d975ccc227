// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  act,
  expectRollupsConsistent,
  lockSql,
  reportedStatus,
  setPartnerMode,
  tracked,
  type Tracked,
} from '../support/api/conversions.ts';
import { createTrackingApp, makeBrand, type Brand, type TrackingApp } from '../support/api/tracking.ts';
import { CONVERSION_ACTIONS } from '../../src/domain/conversions/status.ts';
import { edgePaths } from '../support/model/coverage.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import {
  conversionStatusChart,
  stepConversionStatus,
  type ConversionStatusContext,
  type ConversionStatusEvent,
} from '../../src/machines/conversion-status.ts';

/**
 * Model-based test of the conversion status through the real API. Every path starts from a fresh
 * conversion made by the REAL tracking endpoints (click, postback; manual approval → pending).
 * Actions are POST …/conversion/action; the cross-check lock and the partner's block are set with
 * SQL (the cross-check issue and a partner working-mode endpoint do not exist yet). After each step:
 * the conversions report shows the chart's status, the live rollups equal rebuildRollups' derivation
 * from the raw rows, and every action the chart refuses in that state is refused by the API with
 * the outcome the chart predicts (locked, partner_blocked, not_allowed, unchanged), changing nothing.
 */
const EVENTS: ConversionStatusEvent[] = [
  { type: 'conversion.approve' },
  { type: 'conversion.reject' },
  { type: 'conversion.organic' },
  { type: 'crosscheck.lock' },
  { type: 'partner.block' },
  { type: 'partner.unblock' },
];
const model = createTestModel(conversionStatusChart, { events: EVENTS });
type AnySnap = ReturnType<typeof getInitialSnapshot<typeof conversionStatusChart>>;
/** Drops paths with a step the chart refuses, so a path never waits on a refused action. */
function allowed(path: { steps: ReadonlyArray<{ event: { type: string } }> }): boolean {
  let snap: AnySnap = getInitialSnapshot(conversionStatusChart, {});
  for (const { event } of path.steps) {
    if (event.type.startsWith('xstate.')) continue;
    if (!snap.can(event as ConversionStatusEvent)) return false;
    snap = getNextSnapshot(conversionStatusChart, snap, event as ConversionStatusEvent);
  }
  return true;
}
const paths = [...model.getShortestPaths(), ...model.getSimplePaths().filter((p) => p.steps.length <= 4), ...edgePaths(model)].filter(
  allowed,
);

describe('conversion status machine: generated paths', () => {
  it('cover every state and transition', () => {
    const coverage = expectFullCoverage('conversionStatus', conversionStatusChart, paths);
    expect(coverage.transitions.covered).toBe(coverage.transitions.total);
  });
});

describe('through the real API', () => {
  let t: TrackingApp;
  let b: Brand;
  beforeAll(async () => {
    t = await createTrackingApp();
    b = await makeBrand(t.db, 'Model Brand');
  }, 60_000);
  afterAll(async () => t?.close());

  for (const path of paths) {
    it(path.description, async () => {
      const token = b.owner.token;
      const c: Tracked = await tracked(t, b);
      const change = (action: 'approve' | 'reject' | 'organic') => async () => {
        const res = await act(t, token, [c.id], action, action === 'reject' ? 'Model rejection' : undefined);
        expect(res.status).toBe(200);
        expect(res.body.data.results[0]!.outcome).toBe('changed');
      };
      await path.test({
        events: {
          'conversion.approve': change('approve'),
          'conversion.reject': change('reject'),
          'conversion.organic': change('organic'),
          'crosscheck.lock': async () => void (await lockSql(t.db, c.id)),
          'partner.block': async () => void (await setPartnerMode(t.db, b.brandId, c.partnerId, 3)),
          'partner.unblock': async () => void (await setPartnerMode(t.db, b.brandId, c.partnerId, 0)),
        },
        states: {
          '*': async (state) => {
            const status = state.value as string;
            expect(await reportedStatus(t, token, c.uuid)).toBe(status);
            await expectRollupsConsistent(t.db, b.brandId);
            const context = state.context as ConversionStatusContext;
            for (const action of CONVERSION_ACTIONS) {
              const predicted = stepConversionStatus(status, action, context);
              if (predicted.outcome === 'changed') continue;
              const res = await act(t, token, [c.id], action, 'Probe');
              expect(res.body.data.results[0], `${action} in ${status} ${JSON.stringify(context)}`).toEqual({
                id: c.id,
                outcome: predicted.outcome,
                status,
              });
            }
          },
        },
      });
    });
  }
});
