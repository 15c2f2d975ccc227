import { describe, expect, it } from 'vitest';
import { RowStore } from './row-store.ts';
import { syntheticRow, syntheticSource, type ReportSource, type SyntheticRow } from './source.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function counting(total: number, seek: boolean) {
  const cursors: (string | null)[] = [];
  const base = syntheticSource(total, { onFetch: (c) => cursors.push(c) });
  const source: ReportSource<SyntheticRow> = seek ? base : { fetchPage: base.fetchPage };
  return { source, cursors };
}

describe('RowStore', () => {
  it('walks keyset pages forward with the cursor each page returned, and knows the end', async () => {
    const { source, cursors } = counting(250, false);
    const store = new RowStore(source, { blockSize: 100 });
    store.ensure(0, 10, 0);
    await settle();
    expect(store.row(5)).toEqual(syntheticRow(5));
    expect(store.getSnapshot()).toMatchObject({ loaded: 100, ended: false, total: 250 });
    // a jump to row 240 without cursorAt: one page at a time (block 1, then block 2)
    store.ensure(240, 245, 0);
    await settle();
    expect(store.row(240)).toBeUndefined();
    store.ensure(240, 245, 0);
    await settle();
    expect(store.row(240)).toEqual(syntheticRow(240));
    expect(cursors).toEqual([null, '100', '200']);
    expect(store.getSnapshot()).toMatchObject({ loaded: 250, ended: true, total: 250 });
  });

  it('a source that can seek fetches a far block directly', async () => {
    const { source, cursors } = counting(1_000_000, true);
    const store = new RowStore(source, { blockSize: 100 });
    store.ensure(987_650, 987_670, 0);
    await settle();
    expect(cursors).toEqual(['987600']);
    expect(store.row(987_654)).toEqual(syntheticRow(987_654));
  });

  it('reset (a new sort) aborts the page in flight and starts again from cursor null', async () => {
    const seen: { cursor: string | null; signal: AbortSignal }[] = [];
    const source: ReportSource<SyntheticRow> = {
      fetchPage: (cursor, _sort, _filters, signal) => {
        seen.push({ cursor, signal });
        return new Promise(() => undefined); // never answers
      },
    };
    const store = new RowStore(source, { blockSize: 50 });
    store.ensure(0, 10, 0);
    store.reset({ id: 'clicks', desc: true }, {});
    expect(seen[0]!.signal.aborted).toBe(true);
    store.ensure(0, 10, 0);
    expect(seen.map((s) => s.cursor)).toEqual([null, null]);
  });

  it('a failed page stops fetching until retry', async () => {
    let calls = 0;
    const source: ReportSource<SyntheticRow> = {
      fetchPage: async () => {
        calls++;
        throw new Error('500');
      },
    };
    const store = new RowStore(source, { blockSize: 50 });
    store.ensure(0, 10, 0);
    await settle();
    expect(store.getSnapshot().error).toBeInstanceOf(Error);
    store.ensure(0, 10, 0);
    expect(calls).toBe(1);
    store.retry();
    store.ensure(0, 10, 0);
    expect(calls).toBe(2);
  });

  it('holds at most maxBlocks pages: far ones are dropped and fetched again when needed', async () => {
    const { source, cursors } = counting(1_000_000, true);
    const store = new RowStore(source, { blockSize: 10, maxBlocks: 3 });
    for (const at of [0, 100, 200, 300]) {
      store.ensure(at, at + 5, 0);
      await settle();
    }
    expect(store.row(300)).toBeDefined();
    expect(store.row(0)).toBeUndefined();
    store.ensure(0, 5, 0);
    await settle();
    expect(store.row(0)).toEqual(syntheticRow(0));
    expect(cursors.filter((c) => c === null).length).toBe(2);
  });
});
