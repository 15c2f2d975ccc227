import { describe, expect, it } from 'vitest';
import { OPEN_PRODUCT_UPLOAD_STATUSES, PRODUCT_UPLOAD_PHASE, PRODUCT_UPLOAD_STATUSES } from '../domain/products/upload.ts';
import {
  isProductUploadProcessing,
  nextProductUpload,
  productUploadActions,
  productUploadRefusal,
  productUploadTransitions,
} from './product-upload.ts';

describe('product upload chart (spec 2 §4)', () => {
  it('has exactly these transitions', () => {
    expect(productUploadTransitions().map((t) => `${t.from} -${t.event}-> ${t.to}`)).toEqual([
      'validating -validation.succeeded-> succeeded',
      'validating -validation.failed-> failed',
      'validating -processing.interrupted-> failed',
      'succeeded -upload.accept-> accepting',
      'succeeded -upload.discard-> discarded',
      'accepting -accept.succeeded-> accepted',
      'accepting -accept.failed-> accept_failed',
      'accepting -processing.interrupted-> accept_failed',
      'accept_failed -upload.accept-> accepting',
      'accept_failed -upload.discard-> discarded',
      'accepted -upload.undo-> undone',
    ]);
  });

  it('failed, discarded and undone are final; undo only after accept', () => {
    for (const final of ['failed', 'discarded', 'undone'] as const) expect(productUploadActions(final)).toEqual([]);
    expect(nextProductUpload('succeeded', 'upload.undo')).toBeNull();
    expect(productUploadRefusal('succeeded', 'undo')).toBe('status_not_allowed');
    expect(productUploadRefusal('accepted', 'undo')).toBeNull();
  });

  it('offers accept and discard while waiting for review or after a failed accept, undo once saved', () => {
    expect(Object.fromEntries(PRODUCT_UPLOAD_STATUSES.map((s) => [s, productUploadActions(s)]))).toEqual({
      validating: [],
      succeeded: ['accept', 'discard'],
      failed: [],
      accepting: [],
      accept_failed: ['accept', 'discard'],
      accepted: ['undo'],
      discarded: [],
      undone: [],
    });
    expect(PRODUCT_UPLOAD_STATUSES.filter(isProductUploadProcessing)).toEqual(['validating', 'accepting']);
  });

  it('an upload is open (blocks other writes) exactly while the chart still offers it something to finish', () => {
    const open = PRODUCT_UPLOAD_STATUSES.filter((s) => isProductUploadProcessing(s) || productUploadActions(s).includes('accept'));
    expect([...OPEN_PRODUCT_UPLOAD_STATUSES].sort()).toEqual(open.sort());
    expect(PRODUCT_UPLOAD_PHASE.validating).toBe('processing');
    expect(PRODUCT_UPLOAD_PHASE.succeeded).toBe('review');
    expect(PRODUCT_UPLOAD_PHASE.accepted).toBe('saved');
  });
});
