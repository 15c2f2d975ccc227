import type { Refusal } from '../../../src/domain/tracking/refusals.ts';

/** An offer's targeting (spec 2 targeting tab): empty lists target everything. */
export interface Targeting {
  countries: readonly number[];
  regions: readonly number[];
  cities: readonly number[];
  devices: readonly number[];
  operating_systems: readonly number[];
  browsers: readonly number[];
  /** the blacklist as parsed from the comma list the user typed (IPv4 addresses) */
  ipBlacklist: ReadonlySet<string>;
}

export interface Visitor {
  ip: string;
  countryId: number | null;
  regionId: number | null;
  cityId: number | null;
  deviceId: number | null;
  osId: number | null;
  browserId: number | null;
}

export const parseIpList = (text: string): Set<string> =>
  new Set(
    text
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** An IPv4-mapped IPv6 address (::ffff:1.2.3.4) is the IPv4 address for the blacklist. */
export const plainIp = (ip: string) => (ip.startsWith('::ffff:') ? ip.slice(7) : ip);

const misses = (list: readonly number[], v: number | null) => list.length > 0 && (v === null || !list.includes(v));

/**
 * The first targeting rule the visitor fails, or null. An unknown value (no GeoIP match, an
 * unrecognised agent) fails a non-empty list: the brand asked for specific traffic. Zip codes are
 * not checked: the offline GeoIP data has no postal codes (docs/decisions/020).
 */
export function targetingRefusal(t: Targeting, v: Visitor): Refusal | null {
  if (t.ipBlacklist.size > 0 && t.ipBlacklist.has(plainIp(v.ip))) return 'ip_blacklisted';
  if (misses(t.countries, v.countryId)) return 'country_not_targeted';
  if (misses(t.regions, v.regionId)) return 'region_not_targeted';
  if (misses(t.cities, v.cityId)) return 'city_not_targeted';
  if (misses(t.devices, v.deviceId)) return 'device_not_targeted';
  if (misses(t.operating_systems, v.osId)) return 'os_not_targeted';
  if (misses(t.browsers, v.browserId)) return 'browser_not_targeted';
  return null;
}
