import { describe, expect, it } from 'vitest';
import { countryByCode } from '../../../src/domain/reference/data/countries.ts';
import { geoTableSizes } from './geo.ts';
import { locate } from './index.ts';

const id = (code: string) => countryByCode(code)!.id;

describe('locate (offline GeoIP)', () => {
  it('loads both address families', () => {
    const sizes = geoTableSizes();
    expect(sizes.v4).toBeGreaterThan(100_000);
    expect(sizes.v6).toBeGreaterThan(30_000);
  });

  it('places Vietnamese ISP addresses in Vietnam and others in their country', () => {
    // VNPT, FPT, Viettel
    expect(locate('113.161.1.1').countryId).toBe(id('VN'));
    expect(locate('1.52.1.1').countryId).toBe(id('VN'));
    expect(locate('27.72.1.1').countryId).toBe(id('VN'));
    expect(locate('8.8.8.8').countryId).toBe(id('US'));
    expect(locate('81.2.69.142').countryId).toBe(id('GB'));
  });

  it('handles IPv6 and IPv4-mapped IPv6', () => {
    expect(locate('2001:ee0:4141::1').countryId).toBe(id('VN'));
    expect(locate('2402:800:1::1').countryId).toBe(id('VN'));
    expect(locate('2600:1f18::1').countryId).toBe(id('US'));
    expect(locate('::ffff:113.161.1.1').countryId).toBe(id('VN'));
  });

  it('gives country only (regions and cities are not in the data)', () => {
    expect(locate('113.161.1.1')).toEqual({ countryId: id('VN'), regionId: null, cityId: null });
  });

  it('answers nulls for private, reserved and malformed addresses', () => {
    const none = { countryId: null, regionId: null, cityId: null };
    for (const ip of ['192.168.1.1', '10.0.0.1', '127.0.0.1', '::1', 'fe80::1', '', 'garbage', '999.1.1.1'])
      expect(locate(ip), ip).toEqual(none);
  });

  it('survives 100k lookups over varied addresses (speed is measured by the benchmark)', () => {
    let found = 0;
    for (let i = 0; i < 100_000; i++) {
      const ip = `${(i % 223) + 1}.${(i * 7) % 256}.${(i >> 8) % 256}.${i % 251}`;
      if (locate(ip).countryId !== null) found++;
    }
    expect(found).toBeGreaterThan(50_000);
  });
});
