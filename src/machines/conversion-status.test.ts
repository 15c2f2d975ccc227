import { describe, expect, it } from 'vitest';
import { conversionStatusActions, stepConversionStatus, nodeOf } from './conversion-status.ts';

describe('conversion status chart (pure)', () => {
  it('undecided statuses (pending, gross, unapproved) offer every action; decided ones their corrections', () => {
    for (const s of ['pending', 'gross', 'unapproved']) expect(conversionStatusActions(s)).toEqual(['approve', 'reject', 'organic']);
    expect(conversionStatusActions('approved')).toEqual(['reject']);
    expect(conversionStatusActions('rejected')).toEqual(['approve']);
    expect(conversionStatusActions('organic')).toEqual(['approve', 'reject']);
    expect(nodeOf('gross')).toBe('pending');
  });

  it('decides in the order a user reads it: locked, then unchanged, then not allowed, then blocked partner', () => {
    expect(stepConversionStatus('approved', 'approve', { locked: true })).toEqual({ outcome: 'locked', status: null });
    expect(stepConversionStatus('approved', 'approve', { partnerBlocked: true })).toEqual({ outcome: 'unchanged', status: null });
    expect(stepConversionStatus('rejected', 'organic', { partnerBlocked: true })).toEqual({ outcome: 'not_allowed', status: null });
    expect(stepConversionStatus('rejected', 'approve', { partnerBlocked: true })).toEqual({ outcome: 'partner_blocked', status: null });
    expect(stepConversionStatus('pending', 'reject', { partnerBlocked: true })).toEqual({ outcome: 'changed', status: 'rejected' });
    expect(stepConversionStatus('gross', 'organic')).toEqual({ outcome: 'changed', status: 'organic' });
    expect(conversionStatusActions('pending', { locked: true })).toEqual([]);
    expect(conversionStatusActions('pending', { partnerBlocked: true })).toEqual(['reject', 'organic']);
  });
});
