import { describe, expect, it } from 'vitest';
import { isDataCenterIp } from './index.ts';

describe('isDataCenterIp', () => {
  it('recognises cloud and hosting ranges, IPv4 and IPv6', () => {
    // AWS, Google Cloud, Azure, DigitalOcean, Hetzner (v4 and v6), AWS v6
    for (const ip of [
      '3.5.140.2',
      '34.64.0.1',
      '20.0.0.1',
      '104.131.0.1',
      '88.198.0.1',
      '2a01:4f8::1',
      '2600:1f18::1',
      '::ffff:88.198.0.1',
    ])
      expect(isDataCenterIp(ip), ip).toBe(true);
  });
  it('leaves consumer ISPs, private and malformed addresses out', () => {
    for (const ip of ['113.161.1.1', '1.52.1.1', '27.72.1.1', '2001:ee0:4141::1', '2402:800:1::1', '192.168.1.1', 'nope'])
      expect(isDataCenterIp(ip), ip).toBe(false);
  });
});
