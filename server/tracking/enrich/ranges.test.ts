import { describe, expect, it } from 'vitest';
import { V4Ranges, V6Ranges } from './ranges.ts';

describe('V4Ranges', () => {
  const t = new V4Ranges([
    [100, 199, 2],
    [0, 9, 1],
    [200, 200, 3],
    [4294967000, 4294967295, 4],
  ]);
  it('finds the range holding a number, bounds inclusive, whatever the input order', () => {
    expect([0, 9, 100, 150, 199, 200, 4294967295].map((n) => t.find(n))).toEqual([1, 1, 2, 2, 2, 3, 4]);
  });
  it('answers -1 in the gaps, before the first and after the last range', () => {
    expect([10, 99, 201, 4294966999].map((n) => t.find(n))).toEqual([-1, -1, -1, -1]);
    expect(new V4Ranges([]).find(5)).toBe(-1);
  });
  it('keeps the earlier range when two overlap', () => {
    const o = new V4Ranges([
      [0, 100, 1],
      [50, 150, 2],
    ]);
    expect(o.size).toBe(1);
    expect(o.find(120)).toBe(-1);
  });
});

describe('V6Ranges', () => {
  // hi, lo pairs: compares the high half first, then the low half
  const t = new V6Ranges([
    [0x20010ee0, 0, 0x20010ee1, 0xffffffff, 7],
    [0x2a0104f8, 0x10, 0x2a0104f8, 0x20, 9],
  ]);
  it('compares the two 32-bit halves lexicographically', () => {
    expect(t.find(0x20010ee0, 0)).toBe(7);
    expect(t.find(0x20010ee1, 0xffffffff)).toBe(7);
    expect(t.find(0x20010ee2, 0)).toBe(-1);
    expect(t.find(0x2a0104f8, 0x15)).toBe(9);
    expect(t.find(0x2a0104f8, 0x21)).toBe(-1);
    expect(t.find(0x2a0104f8, 0x0f)).toBe(-1);
    expect(t.find(0x1, 0)).toBe(-1);
  });
});
