import { describe, expect, it } from 'vitest';
import { badgeOf, RANK_MAX, RANK_MIN } from './enums.ts';

describe('rank badges', () => {
  it('gold 1–3, silver 4–8, bronze 9–15, iron 16–25', () => {
    const byRank = Array.from({ length: RANK_MAX - RANK_MIN + 1 }, (_, i) => badgeOf(i + 1));
    expect(byRank.filter((b) => b === 'gold')).toHaveLength(3);
    expect(byRank.filter((b) => b === 'silver')).toHaveLength(5);
    expect(byRank.filter((b) => b === 'bronze')).toHaveLength(7);
    expect(byRank.filter((b) => b === 'iron')).toHaveLength(10);
    expect([badgeOf(3), badgeOf(4), badgeOf(8), badgeOf(9), badgeOf(15), badgeOf(16), badgeOf(25)]).toEqual([
      'gold',
      'silver',
      'silver',
      'bronze',
      'bronze',
      'iron',
      'iron',
    ]);
  });
});
