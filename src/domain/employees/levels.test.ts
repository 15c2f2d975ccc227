import { describe, expect, it } from 'vitest';
import { ROLE_DEFAULTS } from '../permissions.ts';
import { displayName, effectiveLevels, levelsForRole, MODULES_IN_DISPLAY_ORDER, orderedLevels } from './levels.ts';

describe('employee levels', () => {
  it('lists modules in the display order 7,1,2,3,4,5,6,10,11,8,9', () => {
    expect(orderedLevels(ROLE_DEFAULTS.admin).map((m) => m.module_id)).toEqual([7, 1, 2, 3, 4, 5, 6, 10, 11, 8, 9]);
    expect(MODULES_IN_DISPLAY_ORDER[0]).toBe('dashboard');
    expect(MODULES_IN_DISPLAY_ORDER.at(-1)).toBe('notification');
  });

  it('the owner is always full; a missing entry is unrestricted', () => {
    expect(Object.values(effectiveLevels('owner', { offers: 0 }))).toEqual(Array(11).fill(15));
    const custom = effectiveLevels('custom', { offers: 0, report: 2 });
    expect(custom.offers).toBe(0);
    expect(custom.report).toBe(2);
    expect(custom.payment).toBe(15);
  });

  it('role defaults with explicit levels on top', () => {
    expect(levelsForRole('finance')).toEqual(ROLE_DEFAULTS.finance);
    expect(levelsForRole('finance', { market: 15 }).market).toBe(15);
    expect(levelsForRole('custom').offers).toBe(0);
  });

  it('names fall back to the email', () => {
    expect(displayName(' Linh ', '', 'x@y.z')).toBe('Linh');
    expect(displayName('', '', 'x@y.z')).toBe('x@y.z');
  });
});
