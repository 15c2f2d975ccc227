import type { ParsedIp } from './ip.ts';

/**
 * Sorted, non-overlapping inclusive ranges with a value each, searched by binary search over typed
 * arrays: O(log n) per lookup, a few MB for the whole GeoIP table, no allocation per lookup.
 * Building resolves overlaps (the earlier range wins; an overlapping range of the same value extends
 * it) — overlaps appear when IPv6 ranges are cut to their top 64 bits.
 */
export class V4Ranges {
  private readonly starts: Uint32Array;
  private readonly ends: Uint32Array;
  private readonly values: Uint16Array;
  constructor(rows: readonly (readonly [start: number, end: number, value: number])[]) {
    const sorted = sortIfNeeded(rows, (a, b) => a[0] - b[0]);
    const starts: number[] = [];
    const ends: number[] = [];
    const values: number[] = [];
    for (const [s, e, v] of sorted) {
      const last = ends.length - 1;
      if (last < 0 || s > ends[last]!) {
        starts.push(s);
        ends.push(e);
        values.push(v);
      } else if (v === values[last] && e > ends[last]!) ends[last] = e;
    }
    this.starts = Uint32Array.from(starts);
    this.ends = Uint32Array.from(ends);
    this.values = Uint16Array.from(values);
  }
  get size(): number {
    return this.starts.length;
  }
  /** The value of the range holding n, or -1. */
  find(n: number): number {
    const s = this.starts;
    let lo = 0;
    let hi = s.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (s[mid]! <= n) lo = mid + 1;
      else hi = mid - 1;
    }
    return hi >= 0 && n <= this.ends[hi]! ? this.values[hi]! : -1;
  }
}

type V6Row = readonly [sHi: number, sLo: number, eHi: number, eLo: number, value: number];
/** Compares two 64-bit values given as (hi, lo) unsigned 32-bit halves. */
const cmp64 = (aHi: number, aLo: number, bHi: number, bLo: number): number => (aHi !== bHi ? aHi - bHi : aLo - bLo);

/** IPv6 ranges on the top 64 bits, as two 32-bit halves compared lexicographically. */
export class V6Ranges {
  private readonly sHi: Uint32Array;
  private readonly sLo: Uint32Array;
  private readonly eHi: Uint32Array;
  private readonly eLo: Uint32Array;
  private readonly values: Uint16Array;
  constructor(rows: readonly V6Row[]) {
    const sorted = sortIfNeeded(rows, (a, b) => cmp64(a[0], a[1], b[0], b[1]));
    const out: [number, number, number, number, number][] = [];
    for (const [sh, sl, eh, el, v] of sorted) {
      const last = out[out.length - 1];
      if (!last || cmp64(sh, sl, last[2], last[3]) > 0) out.push([sh, sl, eh, el, v]);
      else if (v === last[4] && cmp64(eh, el, last[2], last[3]) > 0) {
        last[2] = eh;
        last[3] = el;
      }
    }
    this.sHi = Uint32Array.from(out, (r) => r[0]);
    this.sLo = Uint32Array.from(out, (r) => r[1]);
    this.eHi = Uint32Array.from(out, (r) => r[2]);
    this.eLo = Uint32Array.from(out, (r) => r[3]);
    this.values = Uint16Array.from(out, (r) => r[4]);
  }
  get size(): number {
    return this.sHi.length;
  }
  find(hi: number, lo: number): number {
    let a = 0;
    let b = this.sHi.length - 1;
    while (a <= b) {
      const mid = (a + b) >>> 1;
      const h = this.sHi[mid]!;
      if (h < hi || (h === hi && this.sLo[mid]! <= lo)) a = mid + 1;
      else b = mid - 1;
    }
    if (b < 0) return -1;
    const eh = this.eHi[b]!;
    return hi < eh || (hi === eh && lo <= this.eLo[b]!) ? this.values[b]! : -1;
  }
}

/** The data files come sorted: check in O(n) and only sort (a copy) when they are not. */
function sortIfNeeded<T>(rows: readonly T[], compare: (a: T, b: T) => number): readonly T[] {
  for (let i = 1; i < rows.length; i++) if (compare(rows[i - 1]!, rows[i]!) > 0) return [...rows].sort(compare);
  return rows;
}

export function findIn(ip: ParsedIp, v4: V4Ranges, v6: V6Ranges): number {
  return ip.v === 4 ? v4.find(ip.n) : v6.find(ip.hi, ip.lo);
}
