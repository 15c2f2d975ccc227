import { describe, expect, it } from 'vitest';
import { MODULES } from '../permissions.ts';
import { agencyLevels, levelsInDisplayOrder } from './levels.ts';

describe('agency module levels', () => {
  it('close every module the contract does not name', () => {
    const levels = agencyLevels({ report: 2, offers: 15 });
    expect(levels).toMatchObject({ report: 2, offers: 15, payment: 0, employee: 0, dashboard: 0 });
    expect(Object.keys(levels)).toHaveLength(Object.keys(MODULES).length);
  });

  it('list in the display order 7,1,2,3,4,5,6,10,11,8,9', () => {
    expect(levelsInDisplayOrder({ report: 2 }).map((l) => MODULES[l.module])).toEqual([7, 1, 2, 3, 4, 5, 6, 10, 11, 8, 9]);
    expect(levelsInDisplayOrder({ report: 2 })[3]).toEqual({ module: 'report', level: 2 });
  });
});
