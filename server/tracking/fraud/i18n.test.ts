import { describe, expect, it } from 'vitest';
import { FRAUD_FACTORS, FRAUD_LEVELS, FRAUD_REASONS, INVALID_TRAFFIC_KINDS } from '../../../src/domain/tracking/fraud.ts';
import en from '../../../src/i18n/en/fraud.ts';
import vi from '../../../src/i18n/vi/fraud.ts';
import { REASON_RULES } from './reasons.ts';
import { FAST_CONVERSION_MS } from './thresholds.ts';

describe('fraud labels: rules and translations agree', () => {
  it('has a rule for every reason code and no rule without a code', () => {
    expect(Object.keys(REASON_RULES).sort()).toEqual([...FRAUD_REASONS].sort());
  });

  it('translates every level, factor, kind and reason in English and Vietnamese', () => {
    for (const t of [en, vi]) {
      expect(Object.keys(t.levels).sort()).toEqual([...FRAUD_LEVELS].sort());
      expect(Object.keys(t.factors).sort()).toEqual([...FRAUD_FACTORS].sort());
      expect(Object.keys(t.kinds).sort()).toEqual([...INVALID_TRAFFIC_KINDS].sort());
      expect(Object.keys(t.reasons).sort()).toEqual([...FRAUD_REASONS].sort());
    }
    for (const code of FRAUD_REASONS) expect(vi.reasons[code]).not.toBe(en.reasons[code]);
  });

  it('quotes the fast-conversion threshold the labeller uses', () => {
    expect(en.reasons.fast_conversion).toContain(`${FAST_CONVERSION_MS / 1000} seconds`);
    expect(vi.reasons.fast_conversion).toContain(`${FAST_CONVERSION_MS / 1000} giây`);
  });
});
