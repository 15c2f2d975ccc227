// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { call } from '../support/api/auth.ts';
import { member, progress, setFlags, submit, type Member } from '../support/api/onboarding.ts';
import { runOnboardingOps } from '../../server/onboarding/ops.ts';
import { createTestApp, type TestApp } from '../support/api/app.ts';
import { ONBOARDING_STEPS, percentageOf, progressCount, type StepFlags } from '../../src/domain/onboarding/progress.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import { onboardingMachine, type OnboardingEvent, type OnboardingSnapshot } from '../../src/machines/onboarding.ts';

/**
 * Model-based test of the onboarding lifecycle. Paths are generated from the pure chart (shortest and
 * simple paths) and played (a) against the machine itself and (b) through the real API: flags are set
 * the way a settings save sets them (SQL), the owner submits through POST /api/user/adv/onboarding, the
 * account manager and the admin act through the ops CLI's service. After every step the GET endpoint
 * must report exactly the state and flags the model predicts, and a submission the chart would refuse
 * must be refused by the server with the matching status. (c), the UI, is tests/e2e/onboarding.spec.ts.
 */
const REASON = 'Bank account name does not match';
/** the first `n` steps done, in checklist order: how a user fills the checklist in */
const inOrder = (n: number): StepFlags => Object.fromEntries(ONBOARDING_STEPS.map((s, i) => [s, i < n])) as StepFlags;

const model = createTestModel(onboardingMachine, {
  events: (snapshot: OnboardingSnapshot): OnboardingEvent[] => {
    const done = progressCount(snapshot.context.flags);
    return [
      // one more step saved, or one undone again
      ...(done < 3 ? [{ type: 'progress.changed' as const, flags: inOrder(done + 1) }] : []),
      ...(done > 0 ? [{ type: 'progress.changed' as const, flags: inOrder(done - 1) }] : []),
      { type: 'onboarding.submit' },
      { type: 'review.started' },
      { type: 'onboarding.approved' },
      { type: 'onboarding.rejected', steps: ['payment'], reason: REASON },
    ];
  },
});

const paths = [...model.getShortestPaths(), ...model.getSimplePaths()];

describe('onboarding machine: generated paths', () => {
  it('cover every state and transition', () => {
    expectFullCoverage('onboarding', onboardingMachine, paths);
  });
});

describe('(a) against the machine', () => {
  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(onboardingMachine, { input: {} }).start();
      await path.test({
        events: Object.fromEntries(
          ['progress.changed', 'onboarding.submit', 'review.started', 'onboarding.approved', 'onboarding.rejected'].map((type) => [
            type,
            ({ event }: { event: OnboardingEvent }) => {
              expect(actor.getSnapshot().can(event)).toBe(true);
              actor.send(event);
            },
          ]),
        ),
        states: {
          '*': (state) => {
            expect(actor.getSnapshot().value).toEqual(state.value);
            expect(actor.getSnapshot().context).toEqual(state.context);
            // never twice: no state after submission accepts another one
            if (!state.matches('completed')) expect(actor.getSnapshot().can({ type: 'onboarding.submit' })).toBe(false);
          },
        },
      });
      actor.stop();
    });
  }
});

describe('(b) through the real API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const quiet = () => undefined;

  for (const path of paths) {
    it(path.description, async () => {
      const owner: Member = await member(t.url, t.db);
      const ops = async (command: string, args: string[] = []) =>
        expect(await runOnboardingOps(t.db, command, [String(owner.brandId), ...args], quiet, quiet)).toBe(0);
      await path.test({
        events: {
          'progress.changed': ({ event }) =>
            setFlags(t.db, owner.brandId, (event as Extract<OnboardingEvent, { type: 'progress.changed' }>).flags),
          'onboarding.submit': async () => {
            const res = await submit(t.url, owner.token);
            expect(res.status).toBe(200);
          },
          'review.started': () => ops('review-onboarding'),
          'onboarding.approved': () => ops('approve-onboarding'),
          'onboarding.rejected': () => ops('reject-onboarding', ['--step', 'payment', '--reason', REASON]),
        },
        states: {
          '*': async (state) => {
            const { flags, rejection } = state.context;
            const expected = {
              status: state.value,
              percentage: percentageOf(flags),
              totalProgress: progressCount(flags),
              isPersonalInfo: flags.personal,
              isPublicInfo: flags.public,
              isPaymentInfo: flags.payment,
              isSubmit: ['submitted', 'underReview', 'approved'].includes(state.value as string),
              isAdminApprove: state.value === 'approved',
              rejectionReason: rejection,
            };
            expect((await progress(t.url, owner.token)).body.data).toMatchObject(expected);
            // the profile the menu reads agrees
            expect((await call(t.url, 'GET', '/api/user/me', { token: owner.token })).body.data).toMatchObject({
              is_submit: expected.isSubmit,
              is_admin_approve: expected.isAdminApprove,
              percentage: expected.percentage,
            });
            if (!state.can({ type: 'onboarding.submit' })) {
              const refused = await submit(t.url, owner.token);
              expect(refused.status).toBe(state.matches('incomplete') ? 422 : 409);
              expect((await progress(t.url, owner.token)).body.data).toMatchObject({ status: state.value });
            }
          },
        },
      });
    });
  }
});
