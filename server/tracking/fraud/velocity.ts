import { Lru } from '../enrich/lru.ts';
import { VELOCITY_BAD_CLICKS, VELOCITY_MAX_TRACKED_IPS, VELOCITY_WINDOW_MS } from './thresholds.ts';

/**
 * Clicks per IP within a sliding window, in memory (per server process: velocity is a labelling
 * signal, not a cap, so it need not be shared). Memory is bounded twice: at most `maxIps` keys
 * (least recently seen evicted) and at most VELOCITY_BAD_CLICKS + 1 timestamps per key, since no
 * decision needs to count further.
 */
export class VelocityCounter {
  private readonly hits: Lru<string, number[]>;
  constructor(
    private readonly now: () => number,
    maxIps = VELOCITY_MAX_TRACKED_IPS,
    private readonly windowMs = VELOCITY_WINDOW_MS,
    private readonly keep = VELOCITY_BAD_CLICKS + 1,
  ) {
    this.hits = new Lru(maxIps);
  }

  /** Records one click from `key` and returns the clicks from it within the window, this one included. */
  hit(key: string): number {
    const t = this.now();
    const list = this.hits.get(key) ?? [];
    const from = t - this.windowMs;
    let drop = 0;
    while (drop < list.length && list[drop]! <= from) drop++;
    if (drop > 0) list.splice(0, drop);
    list.push(t);
    if (list.length > this.keep) list.splice(0, list.length - this.keep);
    this.hits.set(key, list);
    return list.length;
  }

  get trackedIps(): number {
    return this.hits.size;
  }
}
