import { describe, expect, it } from 'vitest';
import { nulFieldErrors } from './validation.ts';

describe('nulFieldErrors', () => {
  it('names every field (and key) whose text holds U+0000, however deep', () => {
    expect(nulFieldErrors({ name: 'a\u0000b', list: ['ok', 'x\u0000'], nested: { ['k\u0000']: 1 } })).toEqual([
      { field: 'name', code: 'invalid_format' },
      { field: 'list.1', code: 'invalid_format' },
      { field: 'nested.k\u0000', code: 'invalid_format' },
    ]);
  });

  it('passes text without it, other values and nothing at all', () => {
    expect(nulFieldErrors({ name: 'Ünïcode \u0001 ok', n: 0, b: false, none: null })).toEqual([]);
    expect(nulFieldErrors(undefined)).toEqual([]);
  });
});
