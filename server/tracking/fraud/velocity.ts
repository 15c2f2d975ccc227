import { Lru } from '../enrich/lru.ts';
import { FingerprintTable } from '../fingerprints.ts';
import { VELOCITY_BAD_CLICKS, VELOCITY_MAX_TRACKED_IPS, VELOCITY_WINDOW_MS } from './thresholds.ts';

/**
 * Clicks per IP within a sliding window, in memory (per server process: velocity is a labelling
 * signal, not a cap, so it need not be shared). Nearly every IP clicks once or twice a minute, so
 * an IP's last two hits live in a fixed table of fingerprints (no allocation, nothing for the
 * garbage collector; fingerprints.ts); an IP with a third hit inside the window moves to an exact
 * list of timestamps (an LRU map). Memory is bounded: `maxIps` slots (the IP touched longest ago
 * is forgotten), `maxIps` listed IPs, and at most VELOCITY_BAD_CLICKS + 1 timestamps per list,
 * since no decision needs to count further.
 */
export class VelocityCounter {
  private readonly recent: FingerprintTable;
  /** per slot of `recent`: the hit before the newest (its time is the table's), NaN when none */
  private readonly older: Float64Array;
  private readonly busy: Lru<string, number[]>;
  private readonly now: () => number;
  private readonly windowMs: number;
  private readonly keep: number;
  constructor(now: () => number, maxIps = VELOCITY_MAX_TRACKED_IPS, windowMs = VELOCITY_WINDOW_MS, keep = VELOCITY_BAD_CLICKS + 1) {
    this.now = now;
    this.windowMs = windowMs;
    this.keep = keep;
    this.recent = new FingerprintTable(maxIps);
    this.older = new Float64Array(maxIps);
    this.busy = new Lru(maxIps);
  }

  /** Records one click from `key` and returns the clicks from it within the window, this one included. */
  hit(key: string): number {
    const t = this.now();
    const from = t - this.windowMs;
    const list = this.busy.get(key);
    if (list) return this.push(key, list, t, from);
    const s = this.recent.slot(key);
    if (s < 0) {
      this.recent.time[~s] = t;
      this.older[~s] = NaN;
      return 1;
    }
    const newest = this.recent.time[s]!;
    const prev = this.older[s]!;
    // NaN > from is false: an empty "older" never counts
    const inWindow = (newest > from ? 1 : 0) + (prev > from ? 1 : 0);
    if (inWindow < 2) {
      this.older[s] = newest > from ? newest : NaN;
      this.recent.time[s] = t;
      return inWindow + 1;
    }
    // a third hit within the window: from now on counted exactly in a list
    this.recent.free(s);
    return this.push(key, [prev, newest], t, from);
  }

  private push(key: string, list: number[], t: number, from: number): number {
    let drop = 0;
    while (drop < list.length && list[drop]! <= from) drop++;
    if (drop > 0) list.splice(0, drop);
    list.push(t);
    if (list.length > this.keep) list.splice(0, list.length - this.keep);
    this.busy.set(key, list);
    return list.length;
  }

  get trackedIps(): number {
    return this.recent.size + this.busy.size;
  }
}
