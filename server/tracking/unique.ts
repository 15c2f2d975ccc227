import { FingerprintTable } from './fingerprints.ts';

/**
 * Unique clicks: the first click of an IP on an offer and partner within 24 hours. Kept in memory
 * (a restart or a second process may count a visitor twice — acceptable for a report metric, and it
 * keeps the click path free of a lookup; docs/decisions/020), in a fixed table of fingerprints
 * (fingerprints.ts): when it is full around a key, the visitor seen longest ago is forgotten.
 */
const DAY = 86_400_000;

export class UniqueClicks {
  private readonly seen: FingerprintTable;
  constructor(maxEntries = 500_000) {
    // twice the entries in slots: short probe runs, evictions only when really full
    this.seen = new FingerprintTable(maxEntries * 2);
  }

  /** Records the click and tells whether it is the first within the window. */
  hit(offerId: number, partnerId: number | null, ip: string, at: Date): boolean {
    const t = at.getTime();
    const s = this.seen.slot(`${offerId}:${partnerId ?? 0}:${ip}`);
    if (s >= 0) {
      const last = this.seen.time[s]!;
      if (t - last < DAY && t >= last) return false;
      this.seen.time[s] = t;
      return true;
    }
    this.seen.time[~s] = t;
    return true;
  }
}
