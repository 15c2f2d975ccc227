import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { countryByCode } from '../../../src/domain/reference/data/countries.ts';
import { isReservedIp, parseIp, parseIpv4, type ParsedIp } from './ip.ts';
import { V4Ranges, V6Ranges, findIn } from './ranges.ts';

/**
 * Country from IP, offline: @ip-location-db/asn-country (package CC0; data: the country each range's
 * announcing ASN is registered in, from the five RIRs, CC BY 4.0 NRO). Country level only: no regions
 * or cities, so regionId/cityId stay null (docs/decisions/021-geoip-and-fraud-labels.md). Private and
 * reserved addresses are never looked up. Loaded once, on first use or by preloadGeo().
 */
export interface Location {
  countryId: number | null;
  regionId: number | null;
  cityId: number | null;
}

const NOWHERE: Location = Object.freeze({ countryId: null, regionId: null, cityId: null });

interface GeoTables {
  v4: V4Ranges;
  v6: V6Ranges;
  /** value → the frozen Location for that country (one object per country, no allocation per lookup) */
  locations: Location[];
}

let tables: GeoTables | null = null;

function packageDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@ip-location-db/asn-country/package.json'));
}

/** Parses the CSVs into typed-array range tables (~0.5 s, ~10 MB) — call once at server start. */
export function preloadGeo(): void {
  if (tables) return;
  const dir = packageDir();
  const locations: Location[] = [];
  const valueOf = new Map<string, number>();
  const value = (code: string): number => {
    let v = valueOf.get(code);
    if (v === undefined) {
      const id = countryByCode(code)?.id ?? null;
      v = locations.length;
      locations.push(Object.freeze({ countryId: id, regionId: null, cityId: null }));
      valueOf.set(code, v);
    }
    return v;
  };
  const v4: [number, number, number][] = [];
  for (const line of readFileSync(join(dir, 'asn-country-ipv4-num.csv'), 'utf8').split('\n')) {
    const [s, e, cc] = line.split(',');
    if (cc) v4.push([Number(s), Number(e), value(cc.trim())]);
  }
  const v6: [number, number, number, number, number][] = [];
  for (const line of readFileSync(join(dir, 'asn-country-ipv6.csv'), 'utf8').split('\n')) {
    const [s, e, cc] = line.split(',');
    if (!cc) continue;
    const a = parseIp(s!);
    const b = parseIp(e!);
    if (a?.v === 6 && b?.v === 6) v6.push([a.hi, a.lo, b.hi, b.lo, value(cc.trim())]);
  }
  tables = { v4: new V4Ranges(v4), v6: new V6Ranges(v6), locations };
}

export function geoTableSizes(): { v4: number; v6: number } {
  preloadGeo();
  return { v4: tables!.v4.size, v6: tables!.v6.size };
}

export function locateParsed(ip: ParsedIp): Location {
  preloadGeo();
  if (isReservedIp(ip)) return NOWHERE;
  const t = tables!;
  const v = findIn(ip, t.v4, t.v6);
  return v < 0 ? NOWHERE : t.locations[v]!;
}

/** Country (ISO numeric id of the reference data) of an IPv4 or IPv6 address; nulls when unknown. */
export function locate(ip: string): Location {
  // fast path for the common dotted IPv4 without building a ParsedIp
  const n = parseIpv4(ip);
  if (n !== null) return locateParsed({ v: 4, n });
  const parsed = parseIp(ip);
  return parsed ? locateParsed(parsed) : NOWHERE;
}
