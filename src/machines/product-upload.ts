import { setup, transition, type SnapshotFrom } from 'xstate';
import { PRODUCT_UPLOAD_STATUSES, type ProductUploadStatus } from '../domain/products/upload.ts';

/**
 * A product import (spec 2 §4 "Product upload"; issue 26 item 2; docs/decisions/080-products-and-imports.md).
 * Shared by the server, which stores the state in product_uploads.status and moves it only along
 * this chart (compare-and-set), and the upload dialog, which shows the phase and offers what the
 * chart allows.
 *
 * validating ─ validation.succeeded → succeeded ─ upload.accept → accepting ─ accept.succeeded → accepted ─ upload.undo → undone
 *            ╰ validation.failed  → failed      ╰ upload.discard → discarded ╰ accept.failed → accept_failed
 * accept_failed ─ upload.accept → accepting (try again) | upload.discard → discarded
 *
 * A validation fails when the file or any row has an error (nothing was written); an accept fails
 * when the rows no longer fit the catalogue (a SKU taken in between): its transaction rolls back,
 * the catalogue is untouched, and the rows may be accepted again or discarded. `processing.interrupted`
 * ends a process that stopped mid-way (found stale when read). An accepted upload may be undone once:
 * the products it added go, the ones it changed get their values back.
 */
export type ProductUploadEvent =
  | { type: 'validation.succeeded' }
  | { type: 'validation.failed' }
  | { type: 'upload.accept' }
  | { type: 'upload.discard' }
  | { type: 'accept.succeeded' }
  | { type: 'accept.failed' }
  | { type: 'upload.undo' }
  | { type: 'processing.interrupted' };
export type ProductUploadEventType = ProductUploadEvent['type'];

export const productUploadChart = setup({
  types: { events: {} as ProductUploadEvent },
}).createMachine({
  id: 'productUpload',
  initial: 'validating',
  states: {
    validating: {
      on: { 'validation.succeeded': 'succeeded', 'validation.failed': 'failed', 'processing.interrupted': 'failed' },
    },
    succeeded: { on: { 'upload.accept': 'accepting', 'upload.discard': 'discarded' } },
    accepting: {
      on: { 'accept.succeeded': 'accepted', 'accept.failed': 'accept_failed', 'processing.interrupted': 'accept_failed' },
    },
    accept_failed: { on: { 'upload.accept': 'accepting', 'upload.discard': 'discarded' } },
    accepted: { on: { 'upload.undo': 'undone' } },
    failed: { type: 'final' },
    discarded: { type: 'final' },
    undone: { type: 'final' },
  },
});

export type ProductUploadSnapshot = SnapshotFrom<typeof productUploadChart>;

export const productUploadAt = (status: ProductUploadStatus): ProductUploadSnapshot =>
  productUploadChart.resolveState({ value: status, context: {} });

/** The status `event` leads to from `status`, or null when the chart refuses it. */
export function nextProductUpload(status: ProductUploadStatus, event: ProductUploadEventType): ProductUploadStatus | null {
  const snapshot = productUploadAt(status);
  if (!snapshot.can({ type: event })) return null;
  const [next] = transition(productUploadChart, snapshot, { type: event });
  return next.value as ProductUploadStatus;
}

/** The user's actions on an upload and their events. */
export const PRODUCT_UPLOAD_ACTIONS = ['accept', 'discard', 'undo'] as const;
export type ProductUploadAction = (typeof PRODUCT_UPLOAD_ACTIONS)[number];
export const productUploadEvent = (action: ProductUploadAction): ProductUploadEventType => `upload.${action}`;

/** What the user may do with an upload in this status (buttons and palette commands). */
export const productUploadActions = (status: ProductUploadStatus): ProductUploadAction[] =>
  PRODUCT_UPLOAD_ACTIONS.filter((a) => nextProductUpload(status, productUploadEvent(a)) !== null);

/** null when `action` is allowed in `status`, else the refusal code both sides translate. */
export const productUploadRefusal = (status: ProductUploadStatus, action: ProductUploadAction): 'status_not_allowed' | null =>
  nextProductUpload(status, productUploadEvent(action)) === null ? 'status_not_allowed' : null;

/** The server is working on it: poll. */
export const isProductUploadProcessing = (status: ProductUploadStatus): boolean => status === 'validating' || status === 'accepting';

/** Every (from, event, to) of the chart: the model tests' list of transitions to cover. */
export function productUploadTransitions(): { from: ProductUploadStatus; event: ProductUploadEventType; to: ProductUploadStatus }[] {
  const events: ProductUploadEventType[] = [
    'validation.succeeded',
    'validation.failed',
    'upload.accept',
    'upload.discard',
    'accept.succeeded',
    'accept.failed',
    'upload.undo',
    'processing.interrupted',
  ];
  return PRODUCT_UPLOAD_STATUSES.flatMap((from) =>
    events.flatMap((event) => {
      const to = nextProductUpload(from, event);
      return to ? [{ from, event, to }] : [];
    }),
  );
}
