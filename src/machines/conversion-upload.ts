import { setup, transition, type SnapshotFrom } from 'xstate';
import type { UploadStatus } from '../domain/reports/upload-contract.ts';

/**
 * A conversion CSV upload (spec 3 §3 "validation in progress, succeeded or failed"; issue 6 item 3;
 * docs/decisions/026-conversion-upload.md). Shared by the server, which stores the state in
 * conversion_uploads.status and moves it only along this chart (compare-and-set), and the browser,
 * which offers Apply / Discard and polls while the upload is processing.
 *
 * validating ─ validation.succeeded → succeeded ─ upload.apply → applying ─ apply.succeeded → applied
 *            ╰ validation.failed  → failed      ╰ upload.discard → discarded  ╰ apply.failed → failed
 *
 * A validation fails when any row has an error; an apply fails when a row no longer passes at apply
 * time (a conversion locked or its partner blocked in between): it changes nothing, and the upload
 * ends failed with the new row errors. `processing.interrupted` fails an upload whose process
 * stopped mid-way (found stale when read). failed, applied and discarded are final: a corrected file
 * is a new upload.
 */
export type ConversionUploadEvent =
  | { type: 'validation.succeeded' }
  | { type: 'validation.failed' }
  | { type: 'upload.apply' }
  | { type: 'upload.discard' }
  | { type: 'apply.succeeded' }
  | { type: 'apply.failed' }
  | { type: 'processing.interrupted' };

export const conversionUploadChart = setup({
  types: { events: {} as ConversionUploadEvent },
}).createMachine({
  id: 'conversionUpload',
  initial: 'validating',
  states: {
    validating: {
      on: {
        'validation.succeeded': 'succeeded',
        'validation.failed': 'failed',
        'processing.interrupted': 'failed',
      },
    },
    succeeded: {
      on: { 'upload.apply': 'applying', 'upload.discard': 'discarded' },
    },
    applying: {
      on: {
        'apply.succeeded': 'applied',
        'apply.failed': 'failed',
        'processing.interrupted': 'failed',
      },
    },
    failed: { type: 'final' },
    applied: { type: 'final' },
    discarded: { type: 'final' },
  },
});

export type ConversionUploadSnapshot = SnapshotFrom<typeof conversionUploadChart>;

export const conversionUploadAt = (status: UploadStatus): ConversionUploadSnapshot =>
  conversionUploadChart.resolveState({ value: status, context: {} });

/** The status `event` leads to from `status`, or null when the chart refuses it. */
export function nextConversionUpload(status: UploadStatus, event: ConversionUploadEvent['type']): UploadStatus | null {
  const snapshot = conversionUploadAt(status);
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(conversionUploadChart, snapshot, { type: event });
  return next.value as UploadStatus;
}

/** The server is still working on it: poll, and no error file yet ("File could not be downloaded during processing."). */
export const isProcessing = (status: UploadStatus): boolean => status === 'validating' || status === 'applying';

/** What the user may do with an upload in this status (buttons and palette commands). */
export function conversionUploadActions(status: UploadStatus): Array<'apply' | 'discard'> {
  return (['apply', 'discard'] as const).filter((a) => nextConversionUpload(status, `upload.${a}`) !== null);
}
