import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { contribution, isZeroDelta, rollupDelta, type ContributingConversion } from './contribution.ts';

const conv = (o: Partial<ContributingConversion> = {}): ContributingConversion => ({
  status: 'pending',
  payout: '10.5',
  revenue: '12',
  sale_amount: '100',
  fraud_level: 'good',
  is_test: false,
  ...o,
});
const plain = (c: ReturnType<typeof contribution>) =>
  Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v instanceof Decimal ? v.toFixed(4) : v]));

describe('a conversion’s rollup contribution', () => {
  it('counts every status in conversions and only the four with a column in their own', () => {
    for (const status of ['pending', 'approved', 'rejected', 'organic'])
      expect(contribution(conv({ status }))[status as 'pending']).toBe(1);
    for (const status of ['gross', 'unapproved']) {
      const c = contribution(conv({ status }));
      expect(c.conversions).toBe(1);
      expect(c.pending + c.approved + c.rejected + c.organic).toBe(0);
      expect(c.payout.toFixed(4)).toBe('10.5000');
      // the bug this module fixes: no stray column named after the status
      expect(Object.keys(c)).not.toContain(status);
    }
  });

  it('money counts unless rejected; approved money only when approved; flagged by fraud level; tests count nothing', () => {
    expect(plain(contribution(conv({ status: 'approved', fraud_level: 'bad' })))).toEqual({
      conversions: 1,
      pending: 0,
      approved: 1,
      rejected: 0,
      organic: 0,
      flagged_conversions: 1,
      payout: '10.5000',
      revenue: '12.0000',
      sale_amount: '100.0000',
      approved_payout: '10.5000',
      approved_revenue: '12.0000',
    });
    expect(contribution(conv({ status: 'rejected' })).payout.isZero()).toBe(true);
    expect(isZeroDelta(contribution(conv({ is_test: true })))).toBe(true);
  });

  it('a status change moves counts and money between columns; the same status moves nothing', () => {
    expect(plain(rollupDelta(conv({ status: 'approved' }), conv({ status: 'rejected' })))).toEqual({
      conversions: 0,
      pending: 0,
      approved: -1,
      rejected: 1,
      organic: 0,
      flagged_conversions: 0,
      payout: '-10.5000',
      revenue: '-12.0000',
      sale_amount: '-100.0000',
      approved_payout: '-10.5000',
      approved_revenue: '-12.0000',
    });
    expect(isZeroDelta(rollupDelta(conv(), conv()))).toBe(true);
    expect(rollupDelta(conv({ status: 'approved' }), conv({ status: 'approved', payout: '12' })).approved_payout.toFixed(4)).toBe('1.5000');
  });
});
