import { describe, expect, it } from 'vitest';
import { batchLoader } from './cache.ts';

/** A load that answers only when the test says so, recording the keys of every call. */
function controlledLoad() {
  const calls: string[][] = [];
  const answers: (() => void)[] = [];
  const load = (keys: string[]) => {
    calls.push(keys);
    return new Promise<Map<string, string>>((resolve) => answers.push(() => resolve(new Map(keys.map((k) => [k, k.toUpperCase()])))));
  };
  return { calls, answers, load };
}
const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

describe('batchLoader', () => {
  it('answers every key of a window from one load', async () => {
    const c = controlledLoad();
    const get = batchLoader(c.load, 1);
    const a = get('a');
    const b = get('b');
    await tick();
    expect(c.calls).toEqual([['a', 'b']]);
    c.answers[0]!();
    expect(await Promise.all([a, b])).toEqual(['A', 'B']);
  });

  it('gathers the keys that arrive while a load runs into ONE next load, sent when it answers', async () => {
    const c = controlledLoad();
    const get = batchLoader(c.load, 1);
    const first = get('a');
    await tick();
    const later = ['b', 'c', 'd'].map((k) => get(k));
    await tick(); // the window of b, c, d has passed, but the first load has not answered
    expect(c.calls).toEqual([['a']]);
    c.answers[0]!();
    expect(await first).toBe('A');
    await tick(0);
    expect(c.calls).toEqual([['a'], ['b', 'c', 'd']]);
    c.answers[1]!();
    expect(await Promise.all(later)).toEqual(['B', 'C', 'D']);
  });

  it('rejects the waiting keys when their load fails, and the next batch still runs', async () => {
    let fail = true;
    const get = batchLoader(async (keys: string[]) => {
      if (fail) throw new Error('down');
      return new Map(keys.map((k) => [k, k]));
    }, 0);
    await expect(get('a')).rejects.toThrow('down');
    fail = false;
    expect(await get('b')).toBe('b');
  });
});

describe('ttlCache', () => {
  it('serves an entry until its TTL, reloads it in the background past half of it, and never serves one older than the TTL', async () => {
    const { ttlCache } = await import('./cache.ts');
    let version = 0;
    let loads = 0;
    const cache = ttlCache(40, async () => {
      loads++;
      return ++version;
    });
    expect(await cache.get('k')).toBe(1);
    await tick(25); // past half the TTL: still served, a reload starts
    expect(await cache.get('k')).toBe(1);
    await tick(1);
    expect(loads).toBe(2);
    expect(await cache.get('k')).toBe(2); // the reloaded value, without waiting for a load
    expect(loads).toBe(2);
    await tick(45); // past the TTL: a request waits for a fresh load
    expect(await cache.get('k')).toBe(3);
  });

  it('with a TTL of 0 loads every time (tests see every change at once)', async () => {
    const { ttlCache } = await import('./cache.ts');
    let n = 0;
    const cache = ttlCache(0, async () => ++n);
    expect([await cache.get('k'), await cache.get('k')]).toEqual([1, 2]);
  });
});
