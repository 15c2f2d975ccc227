import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF guard of every outgoing call to a URL a brand typed: webhooks (decision 038) and the
 * product API sync (decision 084). A brand chooses the URL we call, so the URL
 * must never reach our own network: private, loopback, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, unique-local IPv6, unspecified and IPv4-mapped addresses are
 * refused — as written in the URL AND after DNS resolution. The delivery then connects to the very
 * address that was checked (pinnedLookup in ./pinned.ts), so a DNS answer that changes between the
 * check and the connection (rebinding) cannot move it, and redirects are never followed.
 *
 * Spellings such as `http://2130706433/`, `http://0x7f.1/` or `http://0177.0.0.1/` need no code of
 * their own: the WHATWG URL parser rewrites them to dotted IPv4 before the check sees the host.
 */
export type UrlRefusal = 'not_a_url' | 'scheme' | 'credentials' | 'host' | 'private_address' | 'metadata_host' | 'unresolvable';

export class UrlRefusedError extends Error {
  readonly reason: UrlRefusal;
  constructor(reason: UrlRefusal, detail: string) {
    super(`URL refused (${reason}): ${detail}`);
    this.reason = reason;
    this.name = 'UrlRefusedError';
  }
}

export interface GuardOptions {
  /**
   * Addresses allowed although they are in a refused range. Tests reach a receiver on 127.0.0.1
   * through this; it is empty unless configured (WEBHOOK_ALLOW_ADDRESSES), never by default.
   */
  allow?: readonly string[];
  /** DNS for tests; node's resolver otherwise */
  resolve?: (host: string) => Promise<string[]>;
}

// one list per family: node's BlockList matches IPv4 addresses against IPv6 rules through their
// mapped form, so `::/96` in a shared list would refuse every IPv4 address
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", incl. 0.0.0.0
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, incl. broadcast
] as const)
  refusedV4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['::ffff:0:0', 96], // IPv4-mapped: refused outright, whatever IPv4 they carry
  ['64:ff9b::', 96], // NAT64 onto IPv4
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const)
  refusedV6.addSubnet(net, prefix, 'ipv6');

/** Host names of cloud metadata services and of the machine itself, and suffixes that never leave it. */
const METADATA_HOSTS = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.com',
  'metadata.packet.net',
  'metadata.tencentyun.com',
  'localhost',
]);
const LOCAL_SUFFIXES = ['.internal', '.local', '.localhost', '.localdomain', '.home.arpa', '.intranet', '.corp', '.lan'];

/** True when `ip` (v4 or v6) is in a refused range. */
export function isRefusedAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return refusedV4.check(ip, 'ipv4');
  if (family === 6) return refusedV6.check(ip, 'ipv6');
  return true; // not an address at all: refuse rather than guess
}

function allowed(ip: string, opts: GuardOptions): boolean {
  return (opts.allow ?? []).includes(ip) || !isRefusedAddress(ip);
}

/** The checks that need no DNS: scheme, credentials, host spelling, literal addresses, metadata names. */
export function checkUrlShape(raw: string, opts: GuardOptions = {}): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UrlRefusedError('not_a_url', raw);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UrlRefusedError('scheme', url.protocol);
  if (url.username || url.password) throw new UrlRefusedError('credentials', 'user or password in the URL');
  const host = hostOf(url);
  if (!host) throw new UrlRefusedError('host', 'empty host');
  if (isIP(host)) {
    if (!allowed(host, opts)) throw new UrlRefusedError('private_address', host);
    return url;
  }
  const name = host.toLowerCase().replace(/\.$/, '');
  if (METADATA_HOSTS.has(name) || LOCAL_SUFFIXES.some((s) => name.endsWith(s))) throw new UrlRefusedError('metadata_host', name);
  // a single label ("intranet", "db") resolves through search domains to the local network
  if (!name.includes('.')) throw new UrlRefusedError('host', name);
  return url;
}

/** The host without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

const systemResolve = async (host: string): Promise<string[]> => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Checks `raw` fully and answers the URL and the one address to connect to. Every address the
 * name resolves to must pass — an attacker's name with one public and one private answer is
 * refused, not raced.
 */
export async function resolveSafeUrl(raw: string, opts: GuardOptions = {}): Promise<{ url: URL; address: string }> {
  const url = checkUrlShape(raw, opts);
  const host = hostOf(url);
  if (isIP(host)) return { url, address: host };
  let addresses: string[];
  try {
    addresses = await (opts.resolve ?? systemResolve)(host);
  } catch {
    throw new UrlRefusedError('unresolvable', host);
  }
  if (addresses.length === 0) throw new UrlRefusedError('unresolvable', host);
  const bad = addresses.find((a) => !allowed(a, opts));
  if (bad) throw new UrlRefusedError('private_address', `${host} → ${bad}`);
  return { url, address: addresses[0]! };
}
