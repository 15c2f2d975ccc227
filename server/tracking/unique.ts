/**
 * Unique clicks: the first click of an IP on an offer and partner within 24 hours. Kept in memory
 * (a restart or a second process may count a visitor twice — acceptable for a report metric, and it
 * keeps the click path free of a lookup; docs/decisions/020).
 */
const DAY = 86_400_000;

export class UniqueClicks {
  private seen = new Map<string, number>();
  constructor(private readonly maxEntries = 500_000) {}

  /** Records the click and tells whether it is the first within the window. */
  hit(offerId: number, partnerId: number | null, ip: string, at: Date): boolean {
    const key = `${offerId}:${partnerId ?? 0}:${ip}`;
    const last = this.seen.get(key);
    const t = at.getTime();
    if (last !== undefined && t - last < DAY && t >= last) return false;
    if (this.seen.size >= this.maxEntries) this.seen.clear();
    this.seen.set(key, t);
    return true;
  }
}
