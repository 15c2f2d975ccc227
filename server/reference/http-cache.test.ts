import { describe, expect, it } from 'vitest';
import { Memo, etagOf, ifNoneMatchHits } from './http-cache.ts';

describe('ETag handling', () => {
  it('derives the tag from the content', () => {
    expect(etagOf({ a: 1 })).toBe(etagOf({ a: 1 }));
    expect(etagOf({ a: 1 })).not.toBe(etagOf({ a: 2 }));
    expect(etagOf([])).toMatch(/^"[\w-]{32}"$/);
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    const tag = '"abc"';
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
    expect(ifNoneMatchHits('"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('"x", "abc"', tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('"abcd"', tag)).toBe(false);
  });

  it('memoizes per key until the version changes', () => {
    const memo = new Memo();
    let builds = 0;
    const build = () => ({ n: ++builds });
    expect(memo.get('k', '1', build).value).toEqual({ n: 1 });
    expect(memo.get('k', '1', build).value).toEqual({ n: 1 });
    expect(memo.get('k', '2', build).value).toEqual({ n: 2 });
    expect(memo.get('other', '2', build).value).toEqual({ n: 3 });
  });
});
