import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/pool.ts';
import type { ClickItem, ConversionItem, Item } from './types.ts';

/** The writer's pipelining with the flush replaced by a recorder: which batches overlap in time. */
const flushes: { items: readonly Item[]; release: () => void }[] = [];
let running = 0;
let maxRunning = 0;
vi.mock('./flush.ts', () => ({
  runFlush: (_db: Db, items: readonly Item[]) =>
    new Promise((resolve) => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      flushes.push({
        items,
        release: () => {
          running -= 1;
          resolve(items.map(() => ({ refusal: null })));
        },
      });
    }),
}));
const { createWriter } = await import('./writer.ts');

const click = (i: number): ClickItem => ({
  kind: 'click',
  budgets: [],
  meta: { offerName: 'O', partnerId: 1 },
  row: { click_uuid: `c${i}`, refusal: null, is_test: false } as ClickItem['row'],
});
const conversion = (clickId: number, tx: string): ConversionItem =>
  ({
    kind: 'conversion',
    budgets: [],
    row: { click_id: clickId, offer_id: 1, event_id: 1, dedupe_key: `tx:${tx}` },
  }) as unknown as ConversionItem;
const tick = () => new Promise((r) => setTimeout(r, 5));
const reset = () => {
  flushes.length = 0;
  running = 0;
  maxRunning = 0;
};

describe('writer pipelining', () => {
  it('eager clicks: nothing running → flush at the turn end; behind a flush → gather until it ends; conversions keep the window', async () => {
    reset();
    const w = createWriter({ db: {} as Db, batchSize: 100, delayMs: 10_000, maxInFlight: 2 });
    const first = [w.write(click(1)), w.write(click(2))];
    await new Promise((r) => setImmediate(r));
    // written in the same turn: one batch, started without the 10 s window
    expect(flushes.map((f) => f.items.length)).toEqual([2]);
    const later = [w.write(click(3)), w.write(click(4))];
    await tick();
    expect(flushes).toHaveLength(1); // a flush runs: the next clicks gather behind it (natural group commit)
    flushes[0]!.release();
    await tick();
    expect(flushes.map((f) => f.items.length)).toEqual([2, 2]);
    flushes[1]!.release();
    await Promise.all([...first, ...later]);
    const conv = w.write(conversion(1, 'a'));
    await tick();
    expect(flushes).toHaveLength(2); // a conversion waits for the window (its flush reads first)
    const closing = w.close();
    await tick();
    flushes[2]!.release();
    await closing;
    await conv;
  });

  it('a second batch commits while the first is still in flight, never more than maxInFlight', async () => {
    reset();
    const w = createWriter({ db: {} as Db, batchSize: 2, delayMs: 1, maxInFlight: 2 });
    const all = Array.from({ length: 6 }, (_, i) => w.write(click(i)));
    await tick();
    expect(flushes.map((f) => f.items.length)).toEqual([2, 2]);
    expect(running).toBe(2);
    flushes[0]!.release();
    await tick();
    expect(flushes).toHaveLength(3);
    for (const f of flushes.slice(1)) f.release();
    await Promise.all(all);
    expect(maxRunning).toBe(2);
  });

  it('conversions on the same click or key wait for the flush holding it; others go ahead', async () => {
    reset();
    const w = createWriter({ db: {} as Db, batchSize: 1000, delayMs: 1, maxInFlight: 2 });
    const first = w.write(conversion(7, 'A'));
    await tick();
    expect(flushes).toHaveLength(1);
    // same click (another transaction id), same key on another click, and an unrelated click
    const sameClick = w.write(conversion(7, 'B'));
    const sameKey = w.write(conversion(8, 'A'));
    const other = w.write(conversion(9, 'C'));
    await tick();
    expect(flushes).toHaveLength(2);
    expect(flushes[1]!.items.map((i) => (i as ConversionItem).row.click_id)).toEqual([9]);
    flushes[0]!.release();
    await tick();
    expect(flushes).toHaveLength(3);
    expect(flushes[2]!.items.map((i) => (i as ConversionItem).row.click_id)).toEqual([7, 8]);
    flushes[1]!.release();
    flushes[2]!.release();
    await Promise.all([first, sameClick, sameKey, other]);
  });

  it('maxInFlight 1 is strictly one flush after the other', async () => {
    reset();
    const w = createWriter({ db: {} as Db, batchSize: 1, delayMs: 1, maxInFlight: 1 });
    const all = [w.write(click(1)), w.write(click(2))];
    await tick();
    expect(flushes).toHaveLength(1);
    flushes[0]!.release();
    await tick();
    flushes[1]!.release();
    await Promise.all(all);
    expect(maxRunning).toBe(1);
  });
});
