import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, eventLogQuery, serverLogQuery } from './contract.ts';

describe('log cursors', () => {
  it('round-trip the exact instant, kind and id, url-safe', () => {
    const c = { t: '2026-03-01T11:59:59.123456Z', k: 1 as const, id: 9_007_199_254_740_991 };
    const s = encodeCursor(c);
    expect(s).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(s)).toEqual(c);
  });

  it('reject anything this server did not write', () => {
    for (const bad of [
      '',
      'bm9wZQ',
      '!!!',
      encodeCursor({ t: '2026-03-01T00:00:00Z', k: 0, id: 1 }).slice(0, -3),
      btoa('2026-13-45T00:00:00Z|0|1'),
      btoa('2026-03-01T00:00:00Z|2|1'),
      btoa('2026-03-01T00:00:00Z|0|99999999999999999'),
    ]) {
      expect(decodeCursor(bad)).toBeNull();
    }
  });

  it('queries: page sizes 25/50/100/200, default 50; an invalid cursor fails validation', () => {
    expect(eventLogQuery.parse({}).limit).toBe(50);
    expect(eventLogQuery.safeParse({ limit: '200' }).success).toBe(true);
    expect(eventLogQuery.safeParse({ limit: '30' }).success).toBe(false);
    expect(serverLogQuery.safeParse({ cursor: 'garbage' }).success).toBe(false);
    expect(serverLogQuery.safeParse({ outcome: 'maybe' }).success).toBe(false);
    expect(eventLogQuery.safeParse({ from: '2026-03-01T00:00:00Z', kind: 'click', refusal: 'any' }).success).toBe(true);
  });
});
