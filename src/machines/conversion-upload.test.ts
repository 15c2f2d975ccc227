import { describe, expect, it } from 'vitest';
import { UPLOAD_STATUSES } from '../domain/reports/upload-contract.ts';
import { isProcessing, nextConversionUpload, conversionUploadActions } from './conversion-upload.ts';

describe('conversion upload chart helpers', () => {
  it('moves only where the chart has an edge', () => {
    expect(nextConversionUpload('validating', 'validation.succeeded')).toBe('succeeded');
    expect(nextConversionUpload('validating', 'upload.apply')).toBeNull();
    expect(nextConversionUpload('succeeded', 'upload.apply')).toBe('applying');
    expect(nextConversionUpload('applying', 'apply.failed')).toBe('failed');
    expect(nextConversionUpload('applying', 'processing.interrupted')).toBe('failed');
    expect(nextConversionUpload('succeeded', 'processing.interrupted')).toBeNull();
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
      expect(events.map((e) => nextConversionUpload(final, e))).toEqual(events.map(() => null));
  });
  it('offers Apply and Discard only on a succeeded upload; processing = validating or applying', () => {
    expect(Object.fromEntries(UPLOAD_STATUSES.map((s) => [s, conversionUploadActions(s)]))).toEqual({
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
