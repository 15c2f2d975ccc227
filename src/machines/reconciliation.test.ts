import { describe, expect, it } from 'vitest';
import { nextReconciliation, reconciliationActions, reconciliationRefusal } from './reconciliation.ts';

describe('reconciliation chart', () => {
  it('starts with an upload, decides and re-uploads while open, signs off and re-opens', () => {
    expect(nextReconciliation(null, 'ledger.upload')).toBe('open');
    expect(nextReconciliation(null, 'rows.decide')).toBeNull();
    expect(nextReconciliation('open', 'ledger.upload')).toBe('open');
    expect(nextReconciliation('open', 'rows.decide')).toBe('open');
    expect(nextReconciliation('open', 'reconciliation.sign_off')).toBe('signed_off');
    expect(nextReconciliation('open', 'reconciliation.reopen')).toBeNull();
    expect(nextReconciliation('signed_off', 'reconciliation.reopen')).toBe('open');
    expect(nextReconciliation('signed_off', 'rows.decide')).toBeNull();
    expect(nextReconciliation('signed_off', 'ledger.upload')).toBeNull();
  });

  it('offers per status only what the chart allows, and nothing once the period is locked', () => {
    expect(reconciliationActions(null, false)).toEqual(['upload']);
    expect(reconciliationActions('open', false)).toEqual(['upload', 'approve', 'reject', 'adjust', 'sign_off']);
    expect(reconciliationActions('signed_off', false)).toEqual(['reopen']);
    expect(reconciliationActions('signed_off', true)).toEqual([]);
    expect(reconciliationRefusal('signed_off', 'reopen', true)).toBe('period_locked');
    expect(reconciliationRefusal(null, 'sign_off', false)).toBe('no_reconciliation');
    expect(reconciliationRefusal('signed_off', 'approve', false)).toBe('status_not_allowed');
  });
});
