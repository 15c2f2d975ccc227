import { describe, expect, it } from 'vitest';
import { HOSTILE_LITERALS, HOSTILE_NAMES, HOSTILE_SHAPES } from '../../tests/support/fixtures/hostile-urls.ts';
import { checkUrlShape, isRefusedAddress, resolveSafeUrl, UrlRefusedError } from './url-guard.ts';

/** The SSRF guard: hostile URLs as written and after DNS (the list is shared with every caller's test). */
function reason(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof UrlRefusedError ? error.reason : `unexpected ${String(error)}`;
  }
}

describe('the outbound URL guard', () => {
  it(`refuses ${HOSTILE_LITERALS.length + HOSTILE_NAMES.length + HOSTILE_SHAPES.length} hostile URLs by their shape`, () => {
    expect(HOSTILE_LITERALS.length + HOSTILE_NAMES.length + HOSTILE_SHAPES.length).toBeGreaterThanOrEqual(20);
    for (const url of HOSTILE_LITERALS)
      expect(
        reason(() => checkUrlShape(url)),
        url,
      ).toBe('private_address');
    for (const url of HOSTILE_NAMES) expect(['metadata_host', 'host'], url).toContain(reason(() => checkUrlShape(url)));
    for (const url of HOSTILE_SHAPES) expect(['scheme', 'credentials', 'not_a_url'], url).toContain(reason(() => checkUrlShape(url)));
  });

  it('accepts public https and http URLs', () => {
    for (const url of ['https://hooks.example.com/in', 'http://93.184.216.34:8080/x', 'https://[2606:4700::1111]/']) {
      expect(
        reason(() => checkUrlShape(url)),
        url,
      ).toBeNull();
    }
    expect(isRefusedAddress('8.8.8.8')).toBe(false);
    expect(isRefusedAddress('172.32.0.1')).toBe(false); // just outside 172.16/12
    expect(isRefusedAddress('not-an-ip')).toBe(true);
  });

  it('lets only the configured addresses through, never by default', () => {
    expect(reason(() => checkUrlShape('http://127.0.0.1:9/'))).toBe('private_address');
    expect(reason(() => checkUrlShape('http://127.0.0.1:9/', { allow: ['127.0.0.1'] }))).toBeNull();
    expect(reason(() => checkUrlShape('http://127.0.0.2:9/', { allow: ['127.0.0.1'] }))).toBe('private_address');
  });

  it('checks again after DNS: a public-looking name that resolves to a private address is refused', async () => {
    const dns = (answers: Record<string, string[]>) => async (host: string) => answers[host] ?? [];
    const resolve = dns({
      'rebind.example.com': ['127.0.0.1'],
      'meta.example.com': ['169.254.169.254'],
      'mixed.example.com': ['93.184.216.34', '10.1.2.3'], // one bad answer is enough
      'v6.example.com': ['::ffff:10.0.0.1'],
      'ok.example.com': ['93.184.216.34'],
    });
    for (const host of ['rebind', 'meta', 'mixed', 'v6']) {
      await expect(resolveSafeUrl(`https://${host}.example.com/`, { resolve }), host).rejects.toMatchObject({ reason: 'private_address' });
    }
    await expect(resolveSafeUrl('https://nxdomain.example.com/', { resolve })).rejects.toMatchObject({ reason: 'unresolvable' });
    await expect(resolveSafeUrl('https://ok.example.com/', { resolve })).resolves.toMatchObject({ address: '93.184.216.34' });
  });
});
