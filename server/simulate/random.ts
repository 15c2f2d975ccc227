import { seeded } from '../random.ts';

/**
 * A small seeded PRNG (mulberry32) and the draws the traffic model needs. Seeded, so one seed is
 * one exact month of traffic: a demo, a benchmark or a failing test can be replayed.
 */
export class Random {
  /** uniform in [0, 1) */
  readonly next: () => number;
  constructor(seed: number) {
    this.next = seeded(seed >>> 0 || 0x9e3779b9);
  }
  /** integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** index drawn with probability proportional to its weight */
  weighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    return weights.length - 1;
  }
  /** standard normal (Box–Muller) */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
  /** random hex of n characters (transaction ids, sub values) */
  hex(n: number): string {
    let s = '';
    while (s.length < n)
      s += Math.floor(this.next() * 0x10000)
        .toString(16)
        .padStart(4, '0');
    return s.slice(0, n);
  }
}

/** Picks from `[item, weight]` pairs. */
export function pickWeighted<T>(rng: Random, pairs: readonly (readonly [T, number])[]): T {
  return pairs[rng.weighted(pairs.map((p) => p[1]))]![0];
}
