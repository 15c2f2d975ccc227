/**
 * A fixed-size table of 64-bit key fingerprints with one time per key, in typed arrays: the per-IP
 * memories of the click path (unique clicks, IP velocity) see a new key on nearly every click. In a
 * Map each key is a string plus an entry that outlives the young generation, so every click
 * promoted garbage, the scavenges grew, and the Map's rehash on growth or compaction stalled the
 * event loop (decision 020, Performance). Here memory is allocated once, the garbage collector has
 * nothing to trace, and a full neighbourhood evicts the key touched longest ago.
 *
 * A slot is found by linear probing over at most `window` slots from the key's home slot; a
 * fingerprint collision (two keys, one 64-bit fingerprint) is ~1 in 10^19 per pair.
 */
export class FingerprintTable {
  private readonly h1: Int32Array;
  private readonly h2: Int32Array;
  private readonly used: Uint8Array;
  /** per slot: the time the key was last touched (the caller's meaning) */
  readonly time: Float64Array;
  private count = 0;

  readonly capacity: number;
  private readonly window: number;
  constructor(capacity: number, window = 8) {
    if (!(capacity >= 1)) throw new RangeError('capacity must be ≥ 1');
    this.capacity = capacity;
    this.window = window;
    this.h1 = new Int32Array(capacity);
    this.h2 = new Int32Array(capacity);
    this.used = new Uint8Array(capacity);
    this.time = new Float64Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  /**
   * The slot of `key`: found (≥ 0), or claimed for it (`~slot`, negative): the first free slot of
   * the window, else the one touched longest ago (its key is forgotten). A claimed slot already
   * holds the key's fingerprint; the caller sets its time.
   */
  slot(key: string): number {
    const a = hash(key, 0x811c9dc5, 0x01000193);
    const b = hash(key, 0x9747b28c, 0x5bd1e995);
    const n = Math.min(this.window, this.capacity);
    const home = (a >>> 0) % this.capacity;
    let claim = -1;
    let claimFree = false;
    for (let i = 0; i < n; i++) {
      const s = (home + i) % this.capacity;
      if (this.used[s] === 0) {
        if (!claimFree) {
          claim = s;
          claimFree = true;
        }
        continue;
      }
      if (this.h1[s] === a && this.h2[s] === b) return s;
      if (claimFree) continue;
      if (claim < 0 || this.time[s]! < this.time[claim]!) claim = s;
    }
    if (claimFree) this.count++;
    this.used[claim] = 1;
    this.h1[claim] = a;
    this.h2[claim] = b;
    return ~claim;
  }

  free(slot: number): void {
    if (this.used[slot] === 0) return;
    this.used[slot] = 0;
    this.count--;
  }
}

/** 32-bit FNV-1a-style hash over UTF-16 code units; two (basis, multiplier) pairs make the 64-bit fingerprint. */
function hash(s: string, basis: number, mul: number): number {
  let h = basis | 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), mul);
  // final avalanche (murmur3 fmix32): FNV's low bits mix poorly, and they choose the home slot
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}
