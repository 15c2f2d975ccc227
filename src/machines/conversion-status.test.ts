import { describe, expect, it } from 'vitest';
import { availableActions, decideAction, nodeOf } from './conversion-status.ts';

describe('conversion status chart (pure)', () => {
  it('undecided statuses (pending, gross, unapproved) offer every action; decided ones their corrections', () => {
    for (const s of ['pending', 'gross', 'unapproved']) expect(availableActions(s)).toEqual(['approve', 'reject', 'organic']);
    expect(availableActions('approved')).toEqual(['reject']);
    expect(availableActions('rejected')).toEqual(['approve']);
    expect(availableActions('organic')).toEqual(['approve', 'reject']);
    expect(nodeOf('gross')).toBe('pending');
  });

  it('decides in the order a user reads it: locked, then unchanged, then not allowed, then blocked partner', () => {
    expect(decideAction('approved', 'approve', { locked: true })).toEqual({ outcome: 'locked', status: null });
    expect(decideAction('approved', 'approve', { partnerBlocked: true })).toEqual({ outcome: 'unchanged', status: null });
    expect(decideAction('rejected', 'organic', { partnerBlocked: true })).toEqual({ outcome: 'not_allowed', status: null });
    expect(decideAction('rejected', 'approve', { partnerBlocked: true })).toEqual({ outcome: 'partner_blocked', status: null });
    expect(decideAction('pending', 'reject', { partnerBlocked: true })).toEqual({ outcome: 'changed', status: 'rejected' });
    expect(decideAction('gross', 'organic')).toEqual({ outcome: 'changed', status: 'organic' });
    expect(availableActions('pending', { locked: true })).toEqual([]);
    expect(availableActions('pending', { partnerBlocked: true })).toEqual(['reject', 'organic']);
  });
});
