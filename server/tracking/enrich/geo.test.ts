import { beforeAll, describe, expect, it } from 'vitest';
import { countryByCode } from '../../../src/domain/reference/data/countries.ts';
import { CITIES, REGIONS } from '../../../src/domain/reference/data/regions.ts';
import { geoDataBuilt, preloadGeo } from './geo.ts';
import { locate } from './index.ts';
import { foldPlace, placeOf } from './places.ts';

const id = (code: string) => countryByCode(code)!.id;
const region = (countryCode: string, en: string) => REGIONS.find((r) => r.country_id === id(countryCode) && r.name.en === en)!.id;
const city = (regionId: number, en: string) => CITIES.find((c) => c.region_id === regionId && c.name.en === en)!.id;

// Addresses picked by looking them up in the DB-IP city data (build of 2026-06) itself.
describe('locate (offline GeoIP, DB-IP city lite)', () => {
  // a fresh installation builds the range tables from the mmdb files first (seconds of CPU; decision 070)
  beforeAll(() => preloadGeo(), 180_000);

  it('reads the build date of both address families', () => {
    const built = geoDataBuilt();
    expect(built.v4.getUTCFullYear()).toBeGreaterThanOrEqual(2026);
    expect(built.v6.getUTCFullYear()).toBeGreaterThanOrEqual(2026);
  });

  it('resolves country, region and city of Vietnamese ISP addresses onto the reference ids', () => {
    const hanoi = region('VN', 'Hanoi');
    const hcmc = region('VN', 'Ho Chi Minh City');
    expect(locate('1.53.0.1')).toEqual({ countryId: id('VN'), regionId: hanoi, cityId: city(hanoi, 'Hanoi') });
    expect(locate('14.161.0.1')).toEqual({ countryId: id('VN'), regionId: hcmc, cityId: city(hcmc, 'Ho Chi Minh City') });
  });

  it('resolves a US state; a city outside the reference list leaves cityId null', () => {
    // 8.8.8.8 is Mountain View, California: the reference data lists only California's major cities
    expect(locate('8.8.8.8')).toEqual({ countryId: id('US'), regionId: region('US', 'California'), cityId: null });
  });

  it('gives country only where the reference data has no regions', () => {
    expect(locate('81.2.69.142')).toEqual({ countryId: id('GB'), regionId: null, cityId: null });
  });

  it('handles IPv6 and IPv4-mapped IPv6', () => {
    expect(locate('2001:ee0:4141::1').countryId).toBe(id('VN'));
    expect(locate('2600:1f18::1').countryId).toBe(id('US'));
    expect(locate('::ffff:1.53.0.1')).toBe(locate('1.53.0.1'));
  });

  it('answers nulls for private, reserved and malformed addresses', () => {
    const none = { countryId: null, regionId: null, cityId: null };
    for (const ip of ['192.168.1.1', '10.0.0.1', '127.0.0.1', '::1', 'fe80::1', '', 'garbage', '999.1.1.1'])
      expect(locate(ip), ip).toEqual(none);
  });

  it('returns the same frozen object for the same place (no allocation per click)', () => {
    expect(locate('1.53.0.1')).toBe(locate('1.53.0.2'));
    expect(Object.isFrozen(locate('1.53.0.1'))).toBe(true);
  });

  // ~100k varied lookups/s when idle (decision 040): 30k keeps this well inside the time-out on a busy machine
  it('survives 30k lookups over varied addresses (speed is measured by the benchmark)', () => {
    let found = 0;
    for (let i = 0; i < 30_000; i++) {
      const ip = `${(i % 223) + 1}.${(i * 7) % 256}.${(i >> 8) % 256}.${i % 251}`;
      if (locate(ip).countryId !== null) found++;
    }
    expect(found).toBeGreaterThan(15_000);
  });
});

describe('placeOf (GeoIP names → reference ids)', () => {
  it('folds decorations, diacritics and spacing', () => {
    expect(foldPlace('Ho Chi Minh City (HCMC)')).toBe(foldPlace('Thành phố Hồ Chí Minh'));
    expect(foldPlace('Da Nang City')).toBe(foldPlace('Đà Nẵng'));
    expect(foldPlace('Phan Rang – Tháp Chàm')).toBe('phanrangthapcham');
  });

  it('maps names DB-IP spells its own way and provinces merged away in 2025', () => {
    const hue = region('VN', 'Hue');
    expect(placeOf('VN', 'Thua Thien Hue Province', 'Hue').regionId).toBe(hue);
    const hungYen = region('VN', 'Hung Yen');
    // Thái Bình province merged into Hưng Yên; the reference data keeps it as a city there
    expect(placeOf('VN', 'Thai Binh Province', 'Some Commune')).toEqual({
      countryId: id('VN'),
      regionId: hungYen,
      cityId: city(hungYen, 'Thai Binh'),
    });
  });

  it('leaves region and city null for unknown names and nulls everything for an unknown country', () => {
    expect(placeOf('VN', 'Atlantis', 'X')).toEqual({ countryId: id('VN'), regionId: null, cityId: null });
    expect(placeOf('ZZ', 'A', 'B')).toEqual({ countryId: null, regionId: null, cityId: null });
    expect(placeOf('', '', '')).toEqual({ countryId: null, regionId: null, cityId: null });
  });
});
