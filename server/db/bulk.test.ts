import { describe, expect, it } from 'vitest';
import { arrayLiteral, prepared } from './bulk.ts';

describe('array literals for unnest parameters', () => {
  const lit = (values: unknown[]) => arrayLiteral(values, (v) => v);
  it('quotes strings, escapes quotes and backslashes, keeps empty strings apart from NULL', () => {
    expect(lit(['a', 'b c', 'say "hi"', 'back\\slash', '', null, undefined])).toBe(
      '{"a","b c","say \\"hi\\"","back\\\\slash","",NULL,NULL}',
    );
    expect(lit(['{x,y}', 'NULL'])).toBe('{"{x,y}","NULL"}');
  });
  it('numbers, booleans and dates as PostgreSQL reads them; an empty column is {}', () => {
    expect(lit([1, 2.5, -3])).toBe('{1,2.5,-3}');
    expect(lit([true, false])).toBe('{t,f}');
    expect(lit([new Date('2026-01-02T03:04:05.678Z')])).toBe('{"2026-01-02T03:04:05.678Z"}');
    expect(lit([])).toBe('{}');
  });
});

describe('prepared statements', () => {
  it('one name per statement text, the same on every call', () => {
    const a = prepared('SELECT 1 /* sql.test a */', []);
    const b = prepared('SELECT 2 /* sql.test b */', []);
    expect(a.name).toMatch(/^bc_track_\d+$/);
    expect(b.name).not.toBe(a.name);
    expect(prepared('SELECT 1 /* sql.test a */', [1]).name).toBe(a.name);
  });
});
