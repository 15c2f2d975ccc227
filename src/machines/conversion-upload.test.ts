import { describe, expect, it } from 'vitest';
import { UPLOAD_STATUSES } from '../domain/reports/upload-contract.ts';
import { isProcessing, nextUploadStatus, uploadActions } from './conversion-upload.ts';

describe('conversion upload chart helpers', () => {
  it('moves only where the chart has an edge', () => {
    expect(nextUploadStatus('validating', 'validation.succeeded')).toBe('succeeded');
    expect(nextUploadStatus('validating', 'upload.apply')).toBeNull();
    expect(nextUploadStatus('succeeded', 'upload.apply')).toBe('applying');
    expect(nextUploadStatus('applying', 'apply.failed')).toBe('failed');
    expect(nextUploadStatus('applying', 'processing.interrupted')).toBe('failed');
    expect(nextUploadStatus('succeeded', 'processing.interrupted')).toBeNull();
    const events = [
      'validation.succeeded',
      'validation.failed',
      'upload.apply',
      'upload.discard',
      'apply.succeeded',
      'apply.failed',
      'processing.interrupted',
    ] as const;
    for (const final of ['failed', 'applied', 'discarded'] as const)
      expect(events.map((e) => nextUploadStatus(final, e))).toEqual(events.map(() => null));
  });
  it('offers Apply and Discard only on a succeeded upload; processing = validating or applying', () => {
    expect(Object.fromEntries(UPLOAD_STATUSES.map((s) => [s, uploadActions(s)]))).toEqual({
      validating: [],
      succeeded: ['apply', 'discard'],
      failed: [],
      applying: [],
      applied: [],
      discarded: [],
    });
    expect(UPLOAD_STATUSES.filter(isProcessing)).toEqual(['validating', 'applying']);
  });
});
