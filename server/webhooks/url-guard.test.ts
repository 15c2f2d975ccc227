import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPinned } from './send.ts';
import { checkUrlShape, isRefusedAddress, resolveSafeUrl, UrlRefusedError } from './url-guard.ts';

/** The SSRF guard of outgoing webhooks: hostile URLs as written, after DNS, and on the wire. */
const HOSTILE_LITERALS = [
  'http://127.0.0.1/',
  'http://127.1/',
  'http://2130706433/', // 127.0.0.1 as one decimal number
  'http://0x7f000001/', // hex
  'http://0x7f.0.0.1/',
  'http://0177.0.0.1/', // octal
  'http://017700000001/',
  'http://0/',
  'http://0.0.0.0:8080/',
  'http://[::1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/', // IPv4-mapped IPv6
  'http://[::ffff:a9fe:a9fe]/', // mapped 169.254.169.254 in hex
  'http://[0:0:0:0:0:ffff:7f00:1]/',
  'http://10.0.0.1/',
  'http://172.16.5.4/',
  'http://172.31.255.255/',
  'http://192.168.1.1/',
  'http://100.64.0.1/', // carrier-grade NAT
  'http://169.254.169.254/latest/meta-data/', // AWS, GCP, Azure metadata
  'http://169.254.170.2/v2/credentials', // ECS task credentials
  'http://[fd00:ec2::254]/', // AWS IMDS over IPv6 (unique local)
  'http://[fe80::1]/',
  'http://[fc00::1]/',
  'http://[64:ff9b::a9fe:a9fe]/', // NAT64 of the metadata address
  'http://224.0.0.1/',
  'http://255.255.255.255/',
];
const HOSTILE_NAMES = [
  'http://localhost/',
  'http://LOCALHOST./',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://metadata/',
  'http://instance-data/latest/',
  'http://printer.local/',
  'http://db.internal/',
  'http://intranet/', // single label: search domains
];
const HOSTILE_SHAPES = [
  'file:///etc/passwd',
  'gopher://evil.example.com/',
  'ftp://files.example.com/',
  'javascript:alert(1)',
  'https://user:pass@hooks.example.com/',
  'https://:token@hooks.example.com/',
  'not a url',
];

function reason(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof UrlRefusedError ? error.reason : `unexpected ${String(error)}`;
  }
}

describe('the webhook URL guard', () => {
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

describe('sending through the guard', () => {
  let hits: { host: string | undefined; path: string | undefined }[];
  let server: ReturnType<typeof createServer>;
  let port = 0;
  beforeAll(async () => {
    hits = [];
    server = createServer((req, res) => {
      hits.push({ host: req.headers.host, path: req.url });
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
        return;
      }
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('connects to the address it checked, whatever DNS answers afterwards (rebinding)', async () => {
    // the first lookup (the check) says 127.0.0.1 — allowed here — later ones would say 10.0.0.1
    let lookups = 0;
    const resolve = async () => (lookups++ === 0 ? ['127.0.0.1'] : ['10.0.0.1']);
    const attempt = await sendPinned(`http://hooks.example.com:${port}/in`, {}, '{}', { allow: ['127.0.0.1'], resolve });
    expect(attempt).toMatchObject({ status: 200, error: null });
    expect(lookups).toBe(1);
    // the Host header stays the URL's name: only the socket is pinned
    expect(hits.at(-1)).toEqual({ host: `hooks.example.com:${port}`, path: '/in' });
  });

  it('never follows a redirect: a 3xx is a failed attempt and the target is not called', async () => {
    const before = hits.length;
    const attempt = await sendPinned(`http://127.0.0.1:${port}/redirect`, {}, '{}', { allow: ['127.0.0.1'] });
    expect(attempt).toMatchObject({ status: 302, error: 'HTTP 302' });
    expect(hits.length).toBe(before + 1);
  });

  it('refuses before connecting when the address is not allowed', async () => {
    const before = hits.length;
    const attempt = await sendPinned(`http://127.0.0.1:${port}/in`, {}, '{}');
    expect(attempt.status).toBeNull();
    expect(attempt.error).toMatch(/private_address/);
    expect(hits.length).toBe(before);
  });
});
