import { describe, expect, it } from 'vitest';
import { hex64, ipKey, isReservedIp, parseIp, parseIpv4 } from './ip.ts';

describe('parseIp', () => {
  it('parses dotted IPv4 into one unsigned number', () => {
    expect(parseIpv4('0.0.0.0')).toBe(0);
    expect(parseIpv4('255.255.255.255')).toBe(4294967295);
    expect(parseIp('113.161.1.2')).toEqual({ v: 4, n: 113 * 2 ** 24 + 161 * 2 ** 16 + 1 * 256 + 2 });
  });

  it('rejects malformed IPv4', () => {
    for (const bad of ['', '1.2.3', '1.2.3.4.5', '256.1.1.1', '1..2.3', '1.2.3.4 ', 'a.b.c.d', '1.2.3.0004'])
      expect(parseIpv4(bad), bad).toBeNull();
    expect(parseIp('not an ip')).toBeNull();
    expect(parseIp('')).toBeNull();
  });

  it('keeps the top 64 bits of IPv6, with :: expansion, brackets and zone ids', () => {
    expect(parseIp('2001:ee0:4141:12::1')).toEqual({ v: 6, hi: 0x20010ee0, lo: 0x41410012 });
    expect(parseIp('[2001:db8::1]')).toEqual({ v: 6, hi: 0x20010db8, lo: 0 });
    expect(parseIp('fe80::1%eth0')).toEqual({ v: 6, hi: 0xfe800000, lo: 0 });
    expect(parseIp('2001:0db8:0000:0000:0000:0000:0000:0001')).toEqual({ v: 6, hi: 0x20010db8, lo: 0 });
    expect(parseIp('1:2:3:4:5:6:7:8')).toEqual({ v: 6, hi: 0x00010002, lo: 0x00030004 });
    expect(parseIp('::')).toEqual({ v: 6, hi: 0, lo: 0 });
    expect(parseIp('1::')).toEqual({ v: 6, hi: 0x00010000, lo: 0 });
    expect(parseIp('::2:3:4:5:6:7:8')).toEqual({ v: 6, hi: 0x00000002, lo: 0x00030004 });
  });

  it('treats IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(parseIp('::ffff:113.161.1.2')).toEqual(parseIp('113.161.1.2'));
    expect(parseIp('::ffff:7171:102')).toEqual(parseIp('113.113.1.2'));
  });

  it('rejects malformed IPv6', () => {
    for (const bad of [
      '1::2::3',
      '12345::',
      'g::1',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      ':::',
      '1:',
      ':1::',
      '1::2:3:4:5:6:7:8',
      '::ffff:1.2.3',
    ])
      expect(parseIp(bad), bad).toBeNull();
  });

  it('reads the hex form of the data files', () => {
    expect(hex64('2a0104f8')).toEqual({ hi: 0, lo: 0x2a0104f8 });
    expect(hex64('2a0104f800000000')).toEqual({ hi: 0x2a0104f8, lo: 0 });
  });
});

describe('isReservedIp', () => {
  const reserved = (s: string) => isReservedIp(parseIp(s)!);
  it('flags private, loopback, CGNAT, link-local, documentation and multicast ranges', () => {
    for (const ip of [
      '10.1.2.3',
      '127.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.1.1',
      '203.0.113.5',
      '224.0.0.1',
      '0.0.0.0',
    ])
      expect(reserved(ip), ip).toBe(true);
    for (const ip of ['::1', 'fe80::1', 'fd00::1', 'ff02::1', '2001:db8::5', '::']) expect(reserved(ip), ip).toBe(true);
  });
  it('lets public addresses through', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '113.161.1.1', '100.128.0.1', '2001:ee0::1', '2600:1f18::1'])
      expect(reserved(ip), ip).toBe(false);
  });
});

describe('ipKey', () => {
  it('groups an IPv6 /64 (one subscriber) and keeps IPv4 addresses apart', () => {
    expect(ipKey(parseIp('2001:ee0:1:2::1')!)).toBe(ipKey(parseIp('2001:ee0:1:2:ffff::9')!));
    expect(ipKey(parseIp('2001:ee0:1:2::1')!)).not.toBe(ipKey(parseIp('2001:ee0:1:3::1')!));
    expect(ipKey(parseIp('1.2.3.4')!)).not.toBe(ipKey(parseIp('1.2.3.5')!));
  });
});
