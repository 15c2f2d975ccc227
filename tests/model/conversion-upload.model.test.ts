// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInitialSnapshot, getNextSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { expectRollupsConsistent, lockSql, reportedStatus, tracked, type Tracked } from '../support/api/conversions.ts';
import { createUploadApp, csvFile, errorsCsv, held, postUpload, readUpload, validateFile } from '../support/api/conversion-upload.ts';
import { makeBrand, type Brand, type TrackingApp } from '../support/api/tracking.ts';
import { expectFullCoverage } from '../support/model/expect-coverage.ts';
import type { UploadStatus } from '../../src/domain/reports/upload-contract.ts';
import { allPaths } from '../support/model/coverage.ts';
import { CONVERSION_UPLOAD_EVENTS } from '../support/model/events.ts';
import {
  conversionUploadChart,
  isProcessing,
  conversionUploadActions,
  type ConversionUploadEvent,
} from '../../src/machines/conversion-upload.ts';

/**
 * Model-based test of the conversion upload through the real API. Every path starts from a fresh
 * pending conversion (REAL tracking endpoints) and a one-row CSV approving it, uploaded through the
 * file flow and sent to validation: the upload is `validating` while the app's background task is
 * held. Events: run the held task (validation or apply succeeds); lock the conversion first, then
 * run it (the row fails); POST apply / discard; make the upload stale and read it (interrupted),
 * then run the late task, which must change nothing. After each step: the API shows the chart's
 * status, the conversion is approved exactly when the upload was applied, the rollups equal their
 * rebuild, the error file is refused while processing, and every action the chart refuses in that
 * status answers 409.
 */
const model = createTestModel(conversionUploadChart, { events: [...CONVERSION_UPLOAD_EVENTS] });
type AnySnap = ReturnType<typeof getInitialSnapshot<typeof conversionUploadChart>>;
function allowed(path: { steps: ReadonlyArray<{ event: { type: string } }> }): boolean {
  let snap: AnySnap = getInitialSnapshot(conversionUploadChart, {});
  for (const { event } of path.steps) {
    if (event.type.startsWith('xstate.')) continue;
    if (!snap.can(event as ConversionUploadEvent)) return false;
    snap = getNextSnapshot(conversionUploadChart, snap, event as ConversionUploadEvent);
  }
  return true;
}
const stepsOf = (p: { steps: ReadonlyArray<{ event: { type: string } }> }) =>
  p.steps
    .map((s) => s.event.type)
    .filter((e) => !e.startsWith('xstate.'))
    .join(' → ');
// the generators overlap on a chart this small: one test per distinct event sequence
const paths = allPaths(model)
  .filter(allowed)
  .filter((p, i, all) => all.findIndex((q) => stepsOf(q) === stepsOf(p)) === i);

describe('conversion upload machine: generated paths', () => {
  it('cover every state and transition', () => {
    const coverage = expectFullCoverage('conversionUpload', conversionUploadChart, paths);
    expect(coverage.transitions.covered).toBe(coverage.transitions.total);
  });
});

describe('through the real API', () => {
  const tasks = held();
  let t: TrackingApp;
  let b: Brand;
  beforeAll(async () => {
    t = await createUploadApp(tasks.schedule);
    b = await makeBrand(t.db, 'Upload Model Brand');
  }, 60_000);
  afterAll(async () => t?.close());

  for (const path of paths) {
    it(path.description, async () => {
      const token = b.owner.token;
      tasks.drop();
      const c: Tracked = await tracked(t, b);
      const file = await csvFile(t, token, `conversion_id,status,reason\n${c.uuid},approved,\n`);
      const started = await validateFile(t, token, file.id!);
      expect(started.body.data.status).toBe('validating');
      const id = file.id!;
      let applied = false;
      const run = (lockFirst: boolean) => async () => {
        if (lockFirst) await lockSql(t.db, c.id);
        expect(tasks.pending()).toBe(1);
        await tasks.run();
      };
      const post = (what: 'apply' | 'discard') => async () => {
        const res = await postUpload(t, token, id, what);
        expect(res.status).toBe(200);
      };
      await path.test({
        events: {
          'validation.succeeded': run(false),
          'validation.failed': run(true),
          'upload.apply': post('apply'),
          'upload.discard': post('discard'),
          'apply.succeeded': async () => {
            await run(false)();
            applied = true;
          },
          'apply.failed': run(true),
          'processing.interrupted': async () => {
            await t.db.query(`UPDATE conversion_uploads SET updated_at = now() - interval '1 hour' WHERE id = $1`, [id]);
            expect((await readUpload(t, token, id)).body.data.errors).toEqual([{ row: 0, column: null, code: 'interrupted', value: '' }]);
            await tasks.run();
          },
        },
        states: {
          '*': async (state) => {
            const status = state.value as UploadStatus;
            const upload = (await readUpload(t, token, id)).body.data;
            expect(upload.status).toBe(status);
            expect(await reportedStatus(t, token, c.uuid)).toBe(applied ? 'approved' : 'pending');
            await expectRollupsConsistent(t.db, b.brandId);
            expect((await errorsCsv(t, token, id)).status).toBe(isProcessing(status) ? 409 : 200);
            for (const what of ['apply', 'discard'] as const) {
              if (conversionUploadActions(status).includes(what)) continue;
              expect((await postUpload(t, token, id, what)).status, `${what} in ${status}`).toBe(409);
            }
          },
        },
      });
    });
  }
});
