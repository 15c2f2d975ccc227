import type { Db } from '../../db/pool.ts';
import { runFlush } from './flush.ts';
import type { Answer, ClickItem, ClickResult, ConversionItem, Item, LogItem } from './types.ts';

/**
 * The group-commit writer (issue 5 item 4; docs/decisions/020). Requests queue their rows and get a
 * promise; a flush starts when the queue holds `batchSize` items or `delayMs` after the first queued
 * item, one flush at a time. Each flush is ONE transaction; its promises resolve only after COMMIT
 * and all reject when it fails (the request answers 503: nothing acknowledged is ever lost).
 */
export interface WriterOptions {
  db: Db;
  batchSize?: number;
  delayMs?: number;
}

export class WriterClosedError extends Error {
  constructor() {
    super('tracking writer is closed');
  }
}

interface Pending {
  item: Item;
  resolve: (r: ClickResult | Answer) => void;
  reject: (e: unknown) => void;
}

export interface Writer {
  write(item: ClickItem): Promise<ClickResult>;
  write(item: ConversionItem | LogItem): Promise<Answer>;
  /** flushes everything queued, then refuses new items */
  close(): Promise<void>;
  readonly stats: { flushes: number; items: number; failures: number };
}

export function createWriter({ db, batchSize = 1000, delayMs = 2 }: WriterOptions): Writer {
  let queue: Pending[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;
  const stats = { flushes: 0, items: 0, failures: 0 };

  const schedule = () => {
    if (running || queue.length === 0) return;
    if (queue.length >= batchSize || closed) {
      if (timer) clearTimeout(timer);
      timer = null;
      running = flush();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        if (!running) running = flush();
      }, delayMs);
    }
  };

  async function flush(): Promise<void> {
    const batch = queue.slice(0, batchSize);
    queue = queue.slice(batch.length);
    try {
      const results = await runFlush(db, batch.map((p) => p.item));
      stats.flushes += 1;
      stats.items += batch.length;
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (error) {
      stats.failures += 1;
      for (const p of batch) p.reject(error);
    } finally {
      running = null;
      schedule();
    }
  }

  function write(item: Item): Promise<ClickResult | Answer> {
    if (closed) return Promise.reject(new WriterClosedError());
    return new Promise((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
  }

  return {
    write: write as Writer['write'],
    stats,
    async close() {
      closed = true;
      while (queue.length > 0 || running) {
        schedule();
        await running;
      }
    },
  };
}
