import { Reader, type DomainResponse } from 'mmdb-lib';
import { FieldReader } from './mmdb-fields.ts';
import { NOWHERE, placeOf, type Location } from './places.ts';

/**
 * A compact range table of one DB-IP address family, built once from its MaxMind DB file
 * (decision 070). The mmdb holds a binary search tree of millions of networks pointing at full
 * records (coordinates, postcodes, names); a click needs only the reference ids its place maps to
 * (places.ts), and only ~600 distinct ones occur. So the tree is walked once, in address order,
 * every network mapped to its place, and adjacent networks of the same place merged: what remains
 * is sorted range starts and a place index per range — 1.08M IPv4 ranges (6.5 MB) and 1.85M IPv6
 * ranges (18.5 MB) instead of the 63 + 71 MB files held in memory. A lookup is a binary search.
 *
 * IPv6 starts keep their top 64 bits (two 32-bit halves compare faster than a BigInt). The few
 * /64 blocks the data splits between places (a few hundred) point into a side table searched by
 * the low 64 bits, so the table answers exactly as the tree does for every address.
 */
export interface GeoTable {
  v: 4 | 6;
  /** the mmdb's build date, for the attribution and the update path */
  built: Date;
  /** place index → its Location; 0 is NOWHERE (no record) */
  places: readonly Location[];
  /** range starts: IPv4 addresses, or the top 32 bits of IPv6 /64 starts */
  hi: Uint32Array;
  /** IPv6: bits 32–63 of the starts (empty for IPv4) */
  lo: Uint32Array;
  /** place index of each range, or SPLIT | k: the /64 block k of the side table */
  place: Uint16Array;
  /** side table of split /64 blocks: block k's ranges are subHi/subLo/subPlace[splitAt[k] .. splitAt[k + 1]) */
  splitAt: Uint32Array;
  subHi: Uint32Array;
  subLo: Uint32Array;
  subPlace: Uint16Array;
}

export const SPLIT = 0x8000;

/** Interns Locations by their ids, so every table returns one shared frozen object per place. */
const byIds = new Map<string, Location>();
export function internPlace(countryId: number | null, regionId: number | null, cityId: number | null): Location {
  if (countryId === null && regionId === null && cityId === null) return NOWHERE;
  const key = `${countryId}|${regionId}|${cityId}`;
  let loc = byIds.get(key);
  if (!loc) byIds.set(key, (loc = Object.freeze({ countryId, regionId, cityId })));
  return loc;
}

/** A growable Uint32Array / Uint16Array column. */
class Column<T extends Uint32Array | Uint16Array> {
  length = 0;
  data: T;
  private readonly make: (n: number) => T;
  constructor(data: T, make: (n: number) => T) {
    this.data = data;
    this.make = make;
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = this.make(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  last(): number {
    return this.data[this.length - 1]!;
  }
  done(): T {
    return this.data.slice(0, this.length) as T;
  }
}
const u32 = (n = 1024) => new Column(new Uint32Array(n), (k) => new Uint32Array(k));
const u16 = (n = 1024) => new Column(new Uint16Array(n), (k) => new Uint16Array(k));

/** Reads the two records of a search-tree node (24-, 28- or 32-bit records, MaxMind DB format 2). */
function recordReader(db: Buffer, recordSize: number): (node: number, right: 0 | 1) => number {
  const u24 = (o: number) => db[o]! * 65536 + db[o + 1]! * 256 + db[o + 2]!;
  if (recordSize === 24) return (n, r) => u24(n * 6 + r * 3);
  if (recordSize === 28)
    return (n, r) => {
      const o = n * 7;
      const middle = db[o + 3]!;
      return r ? (middle & 0x0f) * 0x1000000 + u24(o + 4) : (middle >>> 4) * 0x1000000 + u24(o);
    };
  if (recordSize === 32) return (n, r) => db.readUInt32BE(n * 8 + r * 4);
  throw new Error(`unsupported mmdb record size ${recordSize}`);
}

const FIELDS = ['country_code', 'state1', 'city'] as const;
/** BIT[i]: bit i of a 32-bit word, counted from the most significant */
const BIT = Array.from({ length: 32 }, (_, i) => 2 ** (31 - i));

/** Walks the whole tree of an mmdb file (a Buffer of it) and builds its range table. */
export function buildGeoTable(db: Buffer): GeoTable {
  const noCache = { get: () => undefined, set: () => undefined };
  // mmdb-lib for the metadata only; the records' fields are read by FieldReader
  const { nodeCount, recordSize, ipVersion, buildEpoch, searchTreeSize } = new Reader<DomainResponse>(db, { cache: noCache }).metadata;
  const v = ipVersion === 4 ? 4 : 6;
  const bits = v === 4 ? 32 : 128;
  const record = recordReader(db, recordSize);
  const fields = new FieldReader(db, searchTreeSize + 16);
  const found = new Int32Array(FIELDS.length * 2);

  const places: Location[] = [NOWHERE];
  const placeIndex = new Map<Location, number>([[NOWHERE, 0]]);
  const byPointer = new Map<number, number>();
  const indexOf = (value: number): number => {
    if (value === nodeCount) return 0; // no data for this network
    let i = byPointer.get(value);
    if (i !== undefined) return i;
    fields.stringFields(value - nodeCount + searchTreeSize, FIELDS, found);
    const named = placeOf(fields.text(found[0]!, found[1]!), fields.text(found[2]!, found[3]!), fields.text(found[4]!, found[5]!));
    const loc = internPlace(named.countryId, named.regionId, named.cityId);
    i = placeIndex.get(loc);
    if (i === undefined) {
      i = places.length;
      if (i >= SPLIT) throw new Error('more than 32,767 distinct places: widen GeoTable.place');
      places.push(loc);
      placeIndex.set(loc, i);
    }
    byPointer.set(value, i);
    return i;
  };

  // depth-first, left before right: networks come out in address order; a run starts where the
  // place changes. The stack holds tree records (a node, or a leaf: data or none) with their depth
  // and the address bits that lead there, as four 32-bit words.
  const runs = [u32(), u32(), u32(), u32()] as const;
  const runPlace = u16();
  const stackValue = new Float64Array(bits + 2);
  const stackDepth = new Uint8Array(bits + 2);
  const stackWords = new Uint32Array((bits + 2) * 4);
  let top = 1; // the root: node 0 at depth 0, address 0
  let current = -1;
  while (top > 0) {
    top--;
    const value = stackValue[top]!;
    const depth = stackDepth[top]!;
    const w = top * 4;
    if (value >= nodeCount || depth === bits) {
      // a leaf; a node pointer at full depth is malformed: the reader finds nothing there
      const p = value >= nodeCount ? indexOf(value) : 0;
      if (p !== current) {
        for (let k = 0; k < 4; k++) runs[k]!.push(stackWords[w + k]!);
        runPlace.push(p);
        current = p;
      }
      continue;
    }
    // right child (bit `depth` set) first on the stack, so the left one comes out first
    const right = record(value, 1);
    const left = record(value, 0);
    const d = depth + 1;
    const word = w + (depth >>> 5);
    const bit = BIT[depth & 31]!;
    stackValue[top] = right;
    stackDepth[top] = d;
    stackWords[word] = stackWords[word]! + bit;
    const l = w + 4;
    stackValue[top + 1] = left;
    stackDepth[top + 1] = d;
    stackWords[l] = stackWords[w]!;
    stackWords[l + 1] = stackWords[w + 1]!;
    stackWords[l + 2] = stackWords[w + 2]!;
    stackWords[l + 3] = stackWords[w + 3]!;
    stackWords[l + (depth >>> 5)] = stackWords[l + (depth >>> 5)]! - bit;
    top += 2;
  }
  const built = buildEpoch;
  if (v === 4) {
    return {
      v,
      built,
      places,
      hi: runs[0].done(),
      lo: new Uint32Array(0),
      place: runPlace.done(),
      splitAt: new Uint32Array(1),
      subHi: new Uint32Array(0),
      subLo: new Uint32Array(0),
      subPlace: new Uint16Array(0),
    };
  }
  return { v, built, places, ...splitBlocks(runs.map((c) => c.done()) as Uint32Array[], runPlace.done()) };
}

/**
 * IPv6 runs (128-bit starts) → ranges by /64 block, with a side table for the blocks in which a
 * run starts other than at the block's first address.
 */
function splitBlocks(
  [w0, w1, w2, w3]: Uint32Array[],
  runPlace: Uint16Array,
): Pick<GeoTable, 'hi' | 'lo' | 'place' | 'splitAt' | 'subHi' | 'subLo' | 'subPlace'> {
  const hi = u32();
  const lo = u32();
  const place = u16();
  const splitAt = u32(64);
  const subHi = u32(64);
  const subLo = u32(64);
  const subPlace = u16(64);
  splitAt.push(0);
  const n = runPlace.length;
  const push = (h: number, l: number, p: number) => {
    // adjacent ranges of the same (unsplit) place merge
    if (place.length > 0 && p < SPLIT && place.last() === p) return;
    hi.push(h);
    lo.push(l);
    place.push(p);
  };
  let i = 0;
  while (i < n) {
    const bh = w0![i]!;
    const bl = w1![i]!;
    let j = i + 1;
    while (j < n && w0![j] === bh && w1![j] === bl) j++;
    if (j - i === 1 && w2![i] === 0 && w3![i] === 0) {
      push(bh, bl, runPlace[i]!);
    } else {
      const k = splitAt.length - 1;
      if (k >= SPLIT) throw new Error('more than 32,767 split IPv6 blocks: widen GeoTable.place');
      // the block's first address belongs to the run before, unless a run starts exactly there
      if (w2![i] !== 0 || w3![i] !== 0) {
        subHi.push(0);
        subLo.push(0);
        subPlace.push(i > 0 ? runPlace[i - 1]! : 0);
      }
      for (let r = i; r < j; r++) {
        subHi.push(w2![r]!);
        subLo.push(w3![r]!);
        subPlace.push(runPlace[r]!);
      }
      splitAt.push(subHi.length);
      push(bh, bl, SPLIT | k);
      // the next block continues the block's last run, unless a run starts in it
      const nl = (bl + 1) >>> 0;
      const nh = nl === 0 ? (bh + 1) >>> 0 : bh;
      const wraps = nl === 0 && nh === 0;
      if (!wraps && !(j < n && w0![j] === nh && w1![j] === nl)) {
        hi.push(nh);
        lo.push(nl);
        place.push(runPlace[j - 1]!);
      }
    }
    i = j;
  }
  return {
    hi: hi.done(),
    lo: lo.done(),
    place: place.done(),
    splitAt: splitAt.done(),
    subHi: subHi.done(),
    subLo: subLo.done(),
    subPlace: subPlace.done(),
  };
}

/** Index of the last entry ≤ (h, l) in sorted (hi, lo) columns between from and to (exclusive); from − 1 if none. */
function floor(hi: Uint32Array, lo: Uint32Array | null, from: number, to: number, h: number, l: number): number {
  let a = from;
  let b = to - 1;
  let found = from - 1;
  while (a <= b) {
    const m = (a + b) >>> 1;
    const mh = hi[m]!;
    if (mh < h || (mh === h && (lo === null || lo[m]! <= l))) {
      found = m;
      a = m + 1;
    } else b = m - 1;
  }
  return found;
}

export function lookup4(t: GeoTable, n: number): Location {
  const i = floor(t.hi, null, 0, t.hi.length, n, 0);
  return i < 0 ? NOWHERE : t.places[t.place[i]!]!;
}

/** words: the address as four 32-bit words, most significant first */
export function lookup6(t: GeoTable, w0: number, w1: number, w2: number, w3: number): Location {
  const i = floor(t.hi, t.lo, 0, t.hi.length, w0, w1);
  if (i < 0) return NOWHERE;
  const p = t.place[i]!;
  if (p < SPLIT) return t.places[p]!;
  const k = p & (SPLIT - 1);
  const j = floor(t.subHi, t.subLo, t.splitAt[k]!, t.splitAt[k + 1]!, w2, w3);
  return j < t.splitAt[k]! ? NOWHERE : t.places[t.subPlace[j]!]!;
}

/**
 * The table as one file: a JSON header (family, build date, places as id triples, column lengths)
 * and the columns, each 4-byte aligned, so decodeGeoTable makes views on the file's one Buffer
 * (no second copy). `key` is what the cache file was built from (geo.ts).
 */
const MAGIC = 'BCGEO1';
const COLUMNS = ['hi', 'lo', 'place', 'splitAt', 'subHi', 'subLo', 'subPlace'] as const;
type ColumnName = (typeof COLUMNS)[number];

interface Header {
  magic: string;
  key: string;
  v: 4 | 6;
  built: string;
  places: [number | null, number | null, number | null][];
  lengths: Record<ColumnName, number>;
}

const pad4 = (n: number) => (n + 3) & ~3;

export function encodeGeoTable(t: GeoTable, key: string): Buffer {
  const header: Header = {
    magic: MAGIC,
    key,
    v: t.v,
    built: t.built.toISOString(),
    places: t.places.map((p) => [p.countryId, p.regionId, p.cityId]),
    lengths: Object.fromEntries(COLUMNS.map((c) => [c, t[c].length])) as Record<ColumnName, number>,
  };
  const json = Buffer.from(JSON.stringify(header));
  const parts: Buffer[] = [Buffer.alloc(4), json, Buffer.alloc(pad4(4 + json.length) - 4 - json.length)];
  parts[0]!.writeUInt32LE(json.length, 0);
  for (const c of COLUMNS) {
    const a = t[c];
    parts.push(Buffer.from(a.buffer, a.byteOffset, a.byteLength), Buffer.alloc(pad4(a.byteLength) - a.byteLength));
  }
  return Buffer.concat(parts);
}

/** The table in a file written by encodeGeoTable, or null when it is not one or was built from another key. */
export function decodeGeoTable(file: Buffer, key: string): GeoTable | null {
  if (file.length < 4) return null;
  const jsonLength = file.readUInt32LE(0);
  if (4 + jsonLength > file.length) return null;
  let header: Header;
  try {
    header = JSON.parse(file.toString('utf8', 4, 4 + jsonLength)) as Header;
  } catch {
    return null;
  }
  if (header.magic !== MAGIC || header.key !== key) return null;
  // the views need a 4-byte aligned start: a Buffer from the pool may not have one
  const bytes = file.byteOffset % 4 === 0 ? file : Buffer.from(file);
  let offset = pad4(4 + jsonLength);
  const columns = {} as Record<ColumnName, Uint32Array | Uint16Array>;
  for (const c of COLUMNS) {
    const n = header.lengths[c];
    const wide = c !== 'place' && c !== 'subPlace';
    const size = n * (wide ? 4 : 2);
    if (offset + size > bytes.length) return null;
    columns[c] = wide
      ? new Uint32Array(bytes.buffer, bytes.byteOffset + offset, n)
      : new Uint16Array(bytes.buffer, bytes.byteOffset + offset, n);
    offset += pad4(size);
  }
  return {
    v: header.v,
    built: new Date(header.built),
    places: header.places.map(([c, r, ci]) => internPlace(c, r, ci)),
    ...(columns as Pick<GeoTable, ColumnName>),
  };
}
