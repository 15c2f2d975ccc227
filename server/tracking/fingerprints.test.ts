import { describe, expect, it } from 'vitest';
import { FingerprintTable } from './fingerprints.ts';

describe('FingerprintTable', () => {
  it('finds a key again, and claims a slot for a new one', () => {
    const t = new FingerprintTable(64);
    const s = t.slot('4:123');
    expect(s).toBeLessThan(0);
    t.time[~s] = 7;
    expect(t.slot('4:123')).toBe(~s);
    expect(t.slot('4:124')).toBeLessThan(0);
    expect(t.size).toBe(2);
  });

  it('never holds more keys than slots: a full window forgets the key touched longest ago', () => {
    const t = new FingerprintTable(4, 8);
    for (const [i, k] of ['a', 'b', 'c', 'd'].entries()) t.time[~t.slot(k)] = i + 1;
    t.time[t.slot('a')] = 10; // 'a' touched again: 'b' is now the oldest
    t.time[~t.slot('e')] = 11;
    expect(t.size).toBe(4);
    expect(t.slot('a')).toBeGreaterThanOrEqual(0);
    expect(t.slot('c')).toBeGreaterThanOrEqual(0);
    expect(t.slot('b')).toBeLessThan(0); // forgotten (and claimed again by this call)
  });

  it('keeps distinct keys apart at realistic volume', () => {
    const t = new FingerprintTable(200_000);
    for (let i = 0; i < 100_000; i++) t.time[~t.slot(`4:${i}`)] = i;
    let found = 0;
    for (let i = 0; i < 100_000; i++) if (t.slot(`4:${i}`) >= 0) found++;
    // half full with an 8-slot window: (nearly) nothing was evicted, nothing confused
    expect(found).toBeGreaterThan(99_000);
    expect(t.size).toBeLessThanOrEqual(200_000);
  });
});
