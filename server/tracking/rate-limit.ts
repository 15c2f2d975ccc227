/**
 * Per-IP token buckets for the public endpoints: `perSecond` tokens refill each second, up to a
 * burst of the same size. In memory, per process (several processes each allow the rate; see
 * docs/decisions/020). 0 turns it off.
 */
export interface RateLimiter {
  /** true when the request may proceed */
  take(ip: string): boolean;
}

export function createRateLimiter(perSecond: number, now: () => number, maxIps = 200_000): RateLimiter {
  if (perSecond <= 0) return { take: () => true };
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(ip) {
      const t = now();
      let b = buckets.get(ip);
      if (!b) {
        if (buckets.size >= maxIps) buckets.clear();
        b = { tokens: perSecond, at: t };
        buckets.set(ip, b);
      }
      b.tokens = Math.min(perSecond, b.tokens + ((t - b.at) / 1000) * perSecond);
      b.at = t;
      if (b.tokens < 1) return false;
      b.tokens -= 1;
      return true;
    },
  };
}
