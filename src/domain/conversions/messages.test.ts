import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/translate.ts';
import { summaryLines } from './messages.ts';
import { ACTION_OUTCOMES, CONVERSION_ACTIONS } from './status.ts';

const zero = Object.fromEntries(ACTION_OUTCOMES.map((o) => [o, 0])) as Record<(typeof ACTION_OUTCOMES)[number], number>;

describe('summary lines of a bulk action', () => {
  it('lists only outcomes that happened, changes first, refusals next, unchanged last', () => {
    expect(summaryLines({ ...zero, unchanged: 1, locked: 2, changed: 3 })).toEqual([
      { outcome: 'changed', count: 3, tone: 'success' },
      { outcome: 'locked', count: 2, tone: 'error' },
      { outcome: 'unchanged', count: 1, tone: 'info' },
    ]);
    expect(summaryLines(zero)).toEqual([]);
  });

  it('renders the spec’s domain messages in English, and Vietnamese for every line', () => {
    const en = translator('en');
    const vi = translator('vi');
    expect(en.conversions.summary.locked({ count: 1 })).toBe('1 locked conversion has failed to update status.');
    expect(en.conversions.summary.locked({ count: 3 })).toBe('3 locked conversions has failed to update status.');
    expect(en.conversions.summary.partner_blocked()).toBe('Approval failed because the partner is blocked.');
    expect(vi.conversions.summary.locked({ count: 3 })).toBe('3 chuyển đổi đã khóa không cập nhật được trạng thái.');
    for (const o of ACTION_OUTCOMES) {
      const line = (ll: typeof en) => (ll.conversions.summary[o] as (a: { count: number }) => string)({ count: 2 });
      expect(line(en)).not.toBe(line(vi));
      expect(vi.conversions.outcomes[o]()).not.toBe('');
    }
    for (const a of CONVERSION_ACTIONS) expect(vi.conversions.actions[a]()).not.toBe(en.conversions.actions[a]());
    expect(en.conversions.errors.conversion_locked()).toMatch(/locked/);
  });
});
