import { describe, expect, it } from 'vitest';
import { UUID_RE } from './ingest/common.ts';
import { uuid7 } from './uuid7.ts';

describe('uuid7', () => {
  it('is a version-7, RFC-variant UUID carrying its millisecond in the first 48 bits', () => {
    const ms = Date.UTC(2026, 10, 22, 12, 34, 56, 789);
    const id = uuid7(ms);
    expect(id).toMatch(UUID_RE);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(ms);
  });

  it('sorts by time (as PostgreSQL compares uuids: byte by byte) and never repeats', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => uuid7(1_700_000_000_000 + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(ids.length);
    const byTime = ids.map((id, i) => ({ id, ms: Math.floor(i / 10) }));
    const sorted = [...byTime].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    expect(sorted.map((x) => x.ms)).toEqual(byTime.map((x) => x.ms));
  });
});
